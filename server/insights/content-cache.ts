import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import { chosenEncoding } from "./shared-document";

type VersionRow = { stamp: string | null; next_due: string | Date | null };

/** The published content's version: it changes with every write (and delete) and when a scheduled text comes due. */
export interface ContentVersion {
  /** Each content table's last change and row count. */
  stamp: string;
  /** The next scheduled publication still to come (ms since the epoch), if any. */
  nextDue: number | undefined;
}

/**
 * The tables the public pages are made from (decision 030): a write to any of them sets its `updated_at`, and
 * the pages made from them are rendered again. A table added here needs an `updated_at` column.
 */
export const CONTENT_TABLES = [
  "insights",
  "insight_texts",
  "case_studies",
  "case_study_texts",
  "leaders",
  "leader_texts",
] as const;

/**
 * One cheap query: each content table's latest updated_at and row count (a delete changes the count), and the
 * next due publish_at.
 */
export async function readContentVersion(db: Db, now: Date): Promise<ContentVersion> {
  const stamps = sql.join(
    CONTENT_TABLES.map(
      (table) =>
        sql`(select coalesce(extract(epoch from max(updated_at))::text, '-') || '/' || count(*) from ${sql.identifier(table)})`,
    ),
    sql` || ' ' || `,
  );
  const result = await db.execute(sql`
    select ${stamps} as stamp,
           (select min(publish_at) from insight_texts where status = 'published' and publish_at > ${now.toISOString()}::timestamptz) as next_due`);
  const [row = { stamp: null, next_due: null }] = rowsOf<VersionRow>(result);
  const time = (value: string | Date | null) => (value === null ? undefined : new Date(value).getTime());
  return { stamp: row.stamp ?? "", nextDue: time(row.next_due) };
}

interface Stored {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

export interface ContentCache {
  /** The answer for `key`: from this instance's cache while the content is unchanged, else `render`'s (kept when 200). */
  answer(key: string, render: () => Promise<Response>): Promise<Response>;
}

/**
 * The rendered answers of the pages and feeds made from published content, per instance (decision 030). Before
 * answering, the content's version is read at most every `checkEveryMs` (and at once when a scheduled text
 * has come due); a new version drops every entry, so a publication is live on every instance within seconds.
 */
export function createContentCache(
  db: Db,
  now: () => Date,
  options: { checkEveryMs?: number; maxEntries?: number } = {},
): ContentCache {
  const checkEveryMs = options.checkEveryMs ?? 2000;
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, Stored>();
  let version: string | undefined;
  let nextDue: number | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let generation = 0;
  let checking: Promise<void> | undefined;

  async function check(): Promise<void> {
    const due = nextDue !== undefined && now().getTime() >= nextDue;
    if (!due && performance.now() - checkedAt < checkEveryMs) return;
    checking ??= readContentVersion(db, now())
      .then((read) => {
        checkedAt = performance.now();
        if (read.stamp !== version || due) {
          version = read.stamp;
          entries.clear();
          generation += 1;
        }
        nextDue = read.nextDue;
      })
      .finally(() => {
        checking = undefined;
      });
    await checking;
  }

  const toResponse = (stored: Stored) =>
    new Response(stored.body.byteLength > 0 ? stored.body : null, {
      status: stored.status,
      headers: stored.headers,
    });

  return {
    async answer(key, render) {
      await check();
      const hit = entries.get(key);
      if (hit) return toResponse(hit);
      const rendered = generation;
      const response = await render();
      if (response.status !== 200) return response;
      const stored: Stored = {
        status: response.status,
        headers: [...response.headers],
        body: await response.arrayBuffer(),
      };
      if (rendered === generation) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(key, stored);
      }
      return toResponse(stored);
    },
  };
}

/** The cache key of a request: its URL, the encoding its answer is sent in and the page's variant (a notice), if any. */
export function contentCacheKey(request: Request, variant?: string): string {
  const encoding = chosenEncoding(request.headers.get("accept-encoding") ?? undefined);
  const url = new URL(request.url);
  return `${url.pathname}${url.search} ${encoding} ${request.method === "HEAD" ? "HEAD" : "GET"} ${variant ?? ""}`;
}
