/**
 * Data for the static content pages (approach, solutions, industries, capability, leadership,
 * about, methodology, legal). Texts live in the `pages` translation namespace (legal texts in
 * `legal`), keyed by the ids below, e.g. t(`pages:solutions.items.${id}.title`).
 * This file holds facts only: ids, icons, figures, links, image paths.
 */

/** The lucide-react icons used by the content files; a component maps each name to its import. */
export type IconName =
  | "Activity"
  | "Award"
  | "Brain"
  | "Building2"
  | "Car"
  | "ClipboardCheck"
  | "Compass"
  | "Cpu"
  | "Eye"
  | "Flag"
  | "FlaskConical"
  | "Globe"
  | "GraduationCap"
  | "Grid3x3"
  | "Handshake"
  | "HeartPulse"
  | "Hotel"
  | "Landmark"
  | "Layers"
  | "Lightbulb"
  | "Lock"
  | "MapPin"
  | "Megaphone"
  | "MessagesSquare"
  | "Package"
  | "Presentation"
  | "RadioTower"
  | "Rocket"
  | "Search"
  | "ShieldCheck"
  | "ShoppingCart"
  | "Smartphone"
  | "Sparkles"
  | "Target"
  | "TrendingUp"
  | "Users"
  | "Workflow"
  | "Zap";

/* ----------------------------------------------------------------------------------------- */
/* Figures                                                                                      */
/* ----------------------------------------------------------------------------------------- */

/**
 * How a figure is shown: "percent" -> 23%, "times" -> 2.3x. Format the plain number `value`
 * with Intl.NumberFormat in the page language (not the percent style), then pass the result
 * as {{value}} to `home:units.<unit>` or `pages:units.<unit>`, which add the sign or suffix.
 */
export type MetricUnit = "percent" | "times";

export interface Metric<Id extends string = string> {
  id: Id;
  value: number;
  unit: MetricUnit;
}

/* ----------------------------------------------------------------------------------------- */
/* Solutions: pages:solutions.items.<id>.{title, subtitle, features[4], highlight}              */
/* ----------------------------------------------------------------------------------------- */

export const SOLUTIONS = [
  { id: "market-insights", icon: "Globe" },
  { id: "consumer-insights", icon: "Users" },
  { id: "shopper-insights", icon: "ShoppingCart" },
  { id: "product-optimization", icon: "Package" },
  { id: "advertising-effectiveness", icon: "Megaphone" },
  { id: "brand-monitoring", icon: "Activity" },
] as const satisfies readonly { id: string; icon: IconName }[];

export type SolutionId = (typeof SOLUTIONS)[number]["id"];

/* ----------------------------------------------------------------------------------------- */
/* Industries: pages:industries.sectors.<id>.{title, description}                               */
/* ----------------------------------------------------------------------------------------- */

export const SECTORS = [
  { id: "automotive", icon: "Car" },
  { id: "banking", icon: "Landmark" },
  { id: "telecom", icon: "RadioTower" },
  { id: "government", icon: "Building2" },
  { id: "retail", icon: "ShoppingCart" },
  { id: "healthcare", icon: "HeartPulse" },
  { id: "energy", icon: "Zap" },
  { id: "hospitality", icon: "Hotel" },
] as const satisfies readonly { id: string; icon: IconName }[];

export type SectorId = (typeof SECTORS)[number]["id"];

/* ----------------------------------------------------------------------------------------- */
/* Capability: pages:capability.cards.<id>.{title, text}                                        */
/* ----------------------------------------------------------------------------------------- */

export const CAPABILITY_CARDS = [
  { id: "reactive-to-predictive", icon: "TrendingUp" },
  { id: "reports-to-recommendations", icon: "Presentation" },
  { id: "vendors-to-partners", icon: "Handshake" },
] as const satisfies readonly { id: string; icon: IconName }[];

export type CapabilityCardId = (typeof CAPABILITY_CARDS)[number]["id"];

/* ----------------------------------------------------------------------------------------- */
/* About: pages:about.timeline.items.<id>.{title, description}; an entry with year null shows   */
/* pages:about.timeline.recentDay ("Today") instead of a year.                                  */
/* ----------------------------------------------------------------------------------------- */

