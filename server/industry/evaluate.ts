/**
 * Measures the local classifier on a labelled set: accuracy, wrong answers at high confidence and the share of
 * "Not assigned" answers, overall, per script and per expected industry. The frozen blind set
 * (evaluation/blind-regional.json) is the measure of names never seen; the older labelled set (dataset.json)
 * has names that the knowledge files and tests hold, so it measures memory, not generalisation.
 */
import type { IndustryKey } from "#core/domain/industries";
import { classifyIndustry } from "./classify";
import { DATASET, SCRIPTS, type Script, type Split } from "./dataset";
import type { Classification, Confidence } from "./types";

/** What a labelled name should get: an industry, or "none" (the right answer is "Not assigned"). */
export type Expected = IndustryKey | "none";

export interface LabelledName {
  name: string;
  industry: Expected;
  script: Script;
}

export interface Tally {
  total: number;
  correct: number;
  accuracy: number;
  highConfidence: number;
  highConfidenceWrong: number;
  /** Wrong high-confidence answers / total. */
  highWrongShare: number;
  /** "Not assigned" answers / total. */
  notAssignedShare: number;
}

export interface Mistake {
  name: string;
  expected: Expected;
  got: Expected;
  confidence: Confidence;
  script: Script;
}

export interface Evaluation extends Tally {
  /** High-confidence answers / total. */
  highShare: number;
  byScript: Record<Script, Tally>;
  byIndustry: Partial<Record<Expected, Tally>>;
  /** Only the names that carry a cue (expected is an industry). */
  withCue: Tally;
  /** Only the names that carry none: right means "Not assigned". */
  withoutCue: Tally;
  mistakes: Mistake[];
}

interface Outcome {
  entry: LabelledName;
  got: Expected;
  confidence: Confidence;
}

function tally(outcomes: readonly Outcome[]): Tally {
  const total = outcomes.length;
  const share = (n: number) => (total ? n / total : 0);
  const correct = outcomes.filter((o) => o.got === o.entry.industry).length;
  const high = outcomes.filter((o) => o.confidence === "high" && o.got !== "none");
  const highWrong = high.filter((o) => o.got !== o.entry.industry).length;
  return {
    total,
    correct,
    accuracy: share(correct),
    highConfidence: high.length,
    highConfidenceWrong: highWrong,
    highWrongShare: share(highWrong),
    notAssignedShare: share(outcomes.filter((o) => o.got === "none").length),
  };
}

export function evaluateNames(
  names: readonly LabelledName[],
  classify: (name: string) => Classification = classifyIndustry,
): Evaluation {
  const outcomes: Outcome[] = names.map((entry) => {
    const c = classify(entry.name);
    return { entry, got: c.industry ?? "none", confidence: c.confidence };
  });
  const overall = tally(outcomes);
  const byScript = Object.fromEntries(
    SCRIPTS.map((script) => [script, tally(outcomes.filter((o) => o.entry.script === script))]),
  ) as Record<Script, Tally>;
  const expected = [...new Set(outcomes.map((o) => o.entry.industry))];
  const byIndustry = Object.fromEntries(
    expected.map((key) => [key, tally(outcomes.filter((o) => o.entry.industry === key))]),
  );
  return {
    ...overall,
    highShare: overall.total ? overall.highConfidence / overall.total : 0,
    byScript,
    byIndustry,
    withCue: tally(outcomes.filter((o) => o.entry.industry !== "none")),
    withoutCue: tally(outcomes.filter((o) => o.entry.industry === "none")),
    mistakes: outcomes
      .filter((o) => o.got !== o.entry.industry)
      .map(({ entry, got, confidence }) => ({
        name: entry.name,
        expected: entry.industry,
        got,
        confidence,
        script: entry.script,
      })),
  };
}

/** The older labelled set, or one of its parts (names the knowledge and the tests hold: memory). */
export function evaluate(split: Split | "all" = "all"): Evaluation {
  return evaluateNames(DATASET.filter((entry) => split === "all" || entry.split === split));
}
