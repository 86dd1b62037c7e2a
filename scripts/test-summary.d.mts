export interface TestTotals {
  passed: number;
  failed: number;
  skipped: number;
  /** Playwright specs that failed, then passed. */
  flaky: string[];
  /** Failures outside a test: a Vitest file that did not run, a Playwright run's own errors. */
  problems: string[];
}
export function summarise(dir: string): TestTotals;
