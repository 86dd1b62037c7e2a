/**
 * The cues the team accepted from its corrections, in the database: read for every detection (used at once,
 * on every instance), accepted and reverted by staff, each change audited. The knowledge files stay the base.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import { industryByKey } from "#core/domain/industries";
import type { TFunction } from "#core/i18n/translate";
import type { Db } from "../db/client";
import { auditLog, industryLearnedCues } from "../db/schema";
import { AppError } from "../http/errors";
import type { LearnedCue } from "./learned-match";

export type Runner = Pick<Db, "select" | "insert" | "update">;

/** Who accepts or reverts, and when. */
export interface CueActor {
  username: string;
  ip: string | null;
  now: Date;
  t: TFunction;
}

/** The cues in use (not reverted), for detection. */
export async function activeLearnedCues(db: Pick<Db, "select">): Promise<LearnedCue[]> {
  const rows = await db
    .select({ term: industryLearnedCues.term, industry: industryLearnedCues.industry })
    .from(industryLearnedCues)
    .where(isNull(industryLearnedCues.revertedAt));
  return rows.flatMap((row) => {
    const industry = industryByKey(row.industry)?.key;
    return industry ? [{ term: row.term, industry }] : [];
  });
}

export type LearnedCueRow = typeof industryLearnedCues.$inferSelect;

/** Every accepted cue, newest first, the reverted ones too (with who reverted them). */
export function listLearnedCues(db: Pick<Db, "select">): Promise<LearnedCueRow[]> {
  return db
    .select()
    .from(industryLearnedCues)
    .orderBy(desc(industryLearnedCues.acceptedAt), desc(industryLearnedCues.id));
}

function audit(db: Runner, actor: CueActor, action: string, cue: LearnedCueRow) {
  return db.insert(auditLog).values({
    at: actor.now,
    actor: actor.username,
    action,
    entity: "industry_cue",
    entityId: String(cue.id),
    ip: actor.ip,
    details: { term: cue.term, industry: cue.industry },
  });
}

/** Stores an accepted cue (the caller checked it is suggested); 409 when the word is already in use. */
export async function insertLearnedCue(db: Db, actor: CueActor, cue: LearnedCue): Promise<LearnedCueRow> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: industryLearnedCues.id })
      .from(industryLearnedCues)
      .where(and(eq(industryLearnedCues.term, cue.term), isNull(industryLearnedCues.revertedAt)));
    if (existing) throw new AppError(409, "conflict", actor.t("crm:cues.errors.alreadyLearned"));
    const [row] = await tx
      .insert(industryLearnedCues)
      .values({ ...cue, acceptedBy: actor.username, acceptedAt: actor.now })
      .returning();
    if (!row) throw new Error("the cue was not stored");
    await audit(tx, actor, "industry_cue.accept", row);
    return row;
  });
}

/** Takes a cue out of use (kept, with who reverted it); 404 when there is no such cue in use. */
export async function revertLearnedCue(db: Db, actor: CueActor, id: number): Promise<LearnedCueRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(industryLearnedCues)
      .set({ revertedBy: actor.username, revertedAt: actor.now })
      .where(and(eq(industryLearnedCues.id, id), isNull(industryLearnedCues.revertedAt)))
      .returning();
    if (!row) throw new AppError(404, "not_found", actor.t("crm:cues.errors.notInUse"));
    await audit(tx, actor, "industry_cue.revert", row);
    return row;
  });
}
