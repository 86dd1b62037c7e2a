/**
 * The request of POST /api/crm/detect-industry: `{ companyName }`, trimmed, required, at most 120 characters,
 * with a letter, and not absurd (a URL or e-mail address, one character repeated, mostly punctuation).
 * Real short names pass: "3M", "du", "e&", "STC", "P&G".
 */
import { z } from "zod";
import type { Lang } from "#core/i18n/languages";
import { DETECT_MESSAGES, type DetectProblem, MAX_COMPANY_NAME_LENGTH } from "./messages";

const URL_OR_EMAIL = /(^|\s)(https?:\/\/|www\.)|:\/\/|[^\s@]+@[^\s@]+\.[^\s@]+/i;
const CONTROL = /\p{Cc}/u;
/** One character, or a short run of characters, repeated: "aaaaaa", "!!!!", "hahahaha", "xoxoxoxo". */
const REPEATED = /^(.{1,3})\1{3,}$/u;

/** The first problem with a trimmed company name, or undefined when it is acceptable. */
export function companyNameProblem(name: string): DetectProblem | undefined {
  if (name.length === 0) return "required";
  if ([...name].length > MAX_COMPANY_NAME_LENGTH) return "too_long";
  if (URL_OR_EMAIL.test(name)) return "address";
  if (!/\p{L}/u.test(name)) return "no_letters";
  if (CONTROL.test(name)) return "absurd";
  const compact = name.replace(/\s+/g, "").toLowerCase();
  if (compact.length >= 4 && REPEATED.test(compact)) return "absurd";
  const letters = compact.match(/[\p{L}\p{M}\p{N}]/gu)?.length ?? 0;
  if (compact.length > 3 && letters / compact.length < 0.3) return "absurd";
  return undefined;
}

/** Issue messages are problem codes; parseDetectRequest turns them into text in the user's language. */
export const detectRequestSchema = z.object({
  companyName: z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? "required" : "invalid"),
    })
    .trim()
    .superRefine((name, ctx) => {
      const problem = companyNameProblem(name);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});

export type DetectRequest = z.output<typeof detectRequestSchema>;

export type ParsedDetectRequest =
  | { ok: true; companyName: string }
  | { ok: false; code: DetectProblem; message: string };

function isProblem(value: string | undefined): value is DetectProblem {
  return value !== undefined && value in DETECT_MESSAGES.en;
}

export function parseDetectRequest(body: unknown, lang: Lang): ParsedDetectRequest {
  const result = detectRequestSchema.safeParse(body);
  if (result.success) return { ok: true, companyName: result.data.companyName };
  const first = result.error.issues[0];
  const code: DetectProblem = isProblem(first?.message) ? first.message : "invalid";
  return { ok: false, code, message: DETECT_MESSAGES[lang][code] };
}
