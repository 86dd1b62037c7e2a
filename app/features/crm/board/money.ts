import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";

/** The currency's name in the page's language. */
export function currencyName(currency: string, lang: Lang): string {
  return new Intl.DisplayNames([LANGUAGE_INFO[lang].intl], { type: "currency" }).of(currency) ?? currency;
}
