// `npm run bench`: page quality (Lighthouse), bytes per page, load on loopback (autocannon, with nginx as the
// static-serving reference) and industry-detection accuracy. Prints its tables and writes them to bench/results.md
// (and the figures to bench/results.json), neither committed.
//   npm run bench                 the standard run (Lighthouse: every public page in every language on the
//                                 mobile preset, 3 runs per page, median)
//   npm run bench -- --full       the desktop preset as well
//   npm run bench -- --runs 1 --skip-load --skip-lighthouse --skip-industry
//   npm run bench -- --skip-search   without the CRM search at 100,000 companies
//   npm run bench -- --skip-dashboard-search   without typing in the dashboard's search (10,000 companies)
//   npm run bench -- --skip-reports  without the staff reports (30,000 deals; each request beside its query alone)
//   npm run bench -- --search-only   only that (BENCH_DATABASE_URL: on PostgreSQL too)
//   npm run bench -- --start-only    server start time and memory: from the sources (tsx) and from the build
//   npm run bench -- --skip-instances  without the CRM list on PostgreSQL with one and two instances
//   npm run bench -- --instances-only  only that (BENCH_DATABASE_URL, else a throwaway PostgreSQL cluster)
//   npm run bench -- --vs-nginx [--pages /about,/ar/about] [--runs 3]
//   npm run bench -- --vs-nginx-live [--pages /,/ar/leadership] [--runs 3]  (pages from the database vs
//                                 their HTML from nginx; by default every live page in English and Arabic
//                                 and an article)
//                                 Lighthouse mobile TBT and LCP: our server beside nginx on the same files
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { COVERS } from "#core/content/articles";
import { LANGUAGES } from "#core/i18n/languages";
import { PUBLIC_PAGES } from "#core/lib/pages";
import { getHref } from "#core/lib/paths";
import { LIVE_PAGES } from "#core/lib/prerender";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { benchBoard, printBoard, seedBoardData, staffCookie } from "./board";
import { crmListDbAlone, type DbAloneResult, formatCrmListTable } from "./crm-list";
import { benchDashboardSearch, printDashboardSearch } from "./dashboard-search";
import { frameworkBytes } from "./framework-bytes";
import { blindEvaluation, formatIndustryTable, industryBenchmark } from "./industry";
import { formatInstancesTable, instancesBenchmark } from "./instances";
import { type LighthouseResult, medianLighthouse, type Preset } from "./lighthouse";
import { type LoadResult, runLoad } from "./load";
import { startNginx } from "./nginx";
import { type PageWeight, pageWeights } from "./page-weight";
import { keepPrintedReport } from "./report";
import { benchReports, printReports, seedReportData, timeReportQueries } from "./reports";
import { formatSearchTable, type SearchBenchResult, searchBenchmark } from "./search";
import { seedBenchData } from "./seed";
import { startBenchServer } from "./server";
import { benchStart } from "./start";
import { printTables } from "./table";
import { benchVsNginx } from "./vs-nginx";
import { benchLiveVsNginx } from "./vs-nginx-live";

keepPrintedReport("bench/results.md");
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const runs = Number(args[args.indexOf("--runs") + 1]) || 3;
const full = flag("full");
const SERVER_CORE = 0;
const LOAD_CORE = 1;
// BENCH_PORT: another free port when another bench runs on this machine (3900 is the default).
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const NGINX_PORT = PORT + 1;
const base = `http://127.0.0.1:${PORT}`;

const startServer = (dataDir: string): Promise<ChildProcess> =>
  startBenchServer({ buildDir, dataDir, port: PORT, core: SERVER_CORE });

const articlePath = `/blog/${COVERS[1] ?? "market-research-usage"}`;
/** The four first articles keep their slugs (drizzle/0018_initial_insights.sql), which their covers are named by. */
const allPages = [...PUBLIC_PAGES, ...Object.values(COVERS).map((slug) => `/blog/${slug}`)];

/** `--pages /contact,/tools`: Lighthouse on these pages only (in every language). */
const onlyPages = args.includes("--pages") ? (args[args.indexOf("--pages") + 1] ?? "").split(",") : undefined;
/** `--langs ar,sr`: Lighthouse in these languages only. */
const onlyLangs = args.includes("--langs") ? (args[args.indexOf("--langs") + 1] ?? "").split(",") : undefined;

