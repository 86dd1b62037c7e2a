/**
 * Data for the home page. Texts live in the `home` translation namespace, keyed by the ids
 * below, e.g. t(`home:highlights.items.${id}.title`). This file holds facts only.
 */
import type { IconName, MetricUnit } from "./pages";

/** home:highlights.items.<id>.{title, description}; `href` is the page the card links to. */
export const HIGHLIGHTS = [
  { id: "integrated", icon: "Brain", href: "/approach" },
  { id: "capability", icon: "Rocket", href: "/capability" },
  { id: "tools", icon: "Compass", href: "/tools" },
] as const satisfies readonly { id: string; icon: IconName; href: string }[];

export type HighlightId = (typeof HIGHLIGHTS)[number]["id"];

/** home:pillars.items.<id>.{title, description, bullets[3]} */
export const PILLARS = [
  { id: "human", icon: "Users" },
  { id: "digital", icon: "Smartphone" },
  { id: "ai", icon: "Cpu" },
] as const satisfies readonly { id: string; icon: IconName }[];

export type PillarId = (typeof PILLARS)[number]["id"];

/** The 'Explore Our Full Methodology' button (SPEC.md: it leads to /contact). */
export const PILLARS_CTA_HREF = "/contact";

/** home:methodology.steps.<id>.{title, description} */
export const METHOD_STEPS = [
  { id: "discover", icon: "Search" },
  { id: "design", icon: "Layers" },
  { id: "deploy", icon: "Rocket" },
] as const satisfies readonly { id: string; icon: IconName }[];

export type MethodStepId = (typeof METHOD_STEPS)[number]["id"];

/** 'Proven Success' counters; labels at home:stats.counters.<id>. */
export interface Counter {
  id: "clients" | "projects" | "satisfaction" | "years";
  value: number;
  suffix: "+" | "%" | "";
}

export const COUNTERS = [
  { id: "clients", value: 150, suffix: "+" },
  { id: "projects", value: 1200, suffix: "+" },
  { id: "satisfaction", value: 98, suffix: "%" },
  { id: "years", value: 20, suffix: "+" },
] as const satisfies readonly Counter[];

export type { MetricUnit };

/**
 * The client organisations. Client names are confidential, so organisations are described by sector
 * and market: home:clients.items.<id>. Never list a real company here without its consent.
 */
export const CLIENTS = [
  "auto-distributor",
  "retail-bank",
  "insurer",
  "telecom",
  "gov-agency",
  "fmcg",
  "dairy",
  "pharma",
  "agri",
  "grocery",
  "fintech",
  "hospitality",
] as const;

/**
 * The client organisations grouped by sector, as the 'Trusted by' block shows them (the count is the
 * number of organisations listed): home:clients.groups.<id>. Every client of CLIENTS is in one group.
 */
export const CLIENT_GROUPS = [
  { id: "finance", clients: ["retail-bank", "insurer", "fintech"] },
  { id: "consumer", clients: ["fmcg", "dairy", "grocery", "hospitality"] },
  { id: "services", clients: ["auto-distributor", "telecom", "gov-agency"] },
  { id: "life-sciences", clients: ["pharma", "agri"] },
] as const satisfies readonly { id: string; clients: readonly (typeof CLIENTS)[number][] }[];

export type ClientId = (typeof CLIENTS)[number];

/** Where the hero's buttons go. */
export const HERO_LINKS = {
  primary: "/contact",
  secondary: "/approach",
} as const;

/** The 'Explore All Tools in Detail' button. */
export const TOOLS_CTA_HREF = "/tools";
