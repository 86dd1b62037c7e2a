// The CRM search at scale: 100,000 companies and 150,000 contacts (Serbian in both scripts, Arabic,
// English), searched in-process the way /api/crm/search does, one query at a time (one user).
// Run alone with `npm run bench -- --search-only`; part of every `npm run bench`.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { crmSearchQuerySchema } from "#core/domain/crm-search";
import { searchCrm } from "../server/crm/search/search-crm";
import { type Database, openDatabase } from "../server/db/client";
import { rowsOf } from "../server/db/rows";

export interface SearchBenchResult {
  db: string;
  companies: number;
  contacts: number;
  queries: number;
  p50: number;
  p95: number;
  max: number;
  slowest: string;
  /** This process's CPU time per search (PGlite runs in it), p95: what the search costs without waiting for a core. */
  cpuP95: number;
  /** The machine's 1-minute load average when the run ended (2 cores shared with other work here). */
  load: number;
}

const QUERIES = [
  "kovacevic",
  "Djordjevic",
  "Sumadija",
  "Niš",
  "Ниш",
  "петровић",
  "zivkovic pekara",
  "الراجحي",
  "شركه جرير",
  "للتجاره",
  "jelena",
  "marko.ilic",
  "063 000 1234",
  "+381 64 001 2345",
  "00381 65 0099",
  "tender",
  "atlas 4242",
  "ko",
  "ш",
  "no such name anywhere",
];

/**
 * Seeds the database with SQL (generate_series). The search's indexes are dropped first and built again
 * afterwards, as one would for any bulk load: building them once is far quicker than row by row.
 */