function lighthouseTargets(): Array<{ path: string; preset: Preset }> {
  const presets = full ? (["mobile", "desktop"] as const) : (["mobile"] as const);
  const pages = onlyPages ? allPages.filter((page) => onlyPages.includes(page)) : allPages;
  const langs = onlyLangs ? LANGUAGES.filter((lang) => onlyLangs.includes(lang)) : LANGUAGES;
  return langs.flatMap((lang) =>
    pages.flatMap((page) => presets.map((preset) => ({ path: getHref(page, lang), preset }))),
  );
}

async function runSearchBench(): Promise<SearchBenchResult[]> {
  console.log("CRM search: seeding 100,000 companies and 150,000 contacts (PGlite)…");
  const results = [await searchBenchmark()];
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    console.log("CRM search: the same on PostgreSQL…");
    results.push(await searchBenchmark({ databaseUrl: url }));
  }
  return results;
}

const duration = Number(process.env.BENCH_DURATION ?? 10);
const runInstances = () => instancesBenchmark({ duration, loadCore: LOAD_CORE });
if (flag("instances-only")) {
  console.log(`\n${formatInstancesTable(await runInstances())}`);
  process.exit(0);
}

if (flag("search-only")) {
  console.log(formatSearchTable(await runSearchBench()));
  process.exit(0);
}

const buildDir = await buildIfNeeded();
if (flag("start-only")) {
  console.log(await benchStart(buildDir, runs));
  process.exit(0);
}
const dataDir = mkdtempSync(path.join(tmpdir(), "potentia-bench-"));
if (flag("vs-nginx-live")) {
  const server = await startServer(dataDir);
  try {
    const live = [...LIVE_PAGES.flatMap((page) => [getHref(page, "en"), getHref(page, "ar")]), articlePath];
    const options = { buildDir, base, port: NGINX_PORT, core: LOAD_CORE, runs, pages: onlyPages ?? live };
    console.log(await benchLiveVsNginx(options));
  } finally {
    server.kill();
  }
  process.exit(0);
}
if (flag("vs-nginx")) {
  const server = await startServer(dataDir);
  try {
    const pages = onlyPages ?? ["/about", "/ar/about", "/sr/privacy", "/ar/methodology"];
    const options = { buildDir, base, port: NGINX_PORT, core: LOAD_CORE, runs, pages };
    console.log(await benchVsNginx(options));
  } finally {
    server.kill();
  }
  process.exit(0);
}
console.log("Seeding 10,000 companies…");
const staff = await seedBenchData({ dataDir }, 10_000);
await seedBoardData(dataDir);
// The reports' data (30,000 deals) and their statements timed in the database alone, before the server owns it.
const reportsOn = !flag("skip-reports");
const reportDeals = reportsOn ? await seedReportData(dataDir, staff.username) : 0;
const reportQueries = reportsOn ? await timeReportQueries(dataDir) : undefined;
const server = await startServer(dataDir);

/** GET /api/crm/companies at 50 connections. */
async function crmListLoad(): Promise<LoadResult> {
  const cookie = (await staffCookie(base, staff)).join("=");
  const spec = { duration, connections: 50, url: `${base}/api/crm/companies`, headers: { cookie } };
  return runLoad("GET /api/crm/companies", spec, LOAD_CORE);
}

/** The list's queries in the database alone: the server is stopped first (the data directory is its). */
async function stopAndTimeDbAlone(): Promise<DbAloneResult[]> {
  await new Promise<void>((resolve) => {
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });
  return crmListDbAlone(path.join(dataDir, "pglite"));
}

if (flag("crm-list-only")) {
  console.log("Load: CRM companies (10,000)…");
  const listLoad = await crmListLoad();
  console.log(`\n${formatCrmListTable(listLoad, await stopAndTimeDbAlone())}`);
  process.exit(0);
}

