/**
 * The local, explainable industry classifier: pure, synchronous, no network. Known companies first; otherwise
 * keyword cues are weighed per industry (the strongest cue plus a third of the others) and the margin over the
 * runner-up decides the confidence. With no cue at all there is no guess: the answer is "Not assigned" (null).
 */
import { INDUSTRIES, type IndustryKey } from "#core/domain/industries";
import { findCues } from "./find-cues";
import { findKnownBeforeSeat, findKnownCompany, findKnownInParts, type KnownMatch } from "./known-lookup";
import { type LearnedCue, learnedEvidence } from "./learned-match";
import { type Token, tokenize } from "./normalize";
import type { Classification, Confidence, Evidence } from "./types";

export const KNOWN_COMPANY_WEIGHT = 10;
const HIGH = { score: 5, margin: 3 };
const MEDIUM = { score: 3, margin: 1.5 };
const SUPPORT = 0.3;

export interface IndustryScore {
  industry: IndustryKey;
  score: number;
}

/** Scores per industry, best first; ties go to the stronger single cue, then to the catalogue order. */
export function scoreEvidence(evidence: readonly Evidence[]): IndustryScore[] {
  const scores: IndustryScore[] = [];
  for (const { key } of INDUSTRIES) {
    const weights = evidence.filter((e) => e.industry === key).map((e) => e.weight);
    if (weights.length === 0) continue;
    const best = Math.max(...weights);
    const rest = weights.reduce((sum, w) => sum + w, 0) - best;
    scores.push({ industry: key, score: best + SUPPORT * rest });
  }
  return scores.sort((a, b) => b.score - a.score);
}

function confidenceOf(best: number, second: number): Confidence {
  const margin = best - second;
  if (best >= HIGH.score && margin >= HIGH.margin) return "high";
  if (best >= MEDIUM.score && margin >= MEDIUM.margin) return "medium";
  return "low";
}

function orderEvidence(evidence: readonly Evidence[], industry: IndustryKey): Evidence[] {
  return [...evidence].sort(
    (a, b) => Number(b.industry === industry) - Number(a.industry === industry) || b.weight - a.weight,
  );
}

/**
 * The known company the name is, or names before its seat or in brackets, when the rest of the name does not
 * contradict it.
 */
function knownCompanyOf(name: string, tokens: readonly Token[]): KnownMatch | undefined {
  const whole = findKnownCompany(tokens);
  if (whole) return whole;
  const part = findKnownBeforeSeat(tokens) ?? findKnownInParts(name);
  if (!part) return undefined;
  const contradicted = findCues(tokenize(part.rest)).some((c) => c.industry !== part.company.industry);
  return contradicted ? undefined : { company: part.company, text: part.text };
}

/** `learned`: the cues the team accepted from its corrections (stored in the database), beside the files'. */
export function classifyIndustry(name: string, learned: readonly LearnedCue[] = []): Classification {
  const tokens = tokenize(name);
  const cues = [...findCues(tokens), ...learnedEvidence(tokens, learned)];
  const known = knownCompanyOf(name, tokens);
  if (known) {
    const { industry } = known.company;
    const evidence: Evidence = {
      kind: "known-company",
      text: known.text,
      industry,
      weight: KNOWN_COMPANY_WEIGHT,
      company: known.company.name,
    };
    return { industry, confidence: "high", evidence: orderEvidence([evidence, ...cues], industry) };
  }
  const [first, second] = scoreEvidence(cues);
  if (!first) return { industry: null, confidence: "low", evidence: [] };
  return {
    industry: first.industry,
    confidence: confidenceOf(first.score, second?.score ?? 0),
    evidence: orderEvidence(cues, first.industry),
  };
}
