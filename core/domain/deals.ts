import "./zod-config";
import { z } from "zod";
import {
  COMPANY_STAGES,
  type CompanyStage,
  companyId,
  dealValue,
  LIMITS,
  optionalDate,
  optionalText,
  PROJECT_STAGES,
  type ProjectStage,
  requiredText,
  version,
} from "./crm";
import { CURRENCIES } from "./currency";
import { isRowId } from "./row-id";

/**
 * Deals: the spec's projects, grown into what a sales team works in (decision 027). A deal has its own
 * stage (the pipeline's six), owner, amount, probability, expected close and next step; the spec's
 * project stage stays beside it as the project's status, so that the spreadsheet's Projects sheet
 * imports and exports unchanged. The two follow each other (dealStageFor, projectStageFor).
 */

/** A deal's stages: the pipeline's six, the words the company's lifecycle uses too. */
export const DEAL_STAGES = COMPANY_STAGES;
export type DealStage = CompanyStage;
export const OPEN_DEAL_STAGES = ["lead", "qualified", "proposal", "negotiation"] as const;
export const isClosedStage = (stage: string): stage is "won" | "lost" => stage === "won" || stage === "lost";
export const isDealStage = (value: unknown): value is DealStage =>
  typeof value === "string" && (DEAL_STAGES as readonly string[]).includes(value);

/** Why a deal was lost: one of these, and a note (required with "other"). */
export const LOST_REASONS = [
  "price",
  "competitor",
  "budget",
  "timing",
  "noDecision",
  "cancelled",
  "other",
] as const;
export type LostReason = (typeof LOST_REASONS)[number];
export const isLostReason = (value: unknown): value is LostReason =>
  typeof value === "string" && (LOST_REASONS as readonly string[]).includes(value);

/** The project status a deal's stage implies, keeping the one it has where that still fits. */
export function projectStageFor(deal: DealStage, current: string): ProjectStage {
  switch (deal) {
    case "won":
      return current === "active" || current === "completed" || current === "on-hold" ? current : "active";
    case "lost":
      return "cancelled";
    case "negotiation":
      return current === "on-hold" ? current : "negotiation";
    default:
      return current === "on-hold" ? current : "proposal";
  }
}

/** The deal stage a project status implies (an import, the old API), keeping the one it has where it fits. */
export function dealStageFor(project: string, current: DealStage): DealStage {
  switch (project) {
    case "negotiation":
      return "negotiation";
    case "active":
    case "completed":
      return "won";
    case "cancelled":
      return "lost";
    case "on-hold":
      return current === "lost" ? "proposal" : current;
    default:
      return current === "lead" || current === "qualified" || current === "proposal" ? current : "proposal";
  }
}

const id = (message: string) =>
  z
    .union([z.number(), z.string()], message)
    .nullish()
    .transform((value): number | null => {
      if (value === null || value === undefined) return null;
      if (typeof value === "number") return value;
      return value.trim() === "" ? null : Number(value);
    })
    .refine((value) => value === null || isRowId(value), message);

/** A probability in percent, or null/blank for the stage's default from the settings. */
const probability = z
  .union([z.number(), z.string()], "deals:errors.probability")
  .nullish()
  .transform((value): number | null => {
    if (value === null || value === undefined) return null;
    if (typeof value === "number") return value;
    return value.trim() === "" ? null : Number(value.trim());
  })
  .refine(
    (value) => value === null || (Number.isInteger(value) && value >= 0 && value <= 100),
    "deals:errors.probability",
  );

