// Prints one closing line over every test run: "tests: N passed, N failed, N skipped", and exits non-zero
// when anything failed. A Playwright test that is "flaky" (failed, then passed) is a failure here, and so is
// a Vitest file that could not run at all (its tests never counted) or a run that stopped on an error.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Playwright's specs whose outcome was "flaky", as "file › title". */
function collectFlaky(suites, into) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === "flaky")) into.push(`${spec.file} › ${spec.title}`);
    }
    collectFlaky(suite.suites ?? [], into);
  }
}

/** Sums the JSON reports of Vitest and Playwright found in `dir`. */
export function summarise(dir) {
  const totals = { passed: 0, failed: 0, skipped: 0, flaky: [], problems: [] };
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    if (report.stats && "expected" in report.stats) {
      totals.passed += report.stats.expected;
      totals.failed += report.stats.unexpected + (report.stats.flaky ?? 0);
      totals.skipped += report.stats.skipped;
      collectFlaky(report.suites ?? [], totals.flaky);
      for (const error of report.errors ?? []) totals.problems.push(`${file}: ${error.message ?? error}`);
    } else {
      totals.passed += report.numPassedTests ?? 0;
      totals.failed += report.numFailedTests ?? 0;
      totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      for (const result of report.testResults ?? []) {
        // A file that failed without a failed test: it did not load, or a hook threw.
        const failedTests = (result.assertionResults ?? []).some((a) => a.status === "failed");
        if (result.status === "failed" && !failedTests) {
          totals.problems.push(`${file}: ${result.name}: ${result.message || "the file failed"}`);
        }
      }
    }
  }
  return totals;
}

const dir = process.argv[2];
if (dir) {
  const { passed, failed, skipped, flaky, problems } = summarise(dir);
  // A test that failed and then passed is named and counted as failed, so that it gets fixed.
  for (const name of flaky) console.log(`flaky (failed, then passed): counted as failed: ${name}`);
  for (const problem of problems) console.log(`failed outside a test: ${problem}`);
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
}
