/**
 * Cues the team taught the detector (accepted from the suggestions of its corrections, stored in the
 * database): each a word of one industry, matched like a keyword term of the knowledge files, as a strong cue.
 * Pure: the caller reads the accepted cues (learned-cues.ts) and hands them in.
 */
import type { IndustryKey } from "#core/domain/industries";
import { compileTerms, findTerms, rawText } from "./match-terms";
import type { Token } from "./normalize";
import type { Evidence } from "./types";

export interface LearnedCue {
  /** The word, normalised (normalize.ts). */
  term: string;
  industry: IndustryKey;
}

/** As strong as a sector's own word: alone it answers with high confidence; an institution word still wins. */
export const LEARNED_WEIGHT = 5;

export function learnedEvidence(tokens: readonly Token[], learned: readonly LearnedCue[]): Evidence[] {
  if (learned.length === 0) return [];
  const set = compileTerms(learned.map((cue) => cue.term));
  return findTerms(set, tokens).flatMap((match) => {
    const cue = learned[set.order.get(match.term) ?? -1];
    return cue
      ? [
          {
            kind: "learned" as const,
            text: rawText(tokens, match.start, match.end),
            industry: cue.industry,
            weight: LEARNED_WEIGHT,
          },
        ]
      : [];
  });
}
