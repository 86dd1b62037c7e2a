/** The labelled set of real company names (dataset.json), validated on load. */
import { z } from "zod";
import { INDUSTRY_KEYS } from "#core/domain/industries";
import raw from "./dataset.json";

export const SCRIPTS = ["latin", "arabic", "cyrillic"] as const;
export type Script = (typeof SCRIPTS)[number];
export type Split = "tune" | "holdout";

const EntrySchema = z
  .object({
    name: z.string().trim().min(1),
    industry: z.enum(INDUSTRY_KEYS),
    script: z.enum(SCRIPTS),
    split: z.enum(["tune", "holdout"]),
  })
  .strict();

export type DatasetEntry = z.output<typeof EntrySchema>;

export const DATASET: readonly DatasetEntry[] = z.array(EntrySchema).parse(raw);

/** The script a name is written in, judged from its letters. */
export function scriptOf(name: string): Script {
  if (/[\u0600-\u06FF]/.test(name)) return "arabic";
  if (/[\u0400-\u04FF]/.test(name)) return "cyrillic";
  return "latin";
}
