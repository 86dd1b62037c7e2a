// The CRM company list (GET /api/crm/companies, 10,000 companies) on PostgreSQL with one instance and with two
// behind nginx (docs/deploy/'s proxy settings), in the same run: `npm run bench -- --instances-only`, and part
// of every `npm run bench` unless --skip-instances. PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (a
// database of its own is made and dropped there), else a throwaway cluster (Debian's postgresql package).
import { startCluster } from "../server/test/cluster";
import { startNginxProxy } from "../server/test/nginx-proxy";
import { createThrowawayPostgres, freePort, postgresBin } from "../server/test/throwaway-postgres";
import { type LoadResult, runLoad } from "./load";
import { seedBenchData } from "./seed";
import { table } from "./table";

export async function instancesBenchmark(options: { duration: number; loadCore: number }) {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const bin = given ? undefined : postgresBin();
  if (!given && !bin) {
    console.log(
      "One and two instances: no PostgreSQL (set BENCH_DATABASE_URL or install postgresql): skipped.",
    );
    return [];
  }
  const cluster = given ? undefined : await createThrowawayPostgres(bin ?? "");
  const instances = await startCluster({
    adminUrl: given ?? cluster?.url ?? "",
    count: 2,
    env: { LOG_LEVEL: "warn", PUBLIC_URL: "https://potentia-research.com" },
  });
  const single = await startNginxProxy({
    port: await freePort(),
    upstreamPorts: [Number(new URL(instances.instances[0]?.base ?? "").port)],
  });
  try {
    console.log("One and two instances: seeding 10,000 companies on PostgreSQL…");
    const staff = await seedBenchData({ databaseUrl: instances.databaseUrl, max: 2 }, 10_000);
    const login = await fetch(`${instances.proxy.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(staff),
    });
    const cookie = /^([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1] ?? "";
    const targets = [
      ["1 instance, direct", instances.instances[0]?.base ?? ""],
      ["1 instance behind nginx", single.url],
      ["2 instances behind nginx", instances.proxy.url],
    ] as const;
    const results: LoadResult[] = [];
    for (const [name, base] of targets) {
      console.log(`Load: GET /api/crm/companies, ${name}…`);
      const spec = { url: `${base}/api/crm/companies`, headers: { cookie }, duration: options.duration };
      results.push(await runLoad(name, { ...spec, connections: 50 }, options.loadCore));
    }
    return results;
  } finally {
    await single.stop();
    await instances.close();
    cluster?.remove();
  }
}

export function formatInstancesTable(results: LoadResult[]): string {
  return [
    "GET /api/crm/companies on PostgreSQL, one and two instances in the same run (10,000 companies;",
    "autocannon, 50 connections, pinned to one core; the instances, nginx and PostgreSQL not pinned)\n",
    table(
      ["instances", "req/s", "p50 ms", "p99 ms", "errors"],
      results.map((r) => [r.name, Math.round(r.rps), r.p50, r.p99, r.errors]),
    ),
  ].join("\n");
}
