import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { normalizeUsername } from "#core/domain/auth";
import type { Db } from "../../db/client";
import { auditLog, companies, projects, staffUsers } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { AccountContext } from "../account-context";
import { recordAudit } from "../audit";

interface OwnedWork {
  /** The answer's name for it: how many of these moved. */
  key: string;
  table: PgTable;
  id: PgColumn;
  owner: PgColumn;
  /** Live rows only (not in the trash). */
  live: PgColumn;
  /** The update of a row moved to `username`: the owner, and a version bump and the time of the change. */
  set: (username: string, now: Date) => Record<string, unknown>;
}

/** A table whose rows a staff account owns: each has an id, a trash mark and a version. */
type OwnedTable = PgTable & { id: PgColumn; deletedAt: PgColumn; version: PgColumn };

/** The work of `table` owned through its column `field`; moving a row bumps its version and time of change. */
function ownedWork<F extends string>(
  key: string,
  table: OwnedTable & Record<F, PgColumn>,
  field: F,
): OwnedWork {
  return {
    key,
    table,
    id: table.id,
    owner: table[field],
    live: table.deletedAt,
    set: (username, now) => ({ [field]: username, updatedAt: now, version: sql`${table.version} + 1` }),
  };
}

/**
 * Every kind of work a staff account owns, moved together by reassignWork: companies' follow-ups, the deals
 * it owns, and the deals' next steps it owns.
 */
const OWNED_WORK: OwnedWork[] = [
  ownedWork("followUps", companies, "nextActionOwner"),
  ownedWork("deals", projects, "owner"),
  ownedWork("dealFollowUps", projects, "nextActionOwner"),
];

async function activeMember(tx: Db, ctx: AccountContext, username: string) {
  const [user] = await tx
    .select({ username: staffUsers.username, active: staffUsers.active })
    .from(staffUsers)
    .where(eq(staffUsers.username, normalizeUsername(username)));
  if (!user) throw new AppError(404, "not_found", ctx.t("staff:accounts.notFound", { username }));
  return user;
}

/**
 * Hands one person's work to another in one step: every follow-up (and deal) `from` owns goes to `to`,
 * an active account. The moved rows' ids are kept in the audit row, which Undo reads.
 */
export async function reassignWork(ctx: AccountContext, input: { from: string; to: string }) {
  return ctx.db.transaction(async (tx) => {
    const from = await activeMember(tx, ctx, input.from);
    const to = await activeMember(tx, ctx, input.to);
    if (from.username === to.username)
      throw new AppError(400, "invalid_input", ctx.t("team:errors.sameMember"));
    if (!to.active)
      throw new AppError(409, "conflict", ctx.t("team:errors.memberDisabled", { username: to.username }));
    const moved: Record<string, number[]> = {};
    for (const work of OWNED_WORK) {
      const rows = await tx
        .update(work.table)
        .set(work.set(to.username, ctx.now) as never)
        .where(and(eq(work.owner, from.username), isNull(work.live)))
        .returning({ id: work.id });
      moved[work.key] = rows.map((row) => Number(row.id));
    }
    const [audit] = await tx
      .insert(auditLog)
      .values({
        at: ctx.now,
        actor: ctx.actor,
        action: "team.reassign",
        entity: "staff_user",
        entityId: from.username,
        details: { from: from.username, to: to.username, moved },
      })
      .returning({ id: auditLog.id });
    return { id: audit?.id ?? 0, counts: countsOf(moved) };
  });
}

function countsOf(moved: Record<string, number[]>): Record<string, number> {
  return Object.fromEntries(Object.entries(moved).map(([key, ids]) => [key, ids.length]));
}

/** Undoes a hand-over: the rows it moved that `to` still owns go back to `from`; once only. */
export async function undoReassign(ctx: AccountContext, id: number) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(auditLog).where(eq(auditLog.id, id)).for("update");
    if (row?.action !== "team.reassign") throw new AppError(404, "not_found", ctx.t("team:errors.undoGone"));
    const [undone] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, "team.reassign.undo"), eq(auditLog.entityId, String(id))));
    if (undone) throw new AppError(409, "conflict", ctx.t("team:errors.undoGone"));
    const details = row.details as { from: string; to: string; moved: Record<string, number[]> };
    const back: Record<string, number[]> = {};
    for (const work of OWNED_WORK) {
      const ids = details.moved[work.key] ?? [];
      const rows = ids.length
        ? await tx
            .update(work.table)
            .set(work.set(details.from, ctx.now) as never)
            .where(and(inArray(work.id, ids), eq(work.owner, details.to)))
            .returning({ id: work.id })
        : [];
      back[work.key] = rows.map((r) => Number(r.id));
    }
    await recordAudit(tx, {
      at: ctx.now,
      action: "team.reassign.undo",
      actor: ctx.actor,
      entity: "audit",
      entityId: String(id),
      details: { from: details.to, to: details.from, moved: back },
    });
    return { counts: countsOf(back) };
  });
}
