/** The one list of interface languages. English is the default and the fallback. */
export const LANGUAGES = ["en", "ar", "sr"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "en";

export const LANGUAGE_INFO: Record<Lang, { htmlLang: string; dir: "ltr" | "rtl"; intl: string }> = {
  en: { htmlLang: "en", dir: "ltr", intl: "en-GB" },
  ar: { htmlLang: "ar", dir: "rtl", intl: "ar-SA-u-nu-latn-ca-gregory" },
  sr: { htmlLang: "sr-Cyrl", dir: "ltr", intl: "sr-Cyrl-RS" },
};

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function toLang(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}
