import { expect, type Page } from "@playwright/test";
import { CONTACT_LIMITS } from "#core/domain/contact";
import type { StaffMessagesAnswer } from "#core/domain/contact-messages";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { type Lang, text } from "./public-site";
import { loginAsStaff } from "./staff";

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

/** The contact page of each language. */
export const CONTACT_PATH: Record<Lang, string> = { en: "/contact", ar: "/ar/contact", sr: "/sr/contact" };

/** A text of the contact namespace. */
export const contactText = (lang: Lang, key: string, values: Record<string, string> = {}) =>
  text(lang, "contact", key, values);

/** Every test posts from its own address (the server trusts X-Forwarded-For here), so rate limits never mix. */
export async function ownAddress(page: Page): Promise<string> {
  const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": ip });
  return ip;
}

/** The messages staff see (signed in as staff on this page's context). */
export async function storedMessages(page: Page): Promise<StaffMessagesAnswer["messages"]> {
  await loginAsStaff(page);
  const response = await page.request.get("/api/crm/messages?limit=200");
  expect(response.status()).toBe(200);
  return ((await response.json()) as StaffMessagesAnswer).messages;
}

/** A mark no other test uses. */
export const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
