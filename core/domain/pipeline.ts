import { z } from "zod";
import { COMPANY_STAGES, type CompanyStage, decimalFromText, isIsoDate } from "./crm";
import { BASE_CURRENCY, CURRENCIES, type Currency } from "./currency";
import type { DealStage, Project } from "./deals";
import { INDUSTRIES } from "./industries";
import { rowId } from "./row-id";

const INDUSTRY_SLUGS = INDUSTRIES.map((i) => i.slug) as [string, ...string[]];

/**
 * The sales pipeline's rules (issue 13), shared by the board, the settings form and the server:
 * deal currencies, stage probabilities, rates, follow-ups and timeline entries.
 */

export { BASE_CURRENCY, CURRENCIES, type Currency, isCurrency } from "./currency";

/** Probability (percent) that a company at each stage wins, until staff change it. */
export const DEFAULT_STAGE_PROBABILITIES: Record<CompanyStage, number> = {
  lead: 10,
  qualified: 25,
  proposal: 50,
  negotiation: 75,
  won: 100,
  lost: 0,
};
/** A company with no activity for this many days is marked as going cold, until staff change it. */
export const DEFAULT_COLD_AFTER_DAYS = 30;

/** Board columns load this many cards at a time. */
export const BOARD_PAGE_SIZE = 20;

const percent = z.coerce
  .number("pipeline:errors.probability")
  .int("pipeline:errors.probability")
  .min(0, "pipeline:errors.probability")
  .max(100, "pipeline:errors.probability");

export const pipelineSettingsSchema = z.object({
  probabilities: z.object(
    Object.fromEntries(COMPANY_STAGES.map((stage) => [stage, percent])) as Record<
      CompanyStage,
      typeof percent
    >,
  ),
  coldAfterDays: z.coerce
    .number("pipeline:errors.coldDays")
    .int("pipeline:errors.coldDays")
    .min(1, "pipeline:errors.coldDays")
    .max(365, "pipeline:errors.coldDays"),
});
export type PipelineSettings = z.output<typeof pipelineSettingsSchema>;
export type PipelineSettingsForm = z.input<typeof pipelineSettingsSchema>;

const isoDate = z
  .string("crm:errors.dateInvalid")
  .trim()
  .refine((value) => isIsoDate(value), "crm:errors.dateInvalid");

/** The smallest rate that can be kept (rates are stored to eight decimal places). */
export const RATE_MIN = 0.00000001;

/** One rate: how many SAR one unit of the currency is worth on the rate's date. */
export const rateSchema = z.object({
  currency: z.enum(
    CURRENCIES.filter((c) => c !== BASE_CURRENCY) as [Currency, ...Currency[]],
    "pipeline:errors.currency",
  ),
  rateToSar: z
    .union([z.number(), z.string()], "pipeline:errors.rate")
    .transform((value) => (typeof value === "string" ? decimalFromText(value) : value))
    .pipe(
      z
        .number("pipeline:errors.rate")
        .positive("pipeline:errors.rate")
        .max(1_000_000, "pipeline:errors.rate")
        // Rates are kept to eight decimal places: a smaller one would be stored as 0.
        .min(RATE_MIN, "pipeline:errors.rateTooSmall"),
    ),
  rateDate: isoDate,
});
export const ratesSchema = z.object({ rates: z.array(rateSchema).max(CURRENCIES.length) });
export type Rate = z.output<typeof rateSchema>;
export type RatesForm = z.input<typeof ratesSchema>;

// ---- The board ------------------------------------------------------------------------------

/** The board's expected-close filter: this calendar month, this quarter, or past and still open. */
export const BOARD_CLOSE_FILTERS = ["month", "quarter", "overdue"] as const;
export type BoardClose = (typeof BOARD_CLOSE_FILTERS)[number];

/**
 * The board's filters (in the dashboard's URL too): `mine` the signed-in person's deals, else `owner`'s;
 * a currency; an industry (its slug); the expected close. `today` is the asker's calendar day.
 */
export const boardFilterSchema = z.object({
  mine: z
    .enum(["0", "1"])
    .optional()
    .transform((value) => value === "1"),
  owner: z.string().trim().min(1).max(100).optional(),
  currency: z.enum(CURRENCIES).optional(),
  industry: z.enum(INDUSTRY_SLUGS).optional(),
  close: z.enum(BOARD_CLOSE_FILTERS).optional(),
  today: isoDate.optional(),
});
export type BoardFilter = z.output<typeof boardFilterSchema>;
/** The filters as the URL and the query string carry them. */
export type BoardFilterParams = Partial<Record<"mine" | "owner" | "currency" | "industry" | "close", string>>;

