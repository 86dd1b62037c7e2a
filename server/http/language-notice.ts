import type { Lang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import { languageNoticeHtml, withLanguageNotice } from "#core/lib/language-notice";
import type { PageAddress } from "#core/lib/paths";
import { offeredLanguage } from "./page-redirects";
import type { PageVariant } from "./static";

/**
 * The prerendered page at `pathname` with a notice offering the visitor's language (their saved choice, or
 * else their browser's), when that is not the page's own; undefined to serve the page as built. The answer
 * depends on Accept-Language and Cookie either way: the caller says so in `Vary`.
 */
export function languageNoticeVariant(
  page: PageAddress,
  pathname: string,
  headers: { cookie?: string; acceptLanguage?: string },
): PageVariant | undefined {
  const offered = offeredLanguage(page.lang, headers);
  if (!offered) return undefined;
  const notice = languageNoticeHtml({ offered, page, pathname, texts: noticeTexts(offered, page.lang) });
  return { name: offered, transform: (html) => withLanguageNotice(html, notice) };
}

function noticeTexts(offered: Lang, pageLang: Lang) {
  const t = serverT(offered);
  return {
    label: t("languageNotice.label"),
    available: t("languageNotice.available"),
    open: t("languageNotice.open"),
    stay: t(`languageNotice.stay.${pageLang}`),
  };
}
