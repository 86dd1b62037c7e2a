/**
 * Illustrative sample data for the tools showcase (SPEC.md sections 2, 3 and 9).
 * Texts live in the `tools` translation namespace:
 *   tabs.<toolId>.{name, short}
 *   brands.<brandId>                                  brand names, shared by both charts
 *   brandCompass.clusters.<clusterId>.{name, description}
 *   distanceMatrix.attributes.<attributeId>, distanceMatrix.trends.<trend>,
 *   distanceMatrix.insights.<insightId>.{title, text}
 *   insightFramework.phases.<phaseId>.{title, subtitle, description, actions[5], deliverables[4]}
 */
import type { IconName } from "./pages";

/* Tabs ------------------------------------------------------------------------------------ */

export const TOOL_TABS = [
  { id: "brand-compass", icon: "Compass" },
  { id: "distance-matrix", icon: "Grid3x3" },
  { id: "insight-framework", icon: "Lightbulb" },
] as const satisfies readonly { id: string; icon: IconName }[];

export type ToolId = (typeof TOOL_TABS)[number]["id"];
export const DEFAULT_TOOL: ToolId = "brand-compass";

/* Brands ---------------------------------------------------------------------------------- */

export type BrandId = "your-brand" | "market-leader" | "competitor-a" | "competitor-b" | "private-label";

/* Brand Compass --------------------------------------------------------------------------- */

/** A share bar is `share / SHARE_BAR_SCALE` of the full width. */
export const SHARE_BAR_SCALE = 60;

export interface BrandShare {
  brand: BrandId;
  /** Percent of the segment, at most SHARE_BAR_SCALE. */
  share: number;
}

export type ClusterId = "want-it-all" | "package-driven" | "taste-driven" | "serenity-seeker" | "white-space";

export interface Cluster {
  id: ClusterId;
  /** Percent of category consumers in the segment; scale the bubble radius by it. */
  size: number;
  /** 0-100 percent; higher means harder for a brand to penetrate. */
  penetrationFactor: number;
  color: string;
  /** Bubble centre in percent of the chart's width (x) and height (y). */
  position: { x: number; y: number };
  brands: readonly BrandShare[];
}

/**
 * In chart order. Positions are spaced for a radius of about 0.6 x size percent of the chart:
 * no two bubbles touch at that scale.
 */
export const CLUSTERS: readonly Cluster[] = [
  {
    id: "want-it-all",
    size: 29,
    penetrationFactor: 21,
    color: "#6366f1",
    position: { x: 26, y: 29 },
    brands: [
      { brand: "market-leader", share: 38 },
      { brand: "your-brand", share: 27 },
      { brand: "competitor-a", share: 19 },
      { brand: "private-label", share: 9 },
    ],
  },
  {
    id: "package-driven",
    size: 26,
    penetrationFactor: 34,
    color: "#f59e0b",
    position: { x: 74, y: 27 },
    brands: [
      { brand: "competitor-b", share: 44 },
      { brand: "market-leader", share: 23 },
      { brand: "your-brand", share: 14 },
      { brand: "private-label", share: 12 },
    ],
  },
  {
    id: "taste-driven",
    size: 15,
    penetrationFactor: 17,
    color: "#ef4444",
    position: { x: 50, y: 57 },
    brands: [
      { brand: "your-brand", share: 41 },
      { brand: "competitor-a", share: 28 },
      { brand: "market-leader", share: 17 },
    ],
  },
  {
    id: "serenity-seeker",
    size: 24,
    penetrationFactor: 19,
    color: "#10b981",
    position: { x: 25, y: 76 },
    brands: [
      { brand: "market-leader", share: 33 },
      { brand: "competitor-a", share: 26 },
      { brand: "your-brand", share: 21 },
      { brand: "competitor-b", share: 11 },
    ],
  },
  {
    id: "white-space",
    size: 19,
    penetrationFactor: 9,
    color: "#94a3b8",
    position: { x: 75, y: 75 },
    brands: [],
  },
];

/* Distance Matrix ------------------------------------------------------------------------- */

