import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export type Preset = "mobile" | "desktop";

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Compressed bytes by kind, from the network requests Lighthouse saw. */
  scriptBytes: number;
  cssBytes: number;
  totalBytes: number;
  scripts: Array<{ url: string; bytes: number }>;
}

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

interface LhrAudit {
  numericValue?: number;
  details?: { items?: Array<{ url: string; transferSize?: number; resourceType?: string }> };
}
interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, LhrAudit>;
}

/** Runs Lighthouse's command line (Debian Chromium, a fresh profile) on `url` with `args`; its standard output. */
export async function lighthouseCli(url: string, args: string[]): Promise<string> {
  const profile = mkdtempSync(path.join(tmpdir(), "lh-profile-"));
  try {
    const { stdout } = await run(
      process.execPath,
      [
        "node_modules/lighthouse/cli/index.js",
        url,
        "--quiet",
        `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${profile}`].join(" ")}`,
        ...args,
      ],
      { env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" }, maxBuffer: 256 * 1024 * 1024 },
    );
    return stdout;
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

/** One Lighthouse run (offline, Debian Chromium) against a loopback URL; `args`: more of its options. */
export async function runLighthouse(
  url: string,
  preset: Preset,
  args: string[] = [],
): Promise<LighthouseResult> {
  const json = await lighthouseCli(url, [
    ...args,
    "--output=json",
    "--output-path=stdout",
    "--only-categories=performance,accessibility,best-practices,seo",
    ...(preset === "desktop" ? ["--preset=desktop"] : []),
  ]);
  const lhr = JSON.parse(json) as Lhr;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const sum = (type?: string) =>
    requests
      .filter((r) => !type || r.resourceType === type)
      .reduce((total, r) => total + (r.transferSize ?? 0), 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    scriptBytes: sum("Script"),
    cssBytes: sum("Stylesheet"),
    totalBytes: sum(),
    scripts: requests
      .filter((r) => r.resourceType === "Script")
      .map((r) => ({ url: r.url, bytes: r.transferSize ?? 0 })),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): try again. */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

/** The median of several runs, metric by metric. */
export async function medianLighthouse(
  url: string,
  preset: Preset,
  runs: number,
  args: string[] = [],
): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await withRetries(() => runLighthouse(url, preset, args)));
  const pick = (key: keyof Omit<LighthouseResult, "scripts">) => median(results.map((r) => r[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    cls: pick("cls"),
    tbtMs: pick("tbtMs"),
    scriptBytes: pick("scriptBytes"),
    cssBytes: pick("cssBytes"),
    totalBytes: pick("totalBytes"),
    scripts: results[0]?.scripts ?? [],
  };
}
