import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { caseInputSchema, caseUpdateSchema } from "#core/domain/case-studies";
import { LANGUAGES } from "#core/i18n/languages";
import { caseStudies, caseStudyTexts } from "../db/schema";
import { AppError } from "../http/errors";
import { auditRecord, type StaffWork } from "../http/staff-work";
import { readCase, type Tx } from "./read-cases";

type Input = z.output<typeof caseInputSchema>;
type Update = z.output<typeof caseUpdateSchema>;

/** 404 in the request's language. */
export const caseNotFound = (work: StaffWork) =>
  new AppError(404, "not_found", work.t("cases:errors.notFound"));

/** A new case's key: its sector's id, numbered when taken ("retail", "retail-2"). */
async function freeKey(tx: Tx, sector: string): Promise<string> {
  const taken = new Set((await tx.select({ key: caseStudies.key }).from(caseStudies)).map((row) => row.key));
  let key = sector;
  for (let n = 2; taken.has(key); n += 1) key = `${sector}-${n}`;
  return key;
}

/** A new case at the end of the list, with its texts in every language (201); audited. */
export async function createCase(work: StaffWork, input: Input) {
  return work.db.transaction(async (tx) => {
    await tx.execute(sql`lock table case_studies in share row exclusive mode`);
    const key = await freeKey(tx, input.sector);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${caseStudies.position}), 0)` })
      .from(caseStudies);
    await tx.insert(caseStudies).values({
      key,
      position: Number(last?.position ?? 0) + 1,
      sector: input.sector,
      icon: input.icon,
      sample: input.sample,
      results: input.results,
      updatedBy: work.username,
    });
    return writeTexts(tx, work, key, input, "case.created");
  });
}

/** Saves a case if the client read its latest version (else 409 with the case as it is now); audited. */
export async function updateCase(work: StaffWork, key: string, input: Update) {
  return work.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ version: caseStudies.version })
      .from(caseStudies)
      .where(eq(caseStudies.key, key))
      .for("update");
    if (!row) throw caseNotFound(work);
    if (row.version !== input.version) {
      const current = await readCase(tx, key);
      throw new AppError(409, "conflict", work.t("cases:errors.stale"), { details: { current } });
    }
    await tx
      .update(caseStudies)
      .set({
        sector: input.sector,
        icon: input.icon,
        sample: input.sample,
        results: input.results,
        version: row.version + 1,
        updatedBy: work.username,
        updatedAt: work.now,
      })
      .where(eq(caseStudies.key, key));
    return writeTexts(tx, work, key, input, "case.updated");
  });
}

/** Writes the three languages' texts, each figure's labels only (a removed figure's labels go). */
async function writeTexts(tx: Tx, work: StaffWork, key: string, input: Input, action: string) {
  const ids = input.results.map((figure) => figure.id);
  const only = (labels: Record<string, string>) =>
    Object.fromEntries(ids.map((id) => [id, labels[id] ?? ""]));
  for (const lang of LANGUAGES) {
    const text = input.texts[lang];
    const values = {
      ...text,
      resultLabels: only(text.resultLabels),
      storyLabels: only(text.storyLabels),
      updatedBy: work.username,
      updatedAt: work.now,
    };
    const updated = await tx
      .update(caseStudyTexts)
      .set(values)
      .where(and(eq(caseStudyTexts.caseKey, key), eq(caseStudyTexts.lang, lang)))
      .returning({ lang: caseStudyTexts.lang });
    if (updated.length === 0) await tx.insert(caseStudyTexts).values({ caseKey: key, lang, ...values });
  }
  await auditRecord(tx, work, {
    entity: "case_study",
    id: key,
    action,
    details: { title: input.texts.en.title },
  });
  return (await readCase(tx, key)) as NonNullable<Awaited<ReturnType<typeof readCase>>>;
}
