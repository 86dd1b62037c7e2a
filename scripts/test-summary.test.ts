import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { summarise } from "./test-summary.mjs";

const script = path.join(import.meta.dirname, "test-summary.mjs");
let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A results folder holding these reports, as scripts/test.sh leaves it. */
function results(reports: Record<string, unknown>) {
  dir = mkdtempSync(path.join(tmpdir(), "test-summary-"));
  for (const [name, report] of Object.entries(reports))
    writeFileSync(path.join(dir, name), JSON.stringify(report));
  return dir;
}
const playwright = (stats: { expected: number; unexpected: number; flaky: number; skipped: number }) => ({
  stats,
  errors: [],
  suites: [
    {
      specs: [
        { file: "a.spec.ts", title: "steady", tests: [{ status: "expected" }] },
        ...(stats.flaky ? [{ file: "b.spec.ts", title: "wobbly", tests: [{ status: "flaky" }] }] : []),
      ],
    },
  ],
});
const vitest = (passed: number, failed: number, files: unknown[] = []) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: files,
});
const run = (folder: string) => spawnSync(process.execPath, [script, folder], { encoding: "utf8" });

describe("the closing summary of npm test", () => {
  it("counts a flaky Playwright test as failed, names it, and exits non-zero", () => {
    const folder = results({
      "playwright.json": playwright({ expected: 1, unexpected: 0, flaky: 1, skipped: 0 }),
      "vitest-pglite.json": vitest(5, 0),
    });
    expect(summarise(folder)).toMatchObject({ passed: 6, failed: 1, flaky: ["b.spec.ts › wobbly"] });
    const out = run(folder);
    expect(out.stdout).toContain("b.spec.ts › wobbly");
    expect(out.stdout).toContain("tests: 6 passed, 1 failed, 0 skipped");
    expect(out.status).toBe(1);
  });

  it("fails on a Vitest file that did not run though no test in it failed", () => {
    const broken = {
      name: "/repo/server/x.test.ts",
      status: "failed",
      message: "Cannot find module",
      assertionResults: [],
    };
    const folder = results({ "vitest-postgres.json": vitest(3, 0, [broken]) });
    expect(summarise(folder).problems).toEqual([
      "vitest-postgres.json: /repo/server/x.test.ts: Cannot find module",
    ]);
    expect(run(folder).status).toBe(1);
  });

  it("passes when every test passed", () => {
    const folder = results({
      "playwright.json": playwright({ expected: 2, unexpected: 0, flaky: 0, skipped: 1 }),
      "vitest-pglite.json": vitest(4, 0, [{ name: "ok.test.ts", status: "passed", assertionResults: [] }]),
    });
    const out = run(folder);
    expect(out.stdout).toContain("tests: 6 passed, 0 failed, 1 skipped");
    expect(out.status).toBe(0);
  });
});
