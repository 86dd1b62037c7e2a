import type { LighthouseResult, Preset } from "./lighthouse";
import type { LoadResult } from "./load";
import type { PageWeight } from "./page-weight";

interface Results {
  lighthouse: Array<{ path: string; preset: Preset } & LighthouseResult>;
  framework: { bytes: number; files: string[] };
  weights: PageWeight[];
  load: LoadResult[];
  reference: LoadResult | undefined;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function table(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? "").length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [
    line(headers),
    `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`,
    ...cells.slice(1).map(line),
  ].join("\n");
}

/** Marks a value that misses its target. */
const mark = (value: string, ok: boolean) => (ok ? value : `${value} ✗`);

export function printTables(results: Results): void {
  if (results.lighthouse.length) {
    console.log(
      "\nPage quality (Lighthouse 13, median; targets: 100 everywhere, LCP < 1200 ms and TBT < 50 ms on mobile, JS <= 100 kB)\n",
    );
    console.log(
      table(
        [
          "page",
          "preset",
          "perf",
          "a11y",
          "best pr.",
          "SEO",
          "LCP ms",
          "CLS",
          "TBT ms",
          "JS kB",
          "CSS kB",
          "total kB",
        ],
        results.lighthouse.map((r) => {
          const mobile = r.preset === "mobile";
          return [
            r.path,
            r.preset,
            mark(String(r.performance), r.performance === 100),
            mark(String(r.accessibility), r.accessibility === 100),
            mark(String(r.bestPractices), r.bestPractices === 100),
            mark(String(r.seo), r.seo === 100),
            mark(String(Math.round(r.lcpMs)), !mobile || r.lcpMs < 1200),
            r.cls.toFixed(3),
            mark(String(Math.round(r.tbtMs)), !mobile || r.tbtMs < 50),
            mark(kb(r.scriptBytes), r.scriptBytes <= 100 * 1024),
            kb(r.cssBytes),
            kb(r.totalBytes),
          ];
        }),
      ),
    );
  }
  if (results.weights.length) printWeights(results.weights);
  console.log(
    `\nReact + React Router by themselves (entry chunk and its imports, brotli): ${kb(results.framework.bytes)} kB`,
  );
  if (results.load.length) {
    console.log(
      "\nLoad on loopback (autocannon, 50 connections; server and load generator on different cores)\n",
    );
    const rows = [...results.load, ...(results.reference ? [results.reference] : [])];
    const ref = results.reference?.rps;
    console.log(
      table(
        ["request", "req/s", "p50 ms", "p99 ms", "errors", "vs nginx"],
        rows.map((r) => [
          r.name,
          Math.round(r.rps),
          r.p50,
          r.p99,
          r.errors,
          ref && r.name.startsWith("GET / ") ? `${((r.rps / ref) * 100).toFixed(0)}%` : "",
        ]),
      ),
    );
  }
}

/** JavaScript per page class: documents (target 0), pages with islands (target <= 100 kB), the staff app. */
function printWeights(weights: PageWeight[]): void {
  console.log(
    "\nJavaScript per page (compressed, as downloaded; targets: documents 0 kB, interactive <= 100 kB)\n",
  );
  const documents = weights.filter((w) => w.kind === "document");
  const heaviest = documents.reduce<PageWeight | undefined>(
    (max, w) => (!max || w.live > max.live ? w : max),
    undefined,
  );
  const rows: Array<Array<string | number>> = [];
  if (heaviest) {
    rows.push([
      `documents (${documents.length} pages; heaviest: ${heaviest.path})`,
      "document",
      mark(kb(heaviest.atLoad), heaviest.atLoad === 0),
      mark(kb(heaviest.live), heaviest.live === 0),
    ]);
  }
  for (const w of weights.filter((w) => w.kind !== "document")) {
    const ok = w.kind === "staff" || w.live <= 100 * 1024;
    rows.push([w.path, w.kind, mark(kb(w.atLoad), ok), mark(kb(w.live), ok)]);
  }
  console.log(table(["page", "class", "JS kB at load", "JS kB all islands live"], rows));
}
