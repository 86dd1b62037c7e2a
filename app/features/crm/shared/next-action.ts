import { DEFAULT_NEXT_ACTION } from "#core/domain/crm";
import type { TFunction } from "#core/i18n/translate";

/** A stored next action as the reader reads it: the CRM's default in the reader's language, else as typed. */
export function nextActionText(value: string, t: TFunction): string;
export function nextActionText(value: string | null, t: TFunction): string | null;
export function nextActionText(value: string | null, t: TFunction): string | null {
  return value === DEFAULT_NEXT_ACTION ? t("crm:defaults.nextAction") : value;
}
