/**
 * The frozen blind set (blind-regional.json): obscure small and medium companies of the region a Belgrade or
 * Riyadh team would have in its CRM, written and labelled before any rule was added for the region's
 * languages, and never tuned on. "none" marks a name that carries no industry word (the right answer is
 * "Not assigned"). Its names may never appear in the knowledge files or in a test case (blind-set.test.ts).
 */
import { z } from "zod";
import { INDUSTRY_KEYS } from "#core/domain/industries";
import { SCRIPTS } from "../dataset";
import raw from "./blind-regional.json";

export const BLIND_LANGUAGES = [
  "sr",
  "bs",
  "hr",
  "me",
  "mk",
  "sl",
  "ro",
  "bg",
  "ar-gulf",
  "ar-eg",
  "ar-lev",
  "en",
] as const;

const EntrySchema = z
  .object({
    name: z.string().trim().min(1),
    industry: z.enum([...INDUSTRY_KEYS, "none"]),
    script: z.enum(SCRIPTS),
    lang: z.enum(BLIND_LANGUAGES),
  })
  .strict();

export type BlindEntry = z.output<typeof EntrySchema>;

export const BLIND_SET: readonly BlindEntry[] = z.array(EntrySchema).parse(raw);

/** The file the set is read from, from the project root (the freeze test hashes it). */
export const BLIND_SET_FILE = "server/industry/evaluation/blind-regional.json";
