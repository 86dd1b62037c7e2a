import { DEFAULT_NEXT_ACTION } from "#core/domain/crm";
import { LANGUAGES } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";

/** The default next action's words in each language ("Initial contact", "التواصل الأولي", "Први контакт"). */
export function defaultNextActionTexts(): string[] {
  return LANGUAGES.map((lang) => serverT(lang, "crm")("defaults.nextAction"));
}

/**
 * A next action as stored: the default's words in any of the languages (an edit form sends back what
 * it showed, an older page or a spreadsheet the words) become its meaning, DEFAULT_NEXT_ACTION, which
 * each reader sees in their own language; anything else is kept as typed.
 */
export function storedNextAction<T extends string | null | undefined>(value: T): T | string {
  if (typeof value !== "string") return value;
  const words = value.trim();
  return defaultNextActionTexts().includes(words) ? DEFAULT_NEXT_ACTION : value;
}