const lighthouse: Array<{ path: string; preset: Preset } & LighthouseResult> = [];
const load: LoadResult[] = [];
let weights: PageWeight[] = [];
let reference: LoadResult | undefined;
let crmList: LoadResult | undefined;
let crmListAlone: DbAloneResult[] = [];
let board: Awaited<ReturnType<typeof benchBoard>> | undefined;
let dashboardSearch: Awaited<ReturnType<typeof benchDashboardSearch>> | undefined;
let reports: Awaited<ReturnType<typeof benchReports>> | undefined;
try {
  if (reportQueries) {
    const cookie = (await staffCookie(base, staff)).join("=");
    reports = await benchReports(base, cookie, reportQueries, { companies: 10_000, deals: reportDeals });
  }
  if (!flag("skip-board")) board = await benchBoard(base, staff);
  if (!flag("skip-dashboard-search")) dashboardSearch = await benchDashboardSearch(base, staff);
  if (!flag("skip-weights")) {
    console.log("JavaScript per page (every public page in every language, and the staff dashboard)…");
    weights = await pageWeights(base, staff);
  }

  if (!flag("skip-lighthouse")) {
    for (const target of lighthouseTargets()) {
      process.stdout.write(`Lighthouse ${target.preset} ${target.path}… `);
      const result = await medianLighthouse(base + target.path, target.preset, runs);
      console.log(`perf ${result.performance}, LCP ${Math.round(result.lcpMs)} ms`);
      lighthouse.push({ ...target, ...result });
    }
  }

  if (!flag("skip-load")) {
    const common = { duration, connections: 50 };
    console.log("Load: home page…");
    load.push(await runLoad("GET / (home)", { ...common, url: `${base}/` }, LOAD_CORE));
    console.log("Load: article…");
    load.push(await runLoad(`GET ${articlePath}`, { ...common, url: base + articlePath }, LOAD_CORE));
    console.log("Load: contact form…");
    load.push(
      await runLoad(
        "POST /api/contact",
        {
          ...common,
          url: `${base}/api/contact`,
          method: "POST",
          headers: { "content-type": "application/json", origin: base },
          body: JSON.stringify(await contactPayload()),
          varyAddress: true,
        },
        LOAD_CORE,
      ),
    );
    console.log("Load: CRM companies (10,000)…");
    crmList = await crmListLoad();
    const nginx = await startNginx(path.resolve(buildDir, "client"), NGINX_PORT, SERVER_CORE);
    if (nginx) {
      console.log("Load: nginx reference…");
      reference = await runLoad(
        "nginx GET / (reference)",
        { ...common, url: `http://127.0.0.1:${NGINX_PORT}/` },
        LOAD_CORE,
      );
      nginx.kill();
    } else {
      console.log("nginx is not available (install the Debian package nginx-light): no reference row.");
    }
  }
  if (crmList) crmListAlone = await stopAndTimeDbAlone();
} finally {
  server.kill("SIGTERM");
}

const framework = frameworkBytes(path.join(buildDir, "client"));
const instances = flag("skip-load") || flag("skip-instances") ? [] : await runInstances();
const blind = blindEvaluation();
const industry = flag("skip-industry") ? [] : industryBenchmark(blind);
const search = flag("skip-search") ? [] : await runSearchBench();
const results = {
  date: new Date().toISOString(),
  runs,
  full,
  lighthouse,
  weights,
  framework,
  load,
  reference,
  industry,
  search,
  board,
  instances,
  dashboardSearch,
  crmList: crmList ? { load: crmList, databaseAlone: crmListAlone } : undefined,
  reports,
};
writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
printTables(results);
printBoard(board);
printReports(reports);
if (instances.length) console.log(`\n${formatInstancesTable(instances)}`);
printDashboardSearch(dashboardSearch);
if (crmList) console.log(`\n${formatCrmListTable(crmList, crmListAlone)}`);
if (industry.length) console.log(`\n${formatIndustryTable(industry, blind)}`);
if (search.length) console.log(`\n${formatSearchTable(search)}`);

/** A valid contact-form submission, as the form sends it. */
async function contactPayload(): Promise<Record<string, unknown>> {
  const { benchContactPayload } = await import("./contact-payload");
  return benchContactPayload();
}
