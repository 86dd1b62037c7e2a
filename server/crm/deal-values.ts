import { and, eq, isNull } from "drizzle-orm";
import {
  type DealStage,
  dealProblems,
  dealStageFor,
  isClosedStage,
  isDealStage,
  type Project,
  type ProjectUpdate,
  projectStageFor,
} from "#core/domain/deals";
import type { TFunction } from "#core/i18n/translate";
import { contacts, type projects } from "../db/schema";
import { AppError } from "../http/errors";
import type { Tx } from "./audit";
import type { CrmContext } from "./context";
import { requireOwner } from "./pipeline/require-owner";

type DealRow = Partial<typeof projects.$inferInsert>;
type DealInput = Omit<ProjectUpdate, "version" | "projectName"> & { projectName?: string };

/** What a new deal starts from: nothing said yet, its stage Proposal as the spec's projects. */
const NEW_DEAL = { stage: "proposal", dealStage: "proposal" as DealStage, lostReason: null, closedOn: null };

/**
 * The columns a create or a change writes, from what was asked and what the deal was (null: a new one):
 * the deal's stage and the project's status follow each other when only one is given; entering Won or
 * Lost sets the day it closed, leaving them clears it and the lost reason; a project cancelled through
 * the old API or an import is lost for that reason. Owners must be active staff accounts, the contact one
 * of the company's; the merged deal is checked as a whole (dates in order, a reason for Lost). 400 with
 * the field's translated message otherwise, nothing written.
 */
export async function dealValues(
  tx: Tx,
  ctx: CrmContext,
  companyId: number,
  before: Project | null,
  input: DealInput,
): Promise<DealRow> {
  const was = before ?? NEW_DEAL;
  let dealStage: DealStage = input.dealStage ?? was.dealStage;
  let stage: string = input.stage ?? was.stage;
  if (input.dealStage && !input.stage) stage = projectStageFor(input.dealStage, was.stage);
  else if (input.stage && !input.dealStage) dealStage = dealStageFor(input.stage, was.dealStage);
  else if (input.dealStage && input.stage) stage = projectStageFor(input.dealStage, input.stage);

  const lost = dealStage === "lost";
  const lostReason = lost
    ? (input.lostReason ?? (before?.dealStage === "lost" ? before.lostReason : null) ?? fromStatus(input))
    : null;
  const lostNote = lost ? (input.lostNote === undefined ? (before?.lostNote ?? null) : input.lostNote) : null;
  const closedOn = !isClosedStage(dealStage)
    ? null
    : before && before.dealStage === dealStage && before.closedOn
      ? before.closedOn
      : ctx.now.toISOString().slice(0, 10);

  const merged = {
    startDate: input.startDate === undefined ? before?.startDate : input.startDate,
    endDate: input.endDate === undefined ? before?.endDate : input.endDate,
    expectedClose: input.expectedClose === undefined ? before?.expectedClose : input.expectedClose,
    dealStage,
    lostReason,
    lostNote,
  };
  const problem = dealProblems(merged)[0];
  if (problem) throw invalid(ctx.t, problem.path, problem.message);

  if (input.owner) await requireOwner(tx, input.owner, ctx.t, "owner");
  if (input.nextActionOwner) await requireOwner(tx, input.nextActionOwner, ctx.t, "nextActionOwner");
  if (input.contactId) await requireContact(tx, ctx.t, companyId, input.contactId);

  const row: DealRow = { stage, dealStage, lostReason, lostNote, closedOn };
  const fields = [
    "dealValue",
    "currency",
    "startDate",
    "endDate",
    "deliverables",
    "probability",
    "owner",
    "contactId",
    "expectedClose",
    "nextAction",
    "nextActionDue",
    "nextActionOwner",
  ] as const;
  for (const field of fields) {
    if (input[field] !== undefined) Object.assign(row, { [field]: input[field] });
  }
  if (input.projectName !== undefined) row.name = input.projectName;
  return row;
}

/** A project cancelled without a reason given (the old API, an import) was lost for that reason. */
const fromStatus = (input: DealInput) => (input.dealStage === "lost" ? null : "cancelled");

function invalid(t: TFunction, field: string, key: string): AppError {
  const message = t(key);
  return new AppError(400, "invalid_input", message, { fields: { [field]: message } });
}

/** A deal's contact must be one of its company's (not in the trash). */
async function requireContact(tx: Tx, t: TFunction, companyId: number, contactId: number): Promise<void> {
  const [row] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.companyId, companyId), isNull(contacts.deletedAt)));
  if (!row) throw invalid(t, "contactId", "deals:errors.contactUnknown");
}

/**
 * The deal's columns that follow a project status written by an import (or its undo), from the deal's
 * current ones (none: a new deal): its stage, the day it closed and, cancelled, the reason it was lost.
 */
export function dealFromStatus(
  status: string,
  current: { dealStage: string; closedOn: string | null; lostReason: string | null } | null,
  now: Date,
): { dealStage: DealStage; closedOn: string | null; lostReason: string | null } {
  const was = current && isDealStage(current.dealStage) ? current.dealStage : "proposal";
  const dealStage = dealStageFor(status, was);
  if (!isClosedStage(dealStage)) return { dealStage, closedOn: null, lostReason: null };
  const closedOn =
    current?.dealStage === dealStage && current.closedOn ? current.closedOn : now.toISOString().slice(0, 10);
  const lostReason =
    dealStage === "lost"
      ? ((current?.dealStage === "lost" ? current.lostReason : null) ?? "cancelled")
      : null;
  return { dealStage, closedOn, lostReason };
}
