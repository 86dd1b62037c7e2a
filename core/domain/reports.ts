import "./zod-config";
import { z } from "zod";
import { LANGUAGES } from "../i18n/languages";
import { isIsoDate, LIMITS } from "./crm";
import type { DealStage, LostReason } from "./deals";
import type { Currency, Money } from "./pipeline";

/**
 * The staff's reports (issue 28): the forecast of open deals by close month and quarter, and the reports of
 * a period (won and lost, days to close, lost reasons, owners, lead sources) for one owner or everyone.
 * The period and the owner live in the page's URL and in each report's request.
 */

export const REPORTS = [
  "forecast",
  "pipeline",
  "won-lost",
  "days-to-close",
  "lost-reasons",
  "owners",
  "sources",
] as const;
export type ReportName = (typeof REPORTS)[number];
export const isReportName = (value: unknown): value is ReportName =>
  typeof value === "string" && (REPORTS as readonly string[]).includes(value);

/** How many months ahead the forecast looks (the current month first). */
export const FORECAST_MONTHS = 6;
/** A period not given: the last twelve months, this one included. */
export const DEFAULT_PERIOD_MONTHS = 12;

const day = z
  .string("reports:errors.date")
  .trim()
  .refine((value) => value === "" || isIsoDate(value), "reports:errors.date")
  .optional()
  .transform((value) => value || undefined);

export const reportQuerySchema = z
  .object({
    from: day,
    to: day,
    owner: z
      .string("reports:errors.owner")
      .trim()
      .max(LIMITS.shortText, "reports:errors.owner")
      .optional()
      .transform((value) => value || undefined),
    /** The asker's calendar day (the forecast's current month); the server's (UTC) when not given. */
    today: day,
    /** The language of a CSV's headings (a download link cannot set Accept-Language). */
    lang: z.enum(LANGUAGES, "reports:errors.lang").optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "reports:errors.period",
    path: ["to"],
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** A report's filter once the defaults are applied: a period of whole days and maybe one owner. */
export interface ReportFilter {
  from: string;
  to: string;
  owner: string | null;
  today: string;
}

// ---- Calendar helpers (UTC calendar days, YYYY-MM months) --------------------------------------------

export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/** The month `count` months after `month` (before it when negative). */
export function addMonths(month: string, count: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Every month from `from`'s to `to`'s, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = monthOf(from); month <= monthOf(to); month = addMonths(month, 1)) months.push(month);
  return months;
}

/** A month's quarter: "2026-Q4". */
export const quarterOf = (month: string) =>
  `${month.slice(0, 4)}-Q${Math.ceil(Number(month.slice(5, 7)) / 3)}`;

/** The period asked for, else the last twelve months up to today. */
export function resolveFilter(query: ReportQuery, serverToday: string): ReportFilter {
  const today = query.today ?? serverToday;
  const to = query.to ?? today;
  const from = query.from ?? `${addMonths(monthOf(to), 1 - DEFAULT_PERIOD_MONTHS)}-01`;
  return { from, to, owner: query.owner ?? null, today };
}

// ---- Answers -------------------------------------------------------------------------------------

/** A rate used for a SAR figure, with its date. */
export interface RateUsed {
  currency: Currency;
  rateToSar: number;
  rateDate: string;
}

/** Amounts per currency and, when every one of them has a rate, their sum in SAR. */
export interface Amounts {
  totals: Money[];
  sar: number | null;
}

export interface ForecastRow extends Amounts {
  /** YYYY-MM, 2026-Q4, "overdue" (expected before this month) or "none" (no expected close). */
  key: string;
  deals: number;
}

export interface ForecastReport {
  filter: ReportFilter;
  months: ForecastRow[];
  quarters: ForecastRow[];
  overdue: ForecastRow;
  noCloseDate: ForecastRow;
  /** The rates of the currencies in the forecast; a currency without one is listed in `missingRates`. */
  rates: RateUsed[];
  missingRates: Currency[];
}

export interface PipelineStageRow {
  stage: DealStage;
  deals: number;
  value: Amounts;
  weighted: Amounts;
}
export interface PipelineReport {
  filter: ReportFilter;
  stages: PipelineStageRow[];
  rates: RateUsed[];
  missingRates: Currency[];
}

export interface WonLostMonth {
  month: string;
  won: number;
  lost: number;
  /** Won ÷ (won + lost) in percent, one decimal; null in a month without either. */
  winRate: number | null;
}
export interface WonLostReport {
  filter: ReportFilter;
  months: WonLostMonth[];
  total: Omit<WonLostMonth, "month">;
}

export interface DaysToCloseMonth {
  month: string;
  won: number;
  /** From the day the deal was created to the day it was won, averaged, one decimal; null without wins. */
  averageDays: number | null;
}
export interface DaysToCloseReport {
  filter: ReportFilter;
  months: DaysToCloseMonth[];
  total: Omit<DaysToCloseMonth, "month">;
}

export interface LostReasonsReport {
  filter: ReportFilter;
  reasons: Array<{ reason: LostReason | "unknown"; deals: number }>;
}

export interface OwnersReport {
  filter: ReportFilter;
  /** owner null: deals without an owner. */
  owners: Array<{ owner: string | null; deals: number; activities: number }>;
}

export const LEAD_SOURCES = ["form", "import", "manual"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export interface SourcesReport {
  filter: ReportFilter;
  sources: Array<{ source: LeadSource; deals: number; companies: number }>;
}

export interface ReportAnswers {
  forecast: ForecastReport;
  pipeline: PipelineReport;
  "won-lost": WonLostReport;
  "days-to-close": DaysToCloseReport;
  "lost-reasons": LostReasonsReport;
  owners: OwnersReport;
  sources: SourcesReport;
}
