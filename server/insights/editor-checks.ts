import { and, eq, inArray, ne } from "drizzle-orm";
import { TEAM_AUTHOR } from "#core/content/articles";
import { imageIdsIn, parseInsightBody } from "#core/domain/insight-body";
import type { InsightTextView } from "#core/domain/insights";
import type { Lang } from "#core/i18n/languages";
import { isolate } from "#core/lib/format";
import { insightTexts, leaders, mediaImages } from "../db/schema";
import { AppError } from "../http/errors";
import type { EditorContext, Tx } from "./editor-context";

export type FieldErrors = Record<string, string>;
type Text = Pick<InsightTextView, "title" | "excerpt" | "body" | "slug">;

const REQUIRED = ["title", "excerpt", "body", "slug"] as const;

/**
 * What every save of a language checks: its body reads (links only to http(s) or this site, chart blocks
 * complete: core/domain/insight-body.ts), and no other insight has its slug in that language.
 */
export async function checkSavable(
  tx: Pick<Tx, "select">,
  ctx: EditorContext,
  id: number,
  lang: Lang,
  text: Text,
  errors: FieldErrors,
): Promise<void> {
  const language = ctx.t(`insights:languages.${lang}`);
  const [problem] = parseInsightBody(text.body).problems;
  if (problem) {
    errors[`texts.${lang}.body`] ??=
      problem.code === "link"
        ? ctx.t("insights:errors.link", { link: isolate(problem.href ?? ""), language })
        : ctx.t(`insights:errors.chart.${problem.code}`, { line: problem.line, language });
  }
  const [taken] = await tx
    .select({ id: insightTexts.insightId })
    .from(insightTexts)
    .where(
      and(eq(insightTexts.lang, lang), eq(insightTexts.slug, text.slug), ne(insightTexts.insightId, id)),
    );
  if (taken) {
    errors[`texts.${lang}.slug`] ??= ctx.t("insights:errors.slugTaken", { slug: text.slug, language });
  }
}

/**
 * What publishing a language (or saving one that is published) needs besides: title, excerpt, body and slug,
 * and every image its body shows existing, with alt text in that language.
 */
export async function checkPublishable(
  tx: Pick<Tx, "select">,
  ctx: EditorContext,
  lang: Lang,
  text: Text,
  errors: FieldErrors,
): Promise<void> {
  const language = ctx.t(`insights:languages.${lang}`);
  for (const field of REQUIRED) {
    if (!text[field].trim())
      errors[`texts.${lang}.${field}`] ??= ctx.t(`insights:errors.required.${field}`, { language });
  }
  const ids = imageIdsIn(text.body);
  if (ids.length === 0) return;
  const images = await tx
    .select({ id: mediaImages.id, alt: mediaImages.alt })
    .from(mediaImages)
    .where(inArray(mediaImages.id, ids));
  for (const imageId of ids) {
    const image = images.find((row) => row.id === imageId);
    const key = !image ? "imageMissing" : image.alt[lang]?.trim() ? null : "imageAlt";
    if (key) errors[`texts.${lang}.body`] ??= ctx.t(`insights:errors.${key}`, { id: imageId, language });
  }
}

/** An insight is signed by the team or by a leader who is on the leaders' list. */
export async function checkAuthor(
  tx: Pick<Tx, "select">,
  ctx: EditorContext,
  author: string,
  errors: FieldErrors,
): Promise<void> {
  if (author === TEAM_AUTHOR) return;
  const [leader] = await tx.select({ key: leaders.key }).from(leaders).where(eq(leaders.key, author));
  if (!leader) errors.author ??= ctx.t("insights:errors.author");
}

/** 400 with a message per field (the first one as the answer's message) when any check failed. */
export function throwIfAny(errors: FieldErrors): void {
  const first = Object.values(errors)[0];
  if (first !== undefined) throw new AppError(400, "invalid_input", first, { fields: errors });
}

/** 404 in the request's language. */
export function notFound(ctx: EditorContext): AppError {
  return new AppError(404, "not_found", ctx.t("insights:errors.notFound"));
}