export interface TimelineEntry {
  id: string;
  year: number | null;
  icon: IconName;
}

export const TIMELINE = [
  { id: "2005", year: 2005, icon: "FlaskConical" },
  { id: "2006", year: 2006, icon: "Layers" },
  { id: "2016", year: 2016, icon: "Globe" },
  { id: "2017", year: 2017, icon: "Sparkles" },
  { id: "2025", year: 2025, icon: "MapPin" },
  { id: "today", year: null, icon: "Flag" },
] as const satisfies readonly TimelineEntry[];

export type TimelineId = (typeof TIMELINE)[number]["id"];

/** pages:about.promise.steps.<id>.{title, description}; `number` is shown as is ("01"). */
export const PROMISE_STEPS = [
  { id: "diagnose", number: "01", icon: "Search" },
  { id: "design-deliver", number: "02", icon: "Layers" },
  { id: "activate", number: "03", icon: "Rocket" },
  { id: "validate", number: "04", icon: "ShieldCheck" },
] as const satisfies readonly { id: string; number: string; icon: IconName }[];

export type PromiseStepId = (typeof PROMISE_STEPS)[number]["id"];

/* ----------------------------------------------------------------------------------------- */
/* Methodology (/methodology)                                                                   */
/* ----------------------------------------------------------------------------------------- */

/** pages:methodology.process.steps.<id>.{title, description} */
export const RESEARCH_PROCESS = [
  { id: "brief", icon: "MessagesSquare" },
  { id: "design", icon: "Workflow" },
  { id: "fieldwork", icon: "Users" },
  { id: "analysis", icon: "Brain" },
  { id: "activation", icon: "Rocket" },
] as const satisfies readonly { id: string; icon: IconName }[];

/** pages:methodology.quality.items.<id>.{title, reference, text}: the standard or law, and how we apply it. */
export const QUALITY_STANDARDS = [
  { id: "codes", icon: "Award" },
  { id: "process", icon: "ClipboardCheck" },
  { id: "fieldwork", icon: "Eye" },
  { id: "privacy", icon: "Lock" },
] as const satisfies readonly { id: string; icon: IconName }[];

/**
 * The quality figures, each from the practices the page describes: pages:methodology.quality.figures.<id>.
 * A figure with a unit is written with pages:units.<unit>; one without is a plain count.
 */
export const QUALITY_FIGURES = [
  { id: "stages", value: RESEARCH_PROCESS.length },
  { id: "screened", value: 100, unit: "percent" },
  { id: "briefed", value: 100, unit: "percent" },
  { id: "laws", value: 3 },
] as const satisfies readonly { id: string; value: number; unit?: MetricUnit }[];

/**
 * pages:methodology.program.steps.<id>.{title, description}; weeks go into
 * pages:methodology.program.weeks ("Weeks {{from}}–{{to}}").
 */
export const PROGRAM_STEPS = [
  { id: "assess", icon: "Target", weeks: { from: 1, to: 2 } },
  { id: "build", icon: "GraduationCap", weeks: { from: 3, to: 6 } },
  { id: "apply", icon: "Lightbulb", weeks: { from: 7, to: 10 } },
  { id: "embed", icon: "ShieldCheck", weeks: { from: 11, to: 12 } },
] as const satisfies readonly {
  id: string;
  icon: IconName;
  weeks: { from: number; to: number };
}[];

/* ----------------------------------------------------------------------------------------- */
/* Legal pages: texts in the `legal` namespace under the same ids.                              */
/* ----------------------------------------------------------------------------------------- */

export const LEGAL_PAGES = [
  { id: "privacy", path: "/privacy", updated: "2025-10-15" },
  { id: "terms", path: "/terms", updated: "2025-10-15" },
  { id: "cookies", path: "/cookies", updated: "2025-10-15" },
] as const satisfies readonly { id: string; path: string; updated: string }[];

export type LegalPageId = (typeof LEGAL_PAGES)[number]["id"];