export const boardColumnQuerySchema = boardFilterSchema.extend({
  offset: z.coerce.number().int().min(0).optional().default(0),
  limit: z.coerce.number().int().min(1).max(100).optional().default(BOARD_PAGE_SIZE),
});

/** An amount in one currency. */
export interface Money {
  currency: Currency;
  amount: number;
}

/** A deal on the board: the deal, and its company's name and industry. */
export interface DealCard extends Project {
  companyName: string;
  industry: string | null;
}

export interface DealColumnPage {
  stage: DealStage;
  items: DealCard[];
  /** Whether more cards follow (the column's count is in the summary). */
  hasMore: boolean;
  offset: number;
  limit: number;
}

export interface StageSummary {
  stage: DealStage;
  /** The stage's deals (the board's filters applied). */
  count: number;
  /** One sum per currency, never added together. */
  totals: Money[];
  /** The totals in SAR with the staff's rates; null when a currency in it has no rate. */
  convertedTotal: number | null;
  /** The stage's default probability (a deal's own one overrides it). */
  probability: number;
  /** Per currency, each deal's amount × its own probability, else the stage's. */
  weightedTotals: Money[];
  /** weightedTotals in SAR; null when a currency in it has no rate. */
  weighted: number | null;
}

export interface PipelineTotals {
  totals: Money[];
  convertedTotal: number | null;
  weightedTotals: Money[];
  weighted: number | null;
}

export interface PipelineSummary {
  stages: StageSummary[];
  /** All six stages: the weighted forecast counts won at its probability and lost at its own. */
  pipeline: PipelineTotals;
  rates: Array<Rate & { updatedBy: string | null }>;
  settings: PipelineSettings;
}

// ---- Follow-ups -----------------------------------------------------------------------------

/** A follow-up: a deal's next step, or a company's own (deal null). id, name and version are its company's. */
export interface FollowUp {
  id: number;
  name: string;
  /** The deal's stage, or the company's lifecycle stage for its own follow-up. */
  stage: string;
  version: number;
  deal: { id: number; name: string } | null;
  nextAction: string | null;
  nextActionDue: string;
  nextActionOwner: string;
}

export interface FollowUpList {
  today: string;
  /** The first 100 of each list, soonest first; overdueCount counts them all. */
  overdue: FollowUp[];
  overdueCount: number;
  dueToday: FollowUp[];
  /** After today, to the end of the reader's calendar week (calendar-week.ts). */
  thisWeek: FollowUp[];
  /** After this week. */
  later: FollowUp[];
}

export const followUpQuerySchema = z.object({ today: isoDate.optional() });

// ---- Timeline -------------------------------------------------------------------------------

export const ACTIVITY_KINDS = ["note", "call"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const ACTIVITY_MAX = 5000;
export const TIMELINE_PAGE_SIZE = 15;

export const activitySchema = z.object({
  kind: z.enum(ACTIVITY_KINDS, "pipeline:timeline.errors.kind").default("note"),
  body: z
    .string("pipeline:timeline.errors.bodyRequired")
    .trim()
    .min(1, "pipeline:timeline.errors.bodyRequired")
    .max(ACTIVITY_MAX, "pipeline:timeline.errors.bodyTooLong"),
});
export type ActivityForm = z.input<typeof activitySchema>;
export const activityUpdateSchema = activitySchema.extend({
  version: rowId("crm:errors.versionRequired"),
});

export const timelineQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).optional().default(0),
  limit: z.coerce.number().int().min(1).max(100).optional().default(TIMELINE_PAGE_SIZE),
});

/** One line of a company's timeline: a logged note or call, or a change from the audit log. */
export type TimelineEntry =
  | {
      type: "activity";
      id: number;
      at: string;
      actor: string;
      kind: ActivityKind;
      body: string;
      version: number;
      editedAt: string | null;
    }
  | {
      type: "audit";
      id: number;
      at: string;
      actor: string | null;
      /** company.create, company.update, contact.create, project.create (or their import variants). */
      action: string;
      /** For a change: field names with their value before and after. */
      changes: Array<{ field: string; before: unknown; after: unknown }>;
      /** For an added contact or project: its name. */
      name: string | null;
    };

export interface TimelinePage {
  items: TimelineEntry[];
  total: number;
  offset: number;
  limit: number;
}
