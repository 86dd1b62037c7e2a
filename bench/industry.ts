/**
 * Industry detection quality. The measure of names never seen is the frozen blind set
 * (server/industry/evaluation/blind-regional.json: obscure regional names, none of them in the knowledge files
 * or a test, checked by blind-set.test.ts): accuracy, wrong at high confidence and the share of "Not assigned",
 * per script and per expected industry. The older labelled sets follow, marked as memory: their names are
 * known companies, keyword examples or unit-test cases. `npx tsx bench/industry.ts` prints the table;
 * `npm run bench` folds it in.
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { LabelledName } from "../server/industry/evaluate";
import { type Evaluation, evaluate, evaluateNames, type Tally } from "../server/industry/evaluate";
import { BLIND_SET } from "../server/industry/evaluation/blind-set";

/** Issue 35's targets on names never seen. */
export const INDUSTRY_TARGETS = {
  /** Right answers among the names that carry a cue. */
  accuracyWithCue: 0.95,
  /** Wrong high-confidence answers among all names. */
  highWrongShare: 0.01,
  /** "Not assigned" among the names that carry no cue. */
  notAssignedWithoutCue: 1,
} as const;

export interface IndustryBenchRow {
  set: string;
  group: string;
  names: number;
  accuracy: number;
  highWrongShare: number;
  notAssignedShare: number;
}

function row(set: string, group: string, tally: Tally): IndustryBenchRow {
  return {
    set,
    group,
    names: tally.total,
    accuracy: tally.accuracy,
    highWrongShare: tally.highWrongShare,
    notAssignedShare: tally.notAssignedShare,
  };
}

function oldBlindSet(): LabelledName[] {
  return JSON.parse(readFileSync("server/industry/dataset-blind.json", "utf8")) as LabelledName[];
}

export function blindEvaluation(): Evaluation {
  return evaluateNames(BLIND_SET);
}

/** Rows: the blind set overall, with and without a cue, per script and per industry; then the memory sets. */
export function industryBenchmark(blind: Evaluation = blindEvaluation()): IndustryBenchRow[] {
  const set = "blind (unseen)";
  return [
    row(set, "all", blind),
    row(set, "names with a cue", blind.withCue),
    row(set, "names with no cue", blind.withoutCue),
    ...Object.entries(blind.byScript).map(([script, tally]) => row(set, `script ${script}`, tally)),
    ...Object.entries(blind.byIndustry).flatMap(([industry, tally]) =>
      tally && industry !== "none" ? [row(set, industry, tally)] : [],
    ),
    row("memory: old holdout", "all", evaluate("holdout")),
    row("memory: old blind", "all", evaluateNames(oldBlindSet())),
    row("memory: tune", "all", evaluate("tune")),
  ];
}

export function industryTargetsMet(blind: Evaluation): boolean {
  return (
    blind.withCue.accuracy >= INDUSTRY_TARGETS.accuracyWithCue &&
    blind.highWrongShare <= INDUSTRY_TARGETS.highWrongShare &&
    blind.withoutCue.notAssignedShare >= INDUSTRY_TARGETS.notAssignedWithoutCue
  );
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export function formatIndustryTable(rows: readonly IndustryBenchRow[], blind: Evaluation): string {
  const header = ["set", "group", "names", "right", "wrong at high", "Not assigned"];
  const body = rows.map((r) => [
    r.set,
    r.group,
    String(r.names),
    percent(r.accuracy),
    percent(r.highWrongShare),
    percent(r.notAssignedShare),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  const t = INDUSTRY_TARGETS;
  return [
    "Industry detection (local classifier)",
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...body.map(line),
    `Targets on the blind set (names with a cue right >= ${percent(t.accuracyWithCue)}, wrong at high <= ${percent(t.highWrongShare)}, names with no cue "Not assigned" ${percent(t.notAssignedWithoutCue)}): ${industryTargetsMet(blind) ? "met" : "NOT met"}`,
  ].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const blind = blindEvaluation();
  console.log(formatIndustryTable(industryBenchmark(blind), blind));
  if (process.argv.includes("--mistakes")) for (const m of blind.mistakes) console.log(JSON.stringify(m));
  if (!industryTargetsMet(blind)) process.exitCode = 1;
}
