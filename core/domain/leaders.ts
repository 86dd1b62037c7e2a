import "./zod-config";
import { z } from "zod";
import type { OfficeId } from "#core/content/brand";
import type { Lang } from "#core/i18n/languages";
import { suggestSlug } from "./insights";

/**
 * The leaders (the leadership page's people, the blog's authors), kept in the database and edited by staff at
 * /crm/people: what the editor form and the /api/crm/leaders routes share. Messages are keys of `people`.
 */
export const LEADER_OFFICES = ["belgrade", "riyadh"] as const satisfies readonly OfficeId[];

export const LEADER_LIMITS = {
  name: 120,
  role: 160,
  bio: 2000,
  location: 120,
  initials: 6,
  email: 200,
  url: 300,
};

/** A leader's key: lower-case Latin letters, digits and single hyphens ("nikola-markovic"). */
export const LEADER_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const required = (field: string, max: number) =>
  z
    .string(`people:errors.${field}`)
    .trim()
    .min(1, `people:errors.${field}`)
    .max(max, `people:errors.${field}TooLong`);

/** One language's texts; initials may be left empty (suggested from the name). */
export const leaderTextSchema = z.object({
  name: required("name", LEADER_LIMITS.name),
  role: required("role", LEADER_LIMITS.role),
  bio: required("bio", LEADER_LIMITS.bio),
  location: required("location", LEADER_LIMITS.location),
  initials: z
    .string("people:errors.initials")
    .trim()
    .max(LEADER_LIMITS.initials, "people:errors.initialsTooLong"),
});
export type LeaderTextInput = z.input<typeof leaderTextSchema>;

/** What every save of a leader carries: the shared fields and the three languages' texts. */
export const leaderInputSchema = z.object({
  email: z.email({ error: "people:errors.email" }).max(LEADER_LIMITS.email, "people:errors.email"),
  linkedIn: z
    .url({ protocol: /^https$/, hostname: z.regexes.domain, error: "people:errors.linkedIn" })
    .max(LEADER_LIMITS.url, "people:errors.linkedIn"),
  office: z.enum(LEADER_OFFICES, { error: "people:errors.office" }),
  photoImageId: z
    .number("people:errors.photo")
    .int("people:errors.photo")
    .positive("people:errors.photo")
    .nullable(),
  texts: z.object(
    { en: leaderTextSchema, ar: leaderTextSchema, sr: leaderTextSchema },
    "people:errors.texts",
  ),
});
export type LeaderInput = z.input<typeof leaderInputSchema>;

/** A new leader: its key besides (suggested from the English name). */
export const leaderCreateSchema = leaderInputSchema.extend({
  key: z
    .string("people:errors.key")
    .trim()
    .max(80, "people:errors.key")
    .regex(LEADER_KEY_PATTERN, "people:errors.key")
    .refine((key) => key !== "new", "people:errors.key"),
});
export type LeaderCreate = z.input<typeof leaderCreateSchema>;

/** The version the client read: a save based on an older one is refused (409). */
const version = z.number("people:errors.stale").int("people:errors.stale").positive("people:errors.stale");

export const leaderUpdateSchema = leaderInputSchema.extend({ version });
export type LeaderUpdate = z.input<typeof leaderUpdateSchema>;

/** Move a leader one place up (earlier) or down on the page. */
export const leaderMoveSchema = z.object({
  direction: z.enum(["up", "down"], { error: "people:errors.move" }),
});

/** A leader's photo as the pages use it: the image's size, its widths and its alt text in the page's language. */
export interface LeaderPhoto {
  id: number;
  width: number;
  height: number;
  widths: number[];
  alt: string;
}

/** A leader on a public page, in one language. */
export interface PublicLeader {
  key: string;
  email: string;
  linkedIn: string;
  office: string;
  name: string;
  role: string;
  bio: string;
  location: string;
  initials: string;
  photo: LeaderPhoto | null;
}

/** A leader as the staff editor reads it. */
export interface LeaderView {
  key: string;
  position: number;
  email: string;
  linkedIn: string;
  office: (typeof LEADER_OFFICES)[number];
  photoImageId: number | null;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
  texts: Record<Lang, LeaderTextInput & { initials: string }>;
}

/**
 * Initials suggested from a name: the first letters of its first and last words, in its own script ("NM",
 * "СА"); Arabic ones spaced, and the article ال not counted ("سارة العتيبي" → "س ع").
 */
export function suggestInitials(name: string, lang: Lang): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letter = (word: string | undefined) =>
    [...(lang === "ar" ? (word ?? "").replace(/^ال(?=.)/u, "") : (word ?? ""))][0] ?? "";
  const letters = [letter(words[0]), words.length > 1 ? letter(words.at(-1)) : ""].filter(Boolean);
  return letters.map((one) => one.toLocaleUpperCase(lang)).join(lang === "ar" ? " " : "");
}

/** A key suggested from the English name: "Nikola Marković" → "nikola-markovic". */
export const suggestLeaderKey = (name: string): string => suggestSlug(name);
