import type { Page } from "@playwright/test";
import { CONTACT_LIMITS } from "#core/domain/contact";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { type Lang, text } from "./public-site";

/** The contact form's fields and button, found by their labels in the page's language. */
export function contactFields(page: Page, lang: Lang) {
  const named = (key: string) => page.getByRole("textbox", { name: text(lang, "contact", key), exact: true });
  return {
    name: named("form.name"),
    email: named("form.email"),
    company: named("form.company"),
    message: named("form.message"),
    submit: page.getByRole("button", { name: text(lang, "contact", "form.submit") }),
  };
}

/** A sender and a message as a visitor of each language would write them. */
export const SENDER: Record<Lang, { name: string; message: string }> = {
  en: { name: "Ana Petrović", message: "We would like a quote" },
  ar: { name: "ليلى حداد", message: "نود معرفة المزيد" },
  sr: { name: "Ана Петровић", message: "Желели бисмо понуду" },
};

/** The message's hint as the page writes it: its count with the form's script, its limit without. */
export function messageHint(lang: Lang, used?: number): string {
  const number = new Intl.NumberFormat(LANGUAGE_INFO[lang].intl);
  const max = number.format(CONTACT_LIMITS.message);
  return used === undefined
    ? text(lang, "contact", "form.limit", { max })
    : text(lang, "contact", "form.counter", { used: number.format(used), max });
}