export const projectFields = {
  projectName: requiredText(LIMITS.name, "crm:errors.projectNameRequired", "crm:errors.nameTooLong"),
  dealValue,
  /** SAR when not given (a create); kept as it is when a change leaves it out. */
  currency: z.enum(CURRENCIES, "pipeline:errors.currencyInvalid").optional(),
  /** The project's status (the spec's project stage); follows the deal's stage when not given. */
  stage: z.enum(PROJECT_STAGES, "crm:errors.projectStageRequired").optional(),
  /** The end may not come before the start (checked on the whole form, and by the server on a change). */
  startDate: optionalDate("crm:errors.dateInvalid"),
  endDate: optionalDate("crm:errors.dateInvalid"),
  deliverables: optionalText(LIMITS.deliverables, "crm:errors.deliverablesTooLong"),
  dealStage: z.enum(DEAL_STAGES, "deals:errors.stage").optional(),
  probability,
  /** A staff account's username; the creator when a new deal does not say. */
  owner: optionalText(LIMITS.shortText, "deals:errors.ownerUnknown"),
  contactId: id("deals:errors.contactUnknown"),
  expectedClose: optionalDate("crm:errors.dateInvalid"),
  lostReason: z.enum(LOST_REASONS, "deals:errors.lostReason").nullish(),
  lostNote: optionalText(LIMITS.shortText, "deals:errors.lostNoteTooLong"),
  nextAction: optionalText(LIMITS.shortText, "crm:errors.nextActionTooLong"),
  nextActionDue: optionalDate("crm:errors.dateInvalid"),
  nextActionOwner: optionalText(LIMITS.shortText, "pipeline:errors.ownerUnknown"),
};

/** The dates and stage of a deal, as far as they are known (a change merged with what is stored). */
export interface DealRules {
  startDate?: string | null;
  endDate?: string | null;
  expectedClose?: string | null;
  dealStage?: string | null;
  lostReason?: string | null;
  lostNote?: string | null;
}

/** A deal's end date before its start is refused. */
export function endsBeforeStart(value: { startDate?: string | null; endDate?: string | null }): boolean {
  return Boolean(value.startDate && value.endDate && value.endDate < value.startDate);
}

/** What is wrong with a deal as a whole: field → translation key (none: nothing). */
export function dealProblems(value: DealRules): Array<{ path: string; message: string }> {
  const problems: Array<{ path: string; message: string }> = [];
  if (endsBeforeStart(value)) problems.push({ path: "endDate", message: "crm:errors.endBeforeStart" });
  if (value.startDate && value.expectedClose && value.expectedClose < value.startDate) {
    problems.push({ path: "expectedClose", message: "deals:errors.closeBeforeStart" });
  }
  if (value.dealStage === "lost" && !value.lostReason) {
    problems.push({ path: "lostReason", message: "deals:errors.lostReasonRequired" });
  }
  if (value.dealStage === "lost" && value.lostReason === "other" && !value.lostNote) {
    problems.push({ path: "lostNote", message: "deals:errors.lostNoteRequired" });
  }
  return problems;
}

const dealChecks = (value: DealRules, ctx: z.RefinementCtx) => {
  for (const { path, message } of dealProblems(value))
    ctx.addIssue({ code: "custom", path: [path], message });
};

/** A new deal (POST /api/crm/projects, or /api/crm/deals). */
export const newProjectSchema = z.object({ companyId, ...projectFields }).superRefine(dealChecks);
export type NewProject = z.output<typeof newProjectSchema>;
export type NewProjectForm = z.input<typeof newProjectSchema>;

export const projectChangesSchema = z.object(projectFields).superRefine(dealChecks);
export type ProjectChangesForm = z.input<typeof projectChangesSchema>;

/** PATCH: some fields and the version they were based on; the server checks the merged deal again. */
export const updateProjectSchema = z
  .object(projectFields)
  .partial()
  .extend({ version })
  .superRefine(dealChecks);
export type ProjectUpdate = z.output<typeof updateProjectSchema>;

/** A deal as the API answers it (the spec's project, with the deal's fields). */
export interface Project {
  id: number;
  externalId: string | null;
  companyId: number;
  name: string;
  /** In `currency`. */
  dealValue: number | null;
  currency: string;
  /** The project's status: the spec's project stage. */
  stage: string;
  /** The deal's stage: one of the pipeline's six. */
  dealStage: DealStage;
  /** The deal's own probability in percent; null: its stage's default from the settings. */
  probability: number | null;
  owner: string | null;
  contactId: number | null;
  expectedClose: string | null;
  /** The day it entered Won or Lost; null while open. */
  closedOn: string | null;
  lostReason: LostReason | null;
  lostNote: string | null;
  startDate: string | null;
  endDate: string | null;
  deliverables: string | null;
  nextAction: string | null;
  nextActionDue: string | null;
  nextActionOwner: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}
export type Deal = Project;

/** Where a company came from, for the lead-source report. */
export const LEAD_SOURCES = ["form", "import", "manual"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
