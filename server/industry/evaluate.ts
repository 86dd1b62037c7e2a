/**
 * Measures the local classifier on the labelled set. The holdout part is never tuned on: names never seen must
 * reach 90% right with at most 2% wrong at high confidence. `npm run bench` prints the result.
 */
import type { IndustryKey } from "#core/domain/industries";
import { classifyIndustry } from "./classify";
import { DATASET, type DatasetEntry, SCRIPTS, type Script, type Split } from "./dataset";
import type { Confidence } from "./types";

export interface Tally {
  total: number;
  correct: number;
  accuracy: number;
  highConfidence: number;
  highConfidenceWrong: number;
  /** Wrong high-confidence answers / total. */
  highWrongShare: number;
}

export interface Mistake {
  name: string;
  expected: IndustryKey;
  got: IndustryKey;
  confidence: Confidence;
  script: Script;
  split: Split;
}

export interface Evaluation extends Tally {
  split: Split | "all";
  /** High-confidence answers / total. */
  highShare: number;
  byScript: Record<Script, Tally>;
  mistakes: Mistake[];
}

interface Outcome {
  entry: DatasetEntry;
  got: IndustryKey;
  confidence: Confidence;
}

function tally(outcomes: readonly Outcome[]): Tally {
  const total = outcomes.length;
  const correct = outcomes.filter((o) => o.got === o.entry.industry).length;
  const high = outcomes.filter((o) => o.confidence === "high");
  const highWrong = high.filter((o) => o.got !== o.entry.industry).length;
  return {
    total,
    correct,
    accuracy: total ? correct / total : 0,
    highConfidence: high.length,
    highConfidenceWrong: highWrong,
    highWrongShare: total ? highWrong / total : 0,
  };
}

export function evaluate(
  split: Split | "all" = "all",
  dataset: readonly DatasetEntry[] = DATASET,
): Evaluation {
  const outcomes: Outcome[] = dataset
    .filter((entry) => split === "all" || entry.split === split)
    .map((entry) => {
      const c = classifyIndustry(entry.name);
      return { entry, got: c.industry, confidence: c.confidence };
    });
  const overall = tally(outcomes);
  const byScript = Object.fromEntries(
    SCRIPTS.map((script) => [script, tally(outcomes.filter((o) => o.entry.script === script))]),
  ) as Record<Script, Tally>;
  const mistakes = outcomes
    .filter((o) => o.got !== o.entry.industry)
    .map(({ entry, got, confidence }) => ({
      name: entry.name,
      expected: entry.industry,
      got,
      confidence,
      script: entry.script,
      split: entry.split,
    }));
  return {
    split,
    ...overall,
    highShare: overall.total ? overall.highConfidence / overall.total : 0,
    byScript,
    mistakes,
  };
}
