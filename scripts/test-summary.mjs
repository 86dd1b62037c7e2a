// Prints one closing line over every test run: "tests: N passed, N failed, N skipped".
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2];

/** Playwright's tests whose outcome was "flaky", as "file › title". */
function collectFlaky(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === "flaky")) flaky.push(`${spec.file} › ${spec.title}`);
    }
    collectFlaky(suite.suites ?? []);
  }
}
let passed = 0;
let failed = 0;
let skipped = 0;
const flaky = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  if (report.stats && "expected" in report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    collectFlaky(report.suites ?? []);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}
// A test that failed and then passed on its retry is named, so that it gets fixed rather than forgotten.
for (const name of flaky) console.log(`flaky (failed, then passed on retry): ${name}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
