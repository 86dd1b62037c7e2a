import { parseInsightBody, readableText } from "#core/domain/insight-body";
import type { Lang } from "#core/i18n/languages";

/**
 * Silent reading speed of non-fiction, in words a minute, per language (Brysbaert 2019, "How many
 * words do we read per minute?": English 238, Arabic 138; Serbian is not measured there, the
 * Slavic languages in Cyrillic and Latin script read at 180-184).
 */
export const WORDS_PER_MINUTE: Record<Lang, number> = { en: 238, ar: 138, sr: 180 };

/** The words of an article's body as the page shows it (no "**" or "- " markers, no charts). */
export function countWords(body: string): number {
  const text = readableText(parseInsightBody(body).blocks);
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read an article's body in its language, rounded up (a started minute counts). */
export function readingMinutes(body: string, lang: Lang): number {
  return Math.max(1, Math.ceil(countWords(body) / WORDS_PER_MINUTE[lang]));
}
