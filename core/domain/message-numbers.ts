import type { Lang } from "#core/i18n/languages";
import { formatNumber } from "#core/lib/format";
import { CASE_LIMITS } from "./case-studies";

/** The numbers some validation messages name ({{min}}, {{max}}), by message key. */
const NUMBERS: Record<string, Record<string, number>> = {
  "cases:errors.value": { min: 0, max: CASE_LIMITS.value },
};

/** A validation message's numbers, written for the reader's language: the form and the API say the same. */
export function messageNumbers(key: string, lang: Lang): Record<string, string> {
  return Object.fromEntries(
    Object.entries(NUMBERS[key] ?? {}).map(([name, value]) => [name, formatNumber(value, lang)]),
  );
}