export async function seedSearchData(database: Database, companies: number, contacts: number) {
  const indexes = rowsOf<{ indexname: string; indexdef: string }>(
    await database.db.execute(sql`
      select indexname, indexdef from pg_indexes
       where tablename in ('companies', 'contacts') and (indexname like '%fold%' or indexname like '%trgm%')`),
  );
  for (const index of indexes) await database.db.execute(sql.raw(`drop index ${index.indexname}`));
  await database.db.execute(sql`
    insert into companies (name, industry, stage, next_action, notes, website)
    select case n % 20
             when 0 then 'Atlas Trading ' || n
             when 1 then 'Horizon Foods ' || n
             when 2 then 'شركة ' || (array['الراجحي','المراعي','جرير','العثيم','السديري'])[1 + n % 5] || ' ' || (array['للتجارة','القابضة','للمقاولات'])[1 + n % 3] || ' ' || n
             when 3 then 'مؤسسة ' || (array['الحربي','القحطاني','العتيبي','الدوسري'])[1 + n % 4] || ' ' || n
             when 4 then 'شركة ' || (array['أبناء','آل','إخوان'])[1 + n % 3] || ' ' || (array['الرشيد','الفيصل','النهدي'])[1 + n % 3] || ' ' || n
             when 5 then (array['Ковачевић','Ђорђевић','Петровић','Јовановић','Живковић'])[1 + n % 5] || ' ' || (array['доо','Ниш','Шумадија','Пекара'])[1 + n % 4] || ' ' || n
             when 6 then (array['Ковачевић','Ђорђевић','Петровић','Јовановић','Живковић'])[1 + n % 5] || ' ' || (array['Трговина','Градња'])[1 + n % 2] || ' ' || n
             else (array['Kovačević','Đorđević','Petrović','Jovanović','Nikolić','Marković','Živković','Stojanović','Ilić','Šarić','Popović','Lukić','Mitrović'])[1 + n % 13]
                  || ' ' || (array['d.o.o.','Trade','Pekara','Gradnja','Transport','Šumadija','Niš','Beograd','Agro','Pharm','Logistika'])[1 + n % 11] || ' ' || n
           end,
           (array['FMCG','Technology','Government','Real Estate'])[1 + n % 4],
           (array['lead','qualified','proposal','negotiation','won','lost'])[1 + n % 6],
           case when n % 3 = 0 then 'Call about the tender ' || n else 'Send the proposal' end,
           case when n % 4 = 0 then 'Met at the fair; interested in a tracker for the region of ' || (array['Šumadija','Vojvodina','Najd','Hejaz'])[1 + n % 4] end,
           'https://company' || n || '.example'
      from generate_series(1, ${companies}) as n`);
  await database.db.execute(sql`
    insert into contacts (company_id, name, email, phone, position)
    select 1 + (n * 7919) % ${companies},
           (array['Jelena','Marko','Ana','Nikola','Милош','Јелена','محمد','أحمد','فاطمة','Sarah','Omar'])[1 + n % 11] || ' '
             || (array['Kovačević','Ilić','Petrović','Ђорђевић','Живковић','العتيبي','القحطاني','Smith'])[1 + (n / 11) % 8],
           (array['jelena','marko','ana','nikola','milos','mohammed','ahmed','sarah'])[1 + n % 8] || '.'
             || (array['kovacevic','ilic','petrovic','djordjevic','zivkovic','otaibi','qahtani','smith'])[1 + (n / 11) % 8] || n || '@example.com',
           case when n % 2 = 0 then '+381 6' || (n % 10) || ' ' || lpad(n::text, 7, '0')
                else '+966 5' || (n % 10) || ' ' || lpad(n::text, 7, '0') end,
           (array['Marketing director','CEO','Brand manager','مدير التسويق','директор'])[1 + n % 5]
      from generate_series(1, ${contacts}) as n`);
  for (const index of indexes) await database.db.execute(sql.raw(index.indexdef));
  await database.db.execute(sql`analyze`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function searchBenchmark(
  options: { companies?: number; contacts?: number; rounds?: number; databaseUrl?: string } = {},
): Promise<SearchBenchResult> {
  const companies = options.companies ?? 100_000;
  const contacts = options.contacts ?? 150_000;
  const rounds = options.rounds ?? 10;
  const dir = mkdtempSync(path.join(tmpdir(), "potentia-search-bench-"));
  const database = options.databaseUrl
    ? await openDatabase({ databaseUrl: options.databaseUrl, max: 4 })
    : await openDatabase({ dataDir: dir });
  try {
    const seeding = performance.now();
    await seedSearchData(database, companies, contacts);
    console.log(`  seeded in ${Math.round((performance.now() - seeding) / 1000)} s`);
    const timings: { q: string; ms: number; cpu: number }[] = [];
    for (const q of QUERIES) await searchCrm(database.db, crmSearchQuerySchema.parse({ q })); // warm up
    for (let round = 0; round < rounds; round++) {
      for (const q of QUERIES) {
        const started = performance.now();
        const cpu = process.cpuUsage();
        await searchCrm(database.db, crmSearchQuerySchema.parse({ q }));
        const used = process.cpuUsage(cpu);
        timings.push({ q, ms: performance.now() - started, cpu: (used.user + used.system) / 1000 });
      }
    }
    const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
    const slowest = timings.reduce((a, b) => (b.ms > a.ms ? b : a));
    const cpuSorted = timings.map((t) => t.cpu).sort((a, b) => a - b);
    return {
      db: database.kind,
      companies,
      contacts,
      queries: timings.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: slowest.ms,
      slowest: slowest.q,
      cpuP95: percentile(cpuSorted, 95),
      load: loadavg()[0] ?? 0,
    };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function formatSearchTable(results: SearchBenchResult[]): string {
  const lines = [
    "| CRM search | companies | contacts | queries | p50 ms | p95 ms | max ms (query) | CPU p95 ms | load |",
    "| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |",
    ...results.map(
      (r) =>
        `| ${r.db} | ${r.companies.toLocaleString("en")} | ${r.contacts.toLocaleString("en")} | ${r.queries} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} (${r.slowest}) | ${r.db === "pglite" ? r.cpuP95.toFixed(1) : "–"} | ${r.load.toFixed(1)} |`,
    ),
  ];
  return lines.join("\n");
}
