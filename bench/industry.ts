/**
 * Industry detection quality on the labelled set (server/industry/dataset.json): accuracy, the share of
 * high-confidence answers and how many of them are wrong, for the holdout part (never tuned on), the blind
 * set (server/industry/dataset-blind.json) and the tune part, overall and per script. `npx tsx bench/industry.ts` prints the table; `npm run bench` folds it in.
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { type DatasetEntry, SCRIPTS, type Script, type Split } from "../server/industry/dataset";
import { evaluate, type Tally } from "../server/industry/evaluate";

/** What issue 8 asks of names never seen (the holdout part). */
export const INDUSTRY_TARGETS = { accuracy: 0.9, highWrongShare: 0.02 } as const;

/** "blind": 150 real names labelled by someone who never saw the classifier, and never shown to whoever tunes it. */
type BenchSplit = Split | "blind";

export interface IndustryBenchRow {
  split: BenchSplit;
  script: Script | "all";
  names: number;
  /** Right answers / names. */
  accuracy: number;
  /** High-confidence answers / names. */
  highShare: number;
  /** Wrong high-confidence answers / names (the "at most 2% wrong at high confidence"). */
  highWrongShare: number;
  /** Wrong high-confidence answers / high-confidence answers. */
  wrongAmongHigh: number;
}

function row(split: BenchSplit, script: Script | "all", tally: Tally): IndustryBenchRow {
  return {
    split,
    script,
    names: tally.total,
    accuracy: tally.accuracy,
    highShare: tally.total ? tally.highConfidence / tally.total : 0,
    highWrongShare: tally.highWrongShare,
    wrongAmongHigh: tally.highConfidence ? tally.highConfidenceWrong / tally.highConfidence : 0,
  };
}

/** Rows for the benchmark table: per split, the whole split then each script. */
export function industryBenchmark(): IndustryBenchRow[] {
  const blind = (
    JSON.parse(readFileSync("server/industry/dataset-blind.json", "utf8")) as Array<
      Omit<DatasetEntry, "split">
    >
  ).map((entry): DatasetEntry => ({ ...entry, split: "holdout" }));
  return (["holdout", "blind", "tune"] as const).flatMap((split) => {
    const result = split === "blind" ? evaluate("all", blind) : evaluate(split);
    return [
      row(split, "all", result),
      ...SCRIPTS.map((script) => row(split, script, result.byScript[script])),
    ];
  });
}

/** Whether the holdout part meets the targets. */
export function industryTargetsMet(
  rows: readonly IndustryBenchRow[],
  split: BenchSplit = "holdout",
): boolean {
  const holdout = rows.find((r) => r.split === split && r.script === "all");
  return (
    holdout !== undefined &&
    holdout.accuracy >= INDUSTRY_TARGETS.accuracy &&
    holdout.highWrongShare <= INDUSTRY_TARGETS.highWrongShare
  );
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export function formatIndustryTable(rows: readonly IndustryBenchRow[]): string {
  const header = ["split", "script", "names", "accuracy", "high conf.", "wrong at high", "wrong among high"];
  const body = rows.map((r) => [
    r.split,
    r.script,
    String(r.names),
    percent(r.accuracy),
    percent(r.highShare),
    percent(r.highWrongShare),
    percent(r.wrongAmongHigh),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  const verdict = (["holdout", "blind"] as const)
    .map((split) => `${split} ${industryTargetsMet(rows, split) ? "met" : "NOT met"}`)
    .join(", ");
  return [
    "Industry detection (local classifier, labelled set)",
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...body.map(line),
    `Target for names never seen (accuracy >= ${percent(INDUSTRY_TARGETS.accuracy)}, wrong at high <= ${percent(INDUSTRY_TARGETS.highWrongShare)}): ${verdict}`,
  ].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = industryBenchmark();
  console.log(formatIndustryTable(rows));
  if (!industryTargetsMet(rows)) process.exitCode = 1;
}