export type AttributeId =
  | "trusted"
  | "value"
  | "taste"
  | "quality"
  | "available"
  | "occasion"
  | "packaging"
  | "lifestyle"
  | "promotions"
  | "healthy";

/** Ranked by importance (0-100), highest first. */
export const ATTRIBUTES: readonly { id: AttributeId; importance: number }[] = [
  { id: "trusted", importance: 95 },
  { id: "value", importance: 88 },
  { id: "taste", importance: 82 },
  { id: "quality", importance: 79 },
  { id: "available", importance: 71 },
  { id: "occasion", importance: 65 },
  { id: "packaging", importance: 58 },
  { id: "lifestyle", importance: 52 },
  { id: "promotions", importance: 48 },
  { id: "healthy", importance: 44 },
];

export const DEFAULT_ATTRIBUTE: AttributeId = "trusted";

export type Trend = "up" | "down" | "stable";

export interface MatrixBrand {
  id: Exclude<BrandId, "private-label">;
  color: string;
  /** Direction of the brand's image since the previous wave. */
  trend: Trend;
  /** Score 0-100 on each attribute. */
  scores: Readonly<Record<AttributeId, number>>;
}

export const MATRIX_BRANDS: readonly MatrixBrand[] = [
  {
    id: "your-brand",
    color: "#2563eb",
    trend: "up",
    scores: {
      trusted: 72,
      value: 78,
      taste: 84,
      quality: 76,
      available: 63,
      occasion: 70,
      packaging: 81,
      lifestyle: 74,
      promotions: 55,
      healthy: 68,
    },
  },
  {
    id: "market-leader",
    color: "#dc2626",
    trend: "stable",
    scores: {
      trusted: 86,
      value: 69,
      taste: 80,
      quality: 83,
      available: 91,
      occasion: 74,
      packaging: 71,
      lifestyle: 62,
      promotions: 66,
      healthy: 47,
    },
  },
  {
    id: "competitor-a",
    color: "#f59e0b",
    trend: "down",
    scores: {
      trusted: 64,
      value: 74,
      taste: 67,
      quality: 66,
      available: 72,
      occasion: 58,
      packaging: 69,
      lifestyle: 57,
      promotions: 71,
      healthy: 52,
    },
  },
  {
    id: "competitor-b",
    color: "#10b981",
    trend: "stable",
    scores: {
      trusted: 58,
      value: 81,
      taste: 62,
      quality: 60,
      available: 68,
      occasion: 55,
      packaging: 52,
      lifestyle: 49,
      promotions: 77,
      healthy: 44,
    },
  },
];

/** The three explanatory boxes under the chart. */
export const MATRIX_INSIGHTS = [
  { id: "accuracy", icon: "Target" },
  { id: "trend", icon: "TrendingUp" },
  { id: "sales", icon: "Activity" },
] as const satisfies readonly { id: string; icon: IconName }[];

/* Insight Activation Framework ------------------------------------------------------------ */

export type PhaseId = "translate" | "integrate" | "validate";

export interface Phase {
  id: PhaseId;
  color: string;
  icon: IconName;
}

export const PHASES: readonly Phase[] = [
  { id: "translate", color: "#2563eb", icon: "Lightbulb" },
  { id: "integrate", color: "#7c3aed", icon: "Workflow" },
  { id: "validate", color: "#059669", icon: "ShieldCheck" },
];

export const DEFAULT_PHASE: PhaseId = "translate";

/** Each phase lists exactly this many items in the translations. */
export const PHASE_ITEM_COUNTS = { actions: 5, deliverables: 4 } as const;

/**
 * Figures in the 'Challenge' banner and the guarantee box. Format each number with
 * Intl.NumberFormat in the page language and pass it as {{value}} to
 * insightFramework.challenge.stat (the text adds the % sign) and as {{days}} to
 * insightFramework.guarantee.text.
 */
export const FRAMEWORK_FIGURES = {
  reportsWithoutActionPercent: 87,
  guaranteeDays: 90,
} as const;
