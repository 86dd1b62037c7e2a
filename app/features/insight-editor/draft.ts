import { type AuthorId, TEAM_AUTHOR, type TopicId } from "#core/content/articles";
import {
  type InsightCategory,
  type InsightInput,
  type InsightView,
  insightInputSchema,
} from "#core/domain/insights";
import { LANGUAGES, type Lang } from "#core/i18n/languages";

/** The editor's columns, in the order they stand on a wide screen: English, Serbian, Arabic. */
export const EDITOR_LANGS = ["en", "sr", "ar"] as const satisfies readonly Lang[];

export type TextDraft = { title: string; excerpt: string; body: string; slug: string };
export interface Draft {
  category: InsightCategory;
  author: AuthorId;
  topics: TopicId[];
  texts: Record<Lang, TextDraft>;
}

const EMPTY_TEXT: TextDraft = { title: "", excerpt: "", body: "", slug: "" };

/** The form's values for an insight as read (or a new one). */
export function draftOf(view: InsightView | undefined): Draft {
  const texts = Object.fromEntries(
    LANGUAGES.map((lang) => {
      const text = view?.texts[lang];
      return [
        lang,
        text ? { title: text.title, excerpt: text.excerpt, body: text.body, slug: text.slug } : EMPTY_TEXT,
      ];
    }),
  ) as Record<Lang, TextDraft>;
  return {
    category: view?.category ?? "insights",
    author: view?.author ?? TEAM_AUTHOR,
    topics: view?.topics ?? [],
    texts,
  };
}

/** The form's own check before sending (the server checks again): a message key per field, or null. */
export function draftProblems(draft: Draft, t: (key: string) => string): Record<string, string> | null {
  const parsed = insightInputSchema.safeParse(draft satisfies InsightInput);
  if (parsed.success) return null;
  const found: Record<string, string> = {};
  for (const issue of parsed.error.issues) found[issue.path.join(".")] ??= t(issue.message);
  return found;
}
