import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import { TEAM_AUTHOR } from "#core/content/articles";
import {
  type LeaderView,
  type leaderCreateSchema,
  type leaderInputSchema,
  suggestInitials,
} from "#core/domain/leaders";
import { LANGUAGES } from "#core/i18n/languages";
import type { Db } from "../db/client";
import { insights, leaders, leaderTexts, mediaImages } from "../db/schema";
import { NEXT_INSIGHT_STAMP } from "../db/stamps";
import { AppError } from "../http/errors";
import { auditRecord, type StaffWork } from "../http/staff-work";
import { readLeader } from "./read-leaders";

type Tx = Pick<Db, "select" | "insert" | "update" | "delete">;
type Input = z.output<typeof leaderInputSchema>;

export const leaderNotFound = (work: StaffWork) =>
  new AppError(404, "not_found", work.t("people:errors.notFound"));

const invalid = (work: StaffWork, field: string, key: string) =>
  new AppError(400, "invalid_input", work.t(key), { fields: { [field]: work.t(key) } });

/** Every write stamps the rows it changes: the public pages' cache sees the content's new version. */
const stamp = sql`now()`;

/** The photo must be an image of the media library. */
async function checkPhoto(tx: Tx, work: StaffWork, id: number | null): Promise<void> {
  if (id === null) return;
  const [image] = await tx.select({ id: mediaImages.id }).from(mediaImages).where(eq(mediaImages.id, id));
  if (!image) throw invalid(work, "photoImageId", "people:errors.photoMissing");
}

const columns = (input: Input, work: StaffWork) => ({
  email: input.email,
  linkedIn: input.linkedIn,
  office: input.office,
  photoImageId: input.photoImageId,
  updatedAt: stamp,
  updatedBy: work.username,
});

/** Writes the three languages' texts; empty initials are suggested from the name. */
async function writeTexts(tx: Tx, key: string, input: Input): Promise<void> {
  for (const lang of LANGUAGES) {
    const text = input.texts[lang];
    const values = { ...text, initials: text.initials || suggestInitials(text.name, lang), updatedAt: stamp };
    await tx
      .insert(leaderTexts)
      .values({ leaderKey: key, lang, ...values })
      .onConflictDoUpdate({ target: [leaderTexts.leaderKey, leaderTexts.lang], set: values });
  }
}

async function answer(tx: Tx, key: string): Promise<LeaderView> {
  const view = await readLeader(tx, key);
  if (!view) throw new Error(`leader ${key} vanished`);
  return view;
}

/** A new leader, last on the page (201); a key already taken or an unknown photo is refused (400). */
export async function createLeader(work: StaffWork, input: z.output<typeof leaderCreateSchema>) {
  return work.db.transaction(async (tx) => {
    const [taken] = await tx.select({ key: leaders.key }).from(leaders).where(eq(leaders.key, input.key));
    if (taken) throw invalid(work, "key", "people:errors.keyTaken");
    await checkPhoto(tx, work, input.photoImageId);
    const [last] = await tx
      .select({ position: leaders.position })
      .from(leaders)
      .orderBy(desc(leaders.position));
    await tx
      .insert(leaders)
      .values({ key: input.key, position: (last?.position ?? 0) + 1, ...columns(input, work) });
    await writeTexts(tx, input.key, input);
    await auditRecord(tx, work, { entity: "leader", id: input.key, action: "leader.created", details: {} });
    return answer(tx, input.key);
  });
}

/** Saves a leader if the client read its latest version (else 409 with the leader as it is now). */
export async function updateLeader(work: StaffWork, key: string, input: Input & { version: number }) {
  return work.db.transaction(async (tx) => {
    const [row] = await tx.select().from(leaders).where(eq(leaders.key, key)).for("update");
    if (!row) throw leaderNotFound(work);
    if (row.version !== input.version) {
      const current = await answer(tx, key);
      throw new AppError(409, "conflict", work.t("people:errors.stale"), { details: { current } });
    }
    await checkPhoto(tx, work, input.photoImageId);
    await tx
      .update(leaders)
      .set({ ...columns(input, work), version: row.version + 1 })
      .where(eq(leaders.key, key));
    await writeTexts(tx, key, input);
    await auditRecord(tx, work, { entity: "leader", id: key, action: "leader.updated", details: {} });
    return answer(tx, key);
  });
}

/** Deletes a leader and its texts (the editor asks first); audited with the English name it had. */
export async function deleteLeader(work: StaffWork, key: string): Promise<void> {
  await work.db.transaction(async (tx) => {
    const [text] = await tx
      .select({ name: leaderTexts.name })
      .from(leaderTexts)
      .where(and(eq(leaderTexts.leaderKey, key), eq(leaderTexts.lang, "en")));
    const [gone] = await tx.delete(leaders).where(eq(leaders.key, key)).returning({ key: leaders.key });
    if (!gone) throw leaderNotFound(work);
    // Their insights are signed by the team from now on (a new version: an open editor gets the change).
    await tx
      .update(insights)
      .set({ author: TEAM_AUTHOR, updatedAt: NEXT_INSIGHT_STAMP })
      .where(eq(insights.author, key));
    await auditRecord(tx, work, {
      entity: "leader",
      id: key,
      action: "leader.deleted",
      details: { ...text },
    });
  });
}

/** Swaps a leader's place with the one before (up) or after (down) it; at an end nothing moves. */
export async function moveLeader(work: StaffWork, key: string, direction: "up" | "down") {
  await work.db.transaction(async (tx) => {
    const [row] = await tx.select().from(leaders).where(eq(leaders.key, key)).for("update");
    if (!row) throw leaderNotFound(work);
    const [other] = await tx
      .select()
      .from(leaders)
      .where(direction === "up" ? lt(leaders.position, row.position) : gt(leaders.position, row.position))
      .orderBy(direction === "up" ? desc(leaders.position) : asc(leaders.position))
      .limit(1);
    if (!other) return;
    await tx.update(leaders).set({ position: other.position, updatedAt: stamp }).where(eq(leaders.key, key));
    await tx
      .update(leaders)
      .set({ position: row.position, updatedAt: stamp })
      .where(eq(leaders.key, other.key));
    await auditRecord(tx, work, {
      entity: "leader",
      id: key,
      action: "leader.moved",
      details: { direction },
    });
  });
}
