import { LANGUAGE_INFO, type Lang } from "../i18n/languages";
import { languageChoiceHref } from "./language-choice";
import { getHref, type PageAddress } from "./paths";

/** The notice's texts, in the language it offers (common.json `languageNotice`). */
export interface LanguageNoticeTexts {
  label: string;
  available: string;
  open: string;
  /** "Continue in <the page's language>", written in the offered language. */
  stay: string;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/**
 * The small notice that offers the page in the visitor's language (saved choice or browser's), instead of
 * a redirect: the server puts it into a prerendered page (which has no script) before the header, so it is
 * markup, not a React component. Both links go through the language choice (/language/:lang?next=), which
 * saves the choice: "read it in Arabic" opens the Arabic page; "continue in English" keeps this page and
 * saves English, so the notice does not come back. The text is in the offered language and the device's
 * font (`font-native`): the page's own font subsets hold only the page's language.
 * scripts/page-stylesheets.ts keeps these classes in every page's inline rules (LANGUAGE_NOTICE_CLASSES).
 */
export function languageNoticeHtml(options: {
  offered: Lang;
  /** The page's language and neutral path, as the server read them (c.var.page). */
  page: PageAddress;
  pathname: string;
  texts: LanguageNoticeTexts;
}): string {
  const { offered, page, pathname, texts } = options;
  const { lang: pageLang, path } = page;
  const info = LANGUAGE_INFO[offered];
  const open = escapeHtml(languageChoiceHref(offered, getHref(path, offered)));
  const stay = escapeHtml(languageChoiceHref(pageLang, pathname));
  return (
    `<aside class="${CLASSES.aside}" lang="${info.htmlLang}" dir="${info.dir}" aria-label="${escapeHtml(texts.label)}">` +
    `<div class="${CLASSES.row}"><p class="${CLASSES.text}">${escapeHtml(texts.available)}</p>` +
    `<a class="${CLASSES.open}" href="${open}" hreflang="${info.htmlLang}">${escapeHtml(texts.open)}</a>` +
    `<a class="${CLASSES.stay}" href="${stay}" hreflang="${LANGUAGE_INFO[pageLang].htmlLang}">${escapeHtml(texts.stay)}</a>` +
    "</div></aside>"
  );
}

const CLASSES = {
  aside: "language-notice font-native border-b border-primary/30 bg-primary-light text-ink",
  row: "mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm sm:px-6 lg:px-8",
  text: "m-0 font-medium",
  open: "rounded-md font-semibold text-primary-dark underline underline-offset-2 hover:text-primary",
  stay: "ms-auto rounded-md border border-primary/40 bg-white/70 px-2.5 py-1 font-medium text-primary-dark hover:bg-white",
};

/** Every class the notice uses, for the build's per-page stylesheets (decision 020). */
export const LANGUAGE_NOTICE_CLASSES = `<aside class="${Object.values(CLASSES).join(" ")}"><div><p><a></a></p></div></aside>`;

/** The page's HTML with the notice before its header (or first thing in its body). */
export function withLanguageNotice(html: string, notice: string): string {
  const header = html.indexOf("<header");
  if (header !== -1) return `${html.slice(0, header)}${notice}${html.slice(header)}`;
  return html.replace(/<body[^>]*>/, (body) => `${body}${notice}`);
}
