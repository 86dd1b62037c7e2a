import type { Lang } from "#core/i18n/languages";
import { parseArticleBody } from "./parse-article-body";

/**
 * Silent reading speed of non-fiction, in words a minute, per language (Brysbaert 2019, "How many
 * words do we read per minute?": English 238, Arabic 138; Serbian is not measured there, the
 * Slavic languages in Cyrillic and Latin script read at 180-184).
 */
export const WORDS_PER_MINUTE: Record<Lang, number> = { en: 238, ar: 138, sr: 180 };

/** The words of an article's body as the page shows it (no "**" or "- " markers). */
export function countWords(content: string): number {
  let words = 0;
  for (const block of parseArticleBody(content)) {
    const texts = block.kind === "list" ? block.items : [block.text];
    for (const text of texts) words += text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  }
  return words;
}

/** Minutes to read an article's body in its language, rounded up (a started minute counts). */
export function readingMinutes(content: string, lang: Lang): number {
  return Math.max(1, Math.ceil(countWords(content) / WORDS_PER_MINUTE[lang]));
}
