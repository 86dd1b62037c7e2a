// The pipeline board with 10,000 companies (issue 13): time to the first column in Chromium, and the
// latency of one user's column requests. Run by bench/run.ts (`npm run bench -- --skip-lighthouse
// --skip-load --skip-industry` runs little else). Budgets: first column < 300 ms, list request p95 < 50 ms.
import { chromium } from "@playwright/test";
import { sql } from "drizzle-orm";
import { COMPANY_STAGES } from "#core/domain/crm";
import { openDatabase } from "../server/db/client";

export interface BoardBenchResult {
  companies: number;
  /** From a click on "Board" (the cards page already shown) to the first column's cards on screen. */
  firstColumnMs: number[];
  firstColumnMedianMs: number;
  /** From navigation start of /crm, the board remembered as the view, to the first column's cards. */
  coldFirstColumnMs: number[];
  coldFirstColumnMedianMs: number;
  listRequests: number;
  listP50Ms: number;
  listP95Ms: number;
  summaryP95Ms: number;
}

const RUNS = 5;
const REQUESTS = 300;

/** One project per company (a deal in one of the four currencies, some cancelled), and rates for two. */
export async function seedBoardData(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  await database.db.execute(sql`
    insert into projects (company_id, name, deal_value, currency, stage)
    select id, 'Deal ' || id, (id % 97) * 1000 + 500,
           (array['SAR','EUR','RSD','USD'])[1 + id % 4],
           (array['proposal','negotiation','active','cancelled'])[1 + id % 4]
    from companies`);
  await database.db.execute(sql`
    insert into currency_rates (currency, rate_to_sar, rate_date)
    values ('EUR', 4.05, '2026-11-01'), ('USD', 3.75, '2026-11-01')`);
  await database.close();
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (n: number) => Math.round(n * 10) / 10;

async function timeRequests(urls: string[], cookie: string): Promise<number[]> {
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/** Signs in as the bench's staff member: the session cookie's name and value, for a browser context. */
export async function staffCookie(base: string, staff: { username: string; password: string }) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(staff),
  });
  const cookie = /^([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1] ?? "";
  return cookie.split("=");
}

export async function benchBoard(
  base: string,
  staff: { username: string; password: string },
): Promise<BoardBenchResult> {
  const [name, value] = await staffCookie(base, staff);
  const cookie = `${name}=${value}`;

  // One user, one request at a time: each column's first pages, in turn.
  const urls = Array.from({ length: REQUESTS }, (_, i) => {
    const stage = COMPANY_STAGES[i % COMPANY_STAGES.length];
    return `${base}/api/crm/pipeline/columns/${stage}?offset=${(i % 5) * 20}`;
  });
  await timeRequests(urls.slice(0, 20), cookie); // warm up
  const list = await timeRequests(urls, cookie);
  const summary = await timeRequests(Array(50).fill(`${base}/api/crm/pipeline/summary`), cookie);

  // In the browser: from navigation start to the first card of a column on the screen.
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const firstColumnMs: number[] = [];
  const coldFirstColumnMs: number[] = [];
  try {
    for (let run = 0; run <= RUNS; run++) {
      for (const view of ["cards", "board"] as const) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.addCookies([{ name: name ?? "", value: value ?? "", url: base }]);
        await context.addInitScript(
          ({ user, view }) => {
            window.localStorage.setItem(`crm.view.${user}`, view);
            new MutationObserver((_, observer) => {
              if (document.querySelector("section[data-stage] article")) {
                (window as unknown as { firstColumn: number }).firstColumn = performance.now();
                observer.disconnect();
              }
            }).observe(document, { childList: true, subtree: true });
          },
          { user: staff.username, view },
        );
        const page = await context.newPage();
        await page.goto(`${base}/crm`);
        let started = 0;
        if (view === "cards") {
          await page.waitForSelector("ul article", { timeout: 30_000 });
          started = await page.evaluate(() => {
            const board = [...document.querySelectorAll("button[aria-pressed]")].find(
              (b) => b.textContent === "Board",
            ) as HTMLButtonElement;
            const at = performance.now();
            board.click();
            return at;
          });
        }
        await page.waitForSelector("section[data-stage] article", { timeout: 30_000 });
        const at = await page.evaluate(() => (window as unknown as { firstColumn: number }).firstColumn);
        // The first round warms the server's caches.
        if (run > 0) (view === "cards" ? firstColumnMs : coldFirstColumnMs).push(round(at - started));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return {
    companies: 10_000,
    firstColumnMs,
    firstColumnMedianMs: percentile(firstColumnMs, 50),
    coldFirstColumnMs,
    coldFirstColumnMedianMs: percentile(coldFirstColumnMs, 50),
    listRequests: list.length,
    listP50Ms: round(percentile(list, 50)),
    listP95Ms: round(percentile(list, 95)),
    summaryP95Ms: round(percentile(summary, 95)),
  };
}

export function printBoard(result: BoardBenchResult | undefined): void {
  if (!result) return;
  const ok = (value: number, budget: number) => (value < budget ? "ok" : "OVER BUDGET");
  console.log(`\nPipeline board, ${result.companies.toLocaleString("en")} companies`);
  console.log(
    `  time to first column after clicking Board (median of ${result.firstColumnMs.length}): ${result.firstColumnMedianMs} ms` +
      ` [${result.firstColumnMs.join(", ")}] budget 300 ms: ${ok(result.firstColumnMedianMs, 300)}`,
  );
  console.log(
    `  first column on opening /crm with the board remembered (from navigation start, median): ` +
      `${result.coldFirstColumnMedianMs} ms [${result.coldFirstColumnMs.join(", ")}]`,
  );
  console.log(
    `  column request, one user, ${result.listRequests} requests: p50 ${result.listP50Ms} ms, p95 ${result.listP95Ms} ms` +
      ` budget 50 ms: ${ok(result.listP95Ms, 50)}`,
  );
  console.log(`  summary request p95: ${result.summaryP95Ms} ms`);
}
