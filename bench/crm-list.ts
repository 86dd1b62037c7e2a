// The CRM company list under load (GET /api/crm/companies, 50 connections) beside the same queries timed in
// the database alone, on the embedded database with the bench's 10,000 companies and their deals:
// `npm run bench -- --crm-list-only`, and part of every `npm run bench` unless --skip-load.
import { createPglite } from "../server/db/pglite";
import type { LoadResult } from "./load";
import { table } from "./table";

export interface DbAloneResult {
  name: string;
  p50: number;
  p99: number;
}

/** What one GET /api/crm/companies asks the database (the first page by name, in English). */
const QUERIES: Array<[string, string]> = [
  [
    "session",
    `select u.id, u.username, s.expires_at, s.created_at from sessions s
     join staff_users u on u.id = s.user_id where s.id_hash = 'x' and s.expires_at > now() and u.active limit 1`,
  ],
  [
    "page of 60 by name",
    `select * from companies where deleted_at is null order by name collate crm_name_en, id limit 60 offset 0`,
  ],
  ["stage counts", `select stage, n from crm_company_counts`],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * The list's queries one after another in PGlite itself (no HTTP, no server code): the database's own time
 * per request, and so the most requests a second one core could answer if nothing else ran.
 */
export async function crmListDbAlone(pgliteDir: string, rounds = 300): Promise<DbAloneResult[]> {
  const pg = createPglite(pgliteDir);
  await pg.waitReady;
  try {
    const times = QUERIES.map(() => [] as number[]);
    const totals: number[] = [];
    for (let round = 0; round < rounds + 20; round++) {
      let total = 0;
      for (const [i, [, query]] of QUERIES.entries()) {
        const started = performance.now();
        await pg.query(query);
        const took = performance.now() - started;
        total += took;
        if (round >= 20) times[i]?.push(took);
      }
      if (round >= 20) totals.push(total);
    }
    const result = (name: string, values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { name, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
    };
    return [...QUERIES.map(([name], i) => result(name, times[i] ?? [])), result("all three", totals)];
  } finally {
    await pg.close();
  }
}

export function formatCrmListTable(load: LoadResult | undefined, alone: DbAloneResult[]): string {
  const ms = (n: number) => n.toFixed(2);
  const lines = [
    "GET /api/crm/companies, embedded database, 10,000 companies (targets: >= 300 requests/s at 50",
    "connections, p99 <= 500 ms), beside its queries timed in the database alone (one after another)\n",
  ];
  if (load) {
    lines.push(
      table(
        ["load", "requests/s", "p50 ms", "p99 ms", "errors"],
        [[load.name, Math.round(load.rps), load.p50, load.p99, load.errors]],
      ),
      "",
    );
  }
  const all = alone.find((a) => a.name === "all three");
  lines.push(
    table(
      ["database alone", "p50 ms", "p99 ms"],
      alone.map((a) => [a.name, ms(a.p50), ms(a.p99)]),
    ),
  );
  if (all && all.p50 > 0) {
    lines.push(
      `\nThe database alone answers at most ${Math.round(1000 / all.p50)} such requests/s on one core.`,
    );
  }
  return lines.join("\n");
}
