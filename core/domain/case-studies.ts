import "./zod-config";
import { z } from "zod";
import { SECTORS } from "#core/content/pages";
import type { Lang } from "#core/i18n/languages";

/**
 * The case studies (the home page's success stories and the industries page's cases), kept in the database
 * and edited by staff at /crm/cases: what the editor form, the /api/crm/cases routes and the public pages
 * share. Messages are keys of the `cases` namespace.
 */
export const CASE_SECTORS = SECTORS.map((sector) => sector.id) as [
  (typeof SECTORS)[number]["id"],
  ...(typeof SECTORS)[number]["id"][],
];
export type CaseSector = (typeof CASE_SECTORS)[number];

/** The icons a case may show: the sectors' icons. */
export const CASE_ICONS = SECTORS.map((sector) => sector.icon) as [
  (typeof SECTORS)[number]["icon"],
  ...(typeof SECTORS)[number]["icon"][],
];
export type CaseIcon = (typeof CASE_ICONS)[number];

/** How a figure reads: "23%" or "2.3×" (pages:units / home:units). */
export const CASE_UNITS = ["percent", "times"] as const;
export type CaseUnit = (typeof CASE_UNITS)[number];

export const CASE_LIMITS = { short: 120, long: 1200, figures: 4, value: 1_000_000 } as const;

/** A figure's id: lower-case Latin letters and digits, with single hyphens ("retention", "figure-2"). */
const FIGURE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (max: number, error: string) =>
  z.string(`cases:errors.${error}`).trim().min(1, `cases:errors.${error}`).max(max, `cases:errors.tooLong`);
const optionalText = (max: number) =>
  z.string("cases:errors.tooLong").trim().max(max, "cases:errors.tooLong");

export const caseFigureSchema = z.object({
  id: z.string("cases:errors.figure").regex(FIGURE_ID, "cases:errors.figure").max(40, "cases:errors.figure"),
  value: z
    .number("cases:errors.value")
    .finite("cases:errors.value")
    .min(0, "cases:errors.value")
    .max(CASE_LIMITS.value, "cases:errors.value"),
  unit: z.enum(CASE_UNITS, { error: "cases:errors.unit" }),
});
export type CaseFigure = z.output<typeof caseFigureSchema>;

const labels = z.record(z.string(), optionalText(CASE_LIMITS.short), { error: "cases:errors.label" });

/** One language's texts. The quote may be empty (the case shows its figures alone); a quote needs its attribution. */
export const caseTextSchema = z
  .object({
    industry: text(CASE_LIMITS.short, "industry"),
    title: text(CASE_LIMITS.short, "title"),
    challenge: text(CASE_LIMITS.long, "challenge"),
    solution: text(CASE_LIMITS.long, "solution"),
    resultLabels: labels,
    storyTitle: text(CASE_LIMITS.short, "storyTitle"),
    story: text(CASE_LIMITS.long, "story"),
    storyLabels: labels,
    quote: optionalText(CASE_LIMITS.long),
    attribution: optionalText(CASE_LIMITS.short),
  })
  .refine((value) => value.quote === "" || value.attribution !== "", {
    message: "cases:errors.attribution",
    path: ["attribution"],
  });
export type CaseText = z.output<typeof caseTextSchema>;

/** A case as the editor sends it: its facts, every figure's labels in each language. */
const caseFields = z.object({
  sector: z.enum(CASE_SECTORS, { error: "cases:errors.sector" }),
  icon: z.enum(CASE_ICONS, { error: "cases:errors.icon" }),
  sample: z.boolean("cases:errors.sample"),
  results: z
    .array(caseFigureSchema, { error: "cases:errors.figures" })
    .min(1, "cases:errors.figures")
    .max(CASE_LIMITS.figures, "cases:errors.figures")
    .refine((list) => new Set(list.map((f) => f.id)).size === list.length, "cases:errors.figures"),
  texts: z.object(
    { en: caseTextSchema, ar: caseTextSchema, sr: caseTextSchema },
    { error: "cases:errors.texts" },
  ),
});

/** Every figure has its label and its home-page label in each language. */
function labelled(input: z.output<typeof caseFields>, ctx: z.RefinementCtx): void {
  for (const lang of ["en", "ar", "sr"] as const) {
    for (const field of ["resultLabels", "storyLabels"] as const) {
      for (const figure of input.results) {
        if (!input.texts[lang][field][figure.id]) {
          ctx.addIssue({ code: "custom", message: "cases:errors.label", path: ["texts", lang, field] });
        }
      }
    }
  }
}

export const caseInputSchema = caseFields.superRefine(labelled);
export type CaseInput = z.input<typeof caseInputSchema>;

/** A save carries the version it read: an older one is refused (409). */
export const caseUpdateSchema = caseFields
  .extend({ version: z.int("cases:errors.stale").min(1, "cases:errors.stale") })
  .superRefine(labelled);
export type CaseUpdate = z.input<typeof caseUpdateSchema>;

export const caseMoveSchema = z.object({ direction: z.enum(["up", "down"], { error: "cases:errors.move" }) });

/** A case's key in the path: "automotive", "retail-2". */
export const CASE_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A case as the staff editor reads it. */
export interface CaseStudyView {
  key: string;
  position: number;
  sector: CaseSector;
  icon: CaseIcon;
  sample: boolean;
  results: CaseFigure[];
  texts: Record<Lang, CaseText>;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

/** A case as a public page shows it, in the page's language. */
export interface PublicCaseStudy {
  key: string;
  icon: CaseIcon;
  results: CaseFigure[];
  text: CaseText;
}
