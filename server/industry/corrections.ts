/**
 * What the team's corrections teach. A correction is kept when staff set a company's industry (add or edit)
 * and the detector, asked about the name then, would have answered otherwise (or "Not assigned"). A word seen
 * in the corrected names of one industry, and of no other, in at least SUGGEST_MIN_NAMES names, is suggested as
 * a cue of that industry, unless the detector already reads it so.
 */
import { desc } from "drizzle-orm";
import { type IndustryKey, industryByKey } from "#core/domain/industries";
import type { Db } from "../db/client";
import { industryCorrections } from "../db/schema";
import { classifyIndustry } from "./classify";
import { activeLearnedCues, type Runner } from "./learned-cues";
import { PLACE_QUALIFIERS } from "./legal-forms";
import { coreKey, tokenize } from "./normalize";

/** "Several" corrected names: a word in fewer is not suggested. */
export const SUGGEST_MIN_NAMES = 3;
/** The corrections read for suggestions: the newest ones. */
const READ_AT_MOST = 10_000;
const SHOWN_EXAMPLES = 3;

/** A company's industry set by staff, as the CRM reports it (wired in server/api.ts). */
export interface IndustryChoice {
  companyId: number;
  name: string;
  industry: string;
  actor: string;
  at: Date;
}

/** Keeps the choice as a correction when the detector (with the cues learned so far) would have said otherwise. */
export async function recordCorrection(tx: Runner, choice: IndustryChoice): Promise<void> {
  const chosen = industryByKey(choice.industry)?.key;
  if (!chosen) return;
  const detected = classifyIndustry(choice.name, await activeLearnedCues(tx)).industry;
  if (detected === chosen) return;
  await tx.insert(industryCorrections).values({
    name: choice.name,
    detected,
    chosen,
    companyId: choice.companyId,
    actor: choice.actor,
    at: choice.at,
  });
}

export interface SuggestedCue {
  /** The word, normalised: what is stored when accepted. */
  term: string;
  /** The word as staff wrote it in the first name it was seen in. */
  word: string;
  industry: IndustryKey;
  /** Corrected names of the industry with the word. */
  names: number;
  examples: string[];
}

interface Seen {
  word: string;
  byIndustry: Map<IndustryKey, Map<string, string>>;
}

/** The words of a name that could be cues: no legal form, place word or number, at least three letters. */
function candidateWords(name: string) {
  return tokenize(name).filter(
    (t) => !t.legal && !PLACE_QUALIFIERS.has(t.norm) && [...t.norm].length >= 3 && !/^\d+$/.test(t.norm),
  );
}

export async function suggestCues(db: Pick<Db, "select">): Promise<SuggestedCue[]> {
  const rows = await db
    .select({ name: industryCorrections.name, chosen: industryCorrections.chosen })
    .from(industryCorrections)
    .orderBy(desc(industryCorrections.id))
    .limit(READ_AT_MOST);
  const seen = new Map<string, Seen>();
  // Oldest first, so that a word reads as it was first written.
  for (const row of [...rows].reverse()) {
    const industry = industryByKey(row.chosen)?.key;
    if (!industry) continue;
    for (const token of candidateWords(row.name)) {
      const entry = seen.get(token.norm) ?? { word: token.raw, byIndustry: new Map() };
      seen.set(token.norm, entry);
      const names = entry.byIndustry.get(industry) ?? new Map<string, string>();
      entry.byIndustry.set(industry, names.set(coreKey(row.name), row.name));
    }
  }
  const learned = await activeLearnedCues(db);
  const inUse = new Set(learned.map((cue) => cue.term));
  const suggestions: SuggestedCue[] = [];
  for (const [term, { word, byIndustry }] of seen) {
    const [only, ...others] = [...byIndustry];
    if (!only || others.length > 0 || inUse.has(term)) continue;
    const [industry, names] = only;
    if (names.size < SUGGEST_MIN_NAMES || classifyIndustry(word, learned).industry === industry) continue;
    const examples = [...names.values()].slice(0, SHOWN_EXAMPLES);
    suggestions.push({ term, word, industry, names: names.size, examples });
  }
  return suggestions.sort((a, b) => b.names - a.names || a.term.localeCompare(b.term));
}
