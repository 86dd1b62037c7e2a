import { asc, eq, inArray } from "drizzle-orm";
import type {
  CaseIcon,
  CaseSector,
  CaseStudyView,
  CaseText,
  PublicCaseStudy,
} from "#core/domain/case-studies";
import { isLang, type Lang } from "#core/i18n/languages";
import type { Db } from "../db/client";
import { caseStudies, caseStudyTexts } from "../db/schema";

/** A database handle or a transaction on one. */
export type Tx = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

type TextRow = typeof caseStudyTexts.$inferSelect;

function textOf(row: TextRow): CaseText {
  return {
    industry: row.industry,
    title: row.title,
    challenge: row.challenge,
    solution: row.solution,
    resultLabels: row.resultLabels,
    storyTitle: row.storyTitle,
    story: row.story,
    storyLabels: row.storyLabels,
    quote: row.quote,
    attribution: row.attribution,
  };
}

/** Every case in its order, with its texts in each language (the staff editor's list). */
export async function listCases(tx: Pick<Tx, "select">, keys?: string[]): Promise<CaseStudyView[]> {
  const rows = await tx
    .select()
    .from(caseStudies)
    .where(keys ? inArray(caseStudies.key, keys) : undefined)
    .orderBy(asc(caseStudies.position), asc(caseStudies.key));
  if (rows.length === 0) return [];
  const texts = await tx
    .select()
    .from(caseStudyTexts)
    .where(
      inArray(
        caseStudyTexts.caseKey,
        rows.map((row) => row.key),
      ),
    );
  return rows.map((row) => {
    const own = texts.filter((text) => text.caseKey === row.key && isLang(text.lang));
    return {
      key: row.key,
      position: row.position,
      sector: row.sector as CaseSector,
      icon: row.icon as CaseIcon,
      sample: row.sample,
      results: row.results,
      texts: Object.fromEntries(own.map((text) => [text.lang, textOf(text)])) as Record<Lang, CaseText>,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
    };
  });
}

/** One case, or null. */
export async function readCase(tx: Pick<Tx, "select">, key: string): Promise<CaseStudyView | null> {
  const [found] = await listCases(tx, [key]);
  return found ?? null;
}

/** The cases a public page shows in `lang`, in their order (the home page's stories, the industries page's cases). */
export async function listPublicCases(db: Db, lang: Lang): Promise<PublicCaseStudy[]> {
  const rows = await db
    .select({
      key: caseStudies.key,
      icon: caseStudies.icon,
      results: caseStudies.results,
      text: caseStudyTexts,
    })
    .from(caseStudies)
    .innerJoin(caseStudyTexts, eq(caseStudyTexts.caseKey, caseStudies.key))
    .where(eq(caseStudyTexts.lang, lang))
    .orderBy(asc(caseStudies.position), asc(caseStudies.key));
  return rows.map((row) => ({
    key: row.key,
    icon: row.icon as CaseIcon,
    results: row.results,
    text: textOf(row.text),
  }));
}
