import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** End-to-end tests in Debian's Chromium (never a downloaded browser) against the production build. */
export default defineConfig({
  testDir: "tests/e2e",
  // Parallel runs (another E2E_PORT) keep their traces apart.
  outputDir: process.env.E2E_PORT ? `test-results/e2e-${process.env.E2E_PORT}` : "test-results/e2e",
  fullyParallel: true,
  workers: 2,
  // No retries, in CI too: a test that fails once is a failure to fix, never a pass on the second try.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: "list",
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  // Tests that change what every page shows (a first leader's photo) run alone, after all others:
  // `*.alone.spec.ts` (run one by itself with --no-deps).
  projects: [
    {
      name: "chromium",
      testIgnore: /\.alone\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "alone",
      testMatch: /\.alone\.spec\.ts$/,
      dependencies: ["chromium"],
      fullyParallel: false,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    command: "node tests/e2e/server.mjs",
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { PORT: String(PORT) },
  },
});
