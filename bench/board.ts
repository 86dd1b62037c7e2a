// The pipeline board with 10,000 companies and 30,000 deals (issues 13, 28): time to the first column in Chromium, and the
// latency of one user's column requests. Run by bench/run.ts (`npm run bench -- --skip-lighthouse
// --skip-load --skip-industry` runs little else). Budgets: first column < 300 ms, list request p95 < 50 ms.
import { chromium } from "@playwright/test";
import { sql } from "drizzle-orm";
import { DEAL_STAGES } from "#core/domain/deals";
import { openDatabase } from "../server/db/client";
import { createStaffUser } from "../server/test/staff";

export interface BoardBenchResult {
  companies: number;
  deals: number;
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
/** The column requests cycle through no filter and the board's filters (the URL's). */
const FILTERS = ["", "&mine=1", "&currency=EUR", "&close=quarter", "&industry=fmcg", "&close=overdue"];
const REQUESTS = 300;

/** Staff accounts that own the bench's deals besides the signed-in one. */
const OWNERS = ["bench", "amal", "marko", "sara"];

/**
 * Three deals per company (30,000 for 10,000 companies), spread over the six deal stages, four owners,
 * the four currencies (some without an amount, some with their own probability) and expected closes from
 * three months back to six ahead; lost ones with a reason, closed ones with a day; rates for two currencies.
 */
export async function seedBoardData(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  for (const owner of OWNERS.slice(1)) await createStaffUser(database.db, owner);
  // A well-mixed whole number from a deal's company, number and purpose: no two columns follow each other.
  await database.db.execute(sql`
    create function pg_temp.h(c integer, n integer, what text) returns integer
    language sql immutable as $$ select hashtext(c || ':' || n || ':' || what) & 2147483647 $$`);
  await database.db.execute(sql`
    insert into projects (company_id, name, deal_value, currency, stage, deal_stage, probability, owner,
                          expected_close, updated_at)
    select c.id, 'Deal ' || c.id || '-' || n,
           case when pg_temp.h(c.id, n, 'value') % 11 = 0 then null else pg_temp.h(c.id, n, 'value') % 97 * 1000 + 500 end,
           (array['SAR','EUR','RSD','USD'])[1 + pg_temp.h(c.id, n, 'currency') % 4],
           'proposal',
           (array['lead','qualified','proposal','negotiation','won','lost'])[1 + pg_temp.h(c.id, n, 'stage') % 6],
           case when pg_temp.h(c.id, n, 'own') % 5 = 0 then pg_temp.h(c.id, n, 'probability') % 101 end,
           (array[${sql.raw(OWNERS.map((o) => `'${o}'`).join(","))}])[1 + pg_temp.h(c.id, n, 'owner') % ${OWNERS.length}],
           date '2026-11-01' + (pg_temp.h(c.id, n, 'close') % 270 - 90),
           now() - make_interval(mins => pg_temp.h(c.id, n, 'changed') % 100000)
    from companies c cross join generate_series(1, 3) n`);
  await database.db.execute(sql`
    update projects set
      stage = case deal_stage when 'won' then 'active' when 'lost' then 'cancelled'
                              when 'negotiation' then 'negotiation' else 'proposal' end,
      closed_on = case when deal_stage in ('won', 'lost') then date '2026-10-15' end,
      lost_reason = case when deal_stage = 'lost' then 'price' end`);
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
    const stage = DEAL_STAGES[i % DEAL_STAGES.length];
    return `${base}/api/crm/pipeline/columns/${stage}?offset=${(i % 5) * 20}${FILTERS[i % FILTERS.length]}`;
  });
  await timeRequests(urls.slice(0, 20), cookie); // warm up
  const list = await timeRequests(urls, cookie);
  const summary = await timeRequests(
    Array.from({ length: 50 }, (_, i) => `${base}/api/crm/pipeline/summary?${FILTERS[i % FILTERS.length]}`),
    cookie,
  );

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
    deals: 30_000,
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
  console.log(
    `\nPipeline board, ${result.companies.toLocaleString("en")} companies, ${result.deals.toLocaleString("en")} deals`,
  );
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
