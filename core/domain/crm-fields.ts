import "./zod-config";
import { z } from "zod";

/** The CRM forms' field rules, shared by the browser and the server (messages are translation keys). */

export const LIMITS = {
  name: 200,
  shortText: 200,
  email: 255,
  phone: 50,
  website: 500,
  notes: 5000,
  deliverables: 5000,
  dealValue: 999_999_999_999,
} as const;
/** Today as YYYY-MM-DD in the local time of whoever asks. */
export function todayIso(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** An http(s) address; anything else (javascript:, ftp:, words) is refused. */
export function isWebUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
}

/** Optional text: trimmed, blank becomes null. */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

/** Whether a text shows anything: not only spaces, zero-width spaces, joiners or direction marks. */
export const hasVisibleText = (value: string) => value.replace(/[\p{Cf}\p{Z}\s]/gu, "") !== "";

export const requiredText = (max: number, required: string, tooLong: string) =>
  // One message for empty and invisible alike (an empty text has nothing visible either).
  z.string(required).trim().max(max, tooLong).refine(hasVisibleText, required);

/**
 * A number as people write it in a form: digits with an optional sign and decimal part ("1200", "0.5",
 * "-3"). Anything else, which `Number()` would read ("0x10" as 16, "1e3", "Infinity"), is NaN.
 */
export const decimalFromText = (value: string): number => {
  const text = value.trim();
  return /^[-+]?\d+(\.\d+)?$|^[-+]?\.\d+$/.test(text) ? Number(text) : Number.NaN;
};

export const optionalDate = (message: string) =>
  z
    .string(message)
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isIsoDate(value), message);

export const optionalWebsite = z
  .string("crm:errors.websiteInvalid")
  .trim()
  .max(LIMITS.website, "crm:errors.websiteTooLong")
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isWebUrl(value), "crm:errors.websiteInvalid");

/** An optional e-mail: blank becomes null (a contact may be reached by phone instead). */
export const optionalEmail = z
  .string("crm:errors.emailInvalid")
  .trim()
  .max(LIMITS.email, "crm:errors.emailTooLong")
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || z.email().safeParse(value).success, "crm:errors.emailInvalid");
