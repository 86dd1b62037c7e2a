import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { runCommand } from "../test/commands";
import { type RunningServer, runServer } from "../test/server-runner";
import { createThrowawayPostgres, postgresBin, type ThrowawayPostgres } from "../test/throwaway-postgres";

/**
 * PostgreSQL killed (as a crash would) while requests are writing, then started again: the server lives
 * on, answers 503 meanwhile (JSON, and /api/health says so), loses no acknowledged write and recovers
 * without a restart, within 5 s of the database's return.
 */
const bin = postgresBin();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!bin || process.env.TEST_DATABASE_URL)("a PostgreSQL outage under write load", () => {
  let cluster: ThrowawayPostgres | undefined;
  let server: RunningServer | undefined;
  afterAll(async () => {
    if (server && server.child.exitCode !== null) {
      console.error(
        server
          .output()
          .split("\n")
          .filter((line) => !line.includes('"level":30'))
          .slice(-40)
          .join("\n"),
      );
    }
    await server?.stop();
    cluster?.remove();
  });

  it("is survived: 503 during it, every acknowledged write kept, recovered within 5 s", async () => {
    cluster = await createThrowawayPostgres(bin ?? "");
    server = await runServer({ env: { DATABASE_URL: cluster.url, TRUST_PROXY: "true" } });
    const base = server.base;
    const pid = server.child.pid;
    const added = await runCommand("staff", ["add", "ana"], {
      env: { DATABASE_URL: cluster.url },
      input: "Harbor-Velvet-Compass-31\n",
    });
    expect(added.code, added.stderr).toBe(0);
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "ana", password: "Harbor-Velvet-Compass-31" }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]?.split(";")[0] ?? "";

    const acknowledged: string[] = [];
    const statuses: Record<number, number> = {};
    const unavailableBodies = new Set<string>();
    let failures = 0;
    let sent = 0;
    let running = true;
    const worker = async (w: number) => {
      while (running) {
        const i = sent++;
        const email = `load${i}@example.com`;
        try {
          const res = await fetch(`${base}/api/contact`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "accept-language": "sr",
              "x-forwarded-for": `10.${w}.${(i >> 8) & 255}.${i & 255}`,
            },
            body: JSON.stringify({ name: "Load", email, message: "Under load", elapsedMs: 8000 }),
            signal: AbortSignal.timeout(15_000),
          });
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          const body = await res.text();
          if (res.status === 201) acknowledged.push(email);
          if (res.status === 503) unavailableBodies.add(body);
        } catch {
          failures++;
        }
      }
    };
    const workers = [1, 2, 3, 4, 5, 6].map(worker);
    const health = async () => {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };

    await sleep(1500);
    const before = acknowledged.length;
    expect(before).toBeGreaterThan(0);
    cluster.kill();
    const killed = performance.now();
    await sleep(2500);
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: "unavailable", db: "postgres" });
    expect(server.child.exitCode).toBeNull();

    cluster.start();
    const back = performance.now();
    const outageMs = back - killed;
    let recoveredMs = Number.POSITIVE_INFINITY;
    while (performance.now() - back < 15_000) {
      if ((await health()).status === 200) {
        recoveredMs = performance.now() - back;
        break;
      }
      await sleep(50);
    }
    const ackAtReturn = acknowledged.length;
    await sleep(1500);
    running = false;
    await Promise.all(workers);
    console.info(
      `outage test: ${sent} requests, statuses ${JSON.stringify(statuses)}, network failures ${failures}, ` +
        `recovered ${Math.round(recoveredMs)} ms after PostgreSQL was back`,
    );

    expect(recoveredMs).toBeLessThan(5000);
    // The session opened before the outage is still valid after it.
    const session = await (await fetch(`${base}/api/auth/session`, { headers: { cookie } })).json();
    expect(session).toMatchObject({ session: { username: "ana" } });
    expect(acknowledged.length).toBeGreaterThan(ackAtReturn);
    expect(server.child.exitCode).toBeNull();
    expect(server.child.pid).toBe(pid);
    expect(failures).toBe(0);
    expect(statuses[500] ?? 0).toBe(0);
    expect(statuses[503] ?? 0).toBeGreaterThan(0);
    for (const body of unavailableBodies) {
      expect(JSON.parse(body)).toEqual({
        error: {
          code: "unavailable",
          message: "База података тренутно није доступна. Покушајте поново за неколико тренутака.",
        },
      });
    }

    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const stored = await client.query<{ email: string }>("select email from contact_messages");
    await client.end();
    const kept = new Set(stored.rows.map((row) => row.email));
    expect(acknowledged.filter((email) => !kept.has(email))).toEqual([]);
    expect(server.output()).not.toMatch(/TypeError|uncaught/i);
    // Hundreds of failed requests, but one warning per 5 s of outage (the first at once), each with its count.
    const warnings = server
      .output()
      .split("\n")
      .filter((line) => line.includes('"msg":"database unavailable"'))
      .map((line) => JSON.parse(line) as { failures: number });
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.length).toBeLessThanOrEqual(Math.ceil((outageMs + recoveredMs) / 5000) + 1);
    expect(warnings.reduce((sum, line) => sum + line.failures, 0)).toBeLessThanOrEqual(statuses[503] ?? 0);
  }, 120_000);
});
