import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtpServer } from "../mail/test-smtp-server";
import { type Cluster, startCluster } from "../test/cluster";
import { runCommand } from "../test/commands";
import { checkSiteConfig, nginxInstalled } from "../test/nginx-proxy";

/**
 * Two server processes on one PostgreSQL behind nginx, configured with the files a real host uses
 * (docs/deploy/: the upstream and proxy settings, the systemd unit's environment). Runs on the PostgreSQL
 * pass of the tests (TEST_DATABASE_URL), in a database of its own that the instances migrate as they start.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = "Harbor-Velvet-Compass-31";
const journal = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../drizzle/meta/_journal.json"), "utf8"),
) as { entries: unknown[] };

/** Waits (bounded) until `done`, doing `meanwhile` (by default, 50 ms of nothing) between looks. */
async function waitUntil(
  done: () => boolean,
  timeoutMs = 20_000,
  meanwhile = () => new Promise((resolve) => setTimeout(resolve, 50)),
) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await meanwhile();
  }
}

describe.skipIf(!adminUrl || !nginxInstalled())("two instances behind nginx (docs/deploy)", () => {
  let cluster: Cluster;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let db: pg.Client;
  let proxy = "";
  let a = "";
  let b = "";
  /**
   * A request; one with a body is a JSON POST from a page on the proxy's address (its Origin is accepted
   * only through the forwarded host, PUBLIC_URL being another).
   */
  const send = (
    base: string,
    pathname: string,
    init: { body?: unknown; headers?: Record<string, string>; method?: string } = {},
  ) =>
    fetch(`${base}${pathname}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: {
        ...(init.body === undefined ? {} : { "content-type": "application/json", origin: proxy }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(20_000),
    });
  /** What nginx adds for a client at `ip`, for a request sent to one instance directly. */
  const viaProxy = (ip: string, proto = "http") => ({
    "x-forwarded-for": ip,
    "x-forwarded-proto": proto,
    "x-forwarded-host": new URL(proxy).host,
  });
  const logIn = async (base: string, headers: Record<string, string> = {}) => {
    const res = await send(base, "/api/auth/login", {
      body: { username: "ana", password: PASSWORD },
      headers,
    });
    expect(res.status).toBe(200);
    return res.headers.getSetCookie()[0] ?? "";
  };
  const cookieOf = (setCookie: string) => setCookie.split(";")[0] ?? "";
  /** How many API requests for `pathname` each instance has logged (it logs one line per API request). */
  const served = (pathname: string) =>
    cluster.instances.map((instance) => instance.output().split(`"path":"${pathname}"`).length - 1);
  const contact = (marker: string, email = `${marker.replace(/\W+/g, "-")}@example.com`) => ({
    name: "Proxy Visitor",
    email,
    message: `Checking the proxy: ${marker}.`,
    elapsedMs: 15_000,
  });

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    cluster = await startCluster({
      adminUrl: adminUrl ?? "",
      count: 2,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: "https://potentia.example" },
    });
    proxy = cluster.proxy.url;
    [a, b] = cluster.instances.map((instance) => instance.base) as [string, string];
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    const added = await runCommand("staff", ["add", "ana"], {
      env: { DATABASE_URL: cluster.databaseUrl },
      input: `${PASSWORD}\n`,
    });
    expect(added.code, added.stderr).toBe(0);
  }, 120_000);
  afterAll(async () => {
    await db?.end();
    await cluster?.close();
    await smtp?.close();
  });

  it("started at once, migrated once: each migration recorded once, no error logged", async () => {
    const { rows } = await db.query<{ hash: string }>("select hash from drizzle.__drizzle_migrations");
    expect(rows).toHaveLength(journal.entries.length);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length);
    for (const instance of cluster.instances) {
      expect(instance.output()).not.toMatch(/"level":(50|60)/);
      expect((await fetch(`${instance.base}/api/health`)).status).toBe(200);
    }
    expect(await (await fetch(`${proxy}/api/health`)).json()).toMatchObject({ status: "ok", db: "postgres" });
  });

  it("documents an nginx site that nginx takes, and keeps the admin endpoint off the proxy", async () => {
    const site = checkSiteConfig();
    expect(site.ok, site.output).toBe(true);
    expect((await fetch(`${proxy}/api/admin/database/backup`)).status).toBe(404);
  });

  it("signs in through one instance and acts through the other (HTTPS as forwarded, and plain)", async () => {
    const https = { ...viaProxy("198.51.100.7", "https"), origin: "https://potentia.example" };
    const secure = await logIn(a, https);
    expect(secure).toMatch(/^__Host-potentia_session=.*; Secure/);
    const company = { companyName: "Two Instances Trading", industry: "Technology" };
    const created = await send(b, "/api/crm/companies", {
      body: company,
      headers: { ...https, cookie: cookieOf(secure) },
    });
    expect(created.status).toBe(201);

    const cookie = cookieOf(await logIn(proxy));
    for (let i = 0; i < 4; i++) {
      const list = await send(proxy, "/api/crm/companies?q=Two+Instances", { headers: { cookie } });
      expect(list.status).toBe(200);
      expect(JSON.stringify(await list.json())).toContain("Two Instances Trading");
    }
    expect((await send(proxy, "/api/auth/logout", { body: {}, headers: { cookie } })).status).toBe(200);
    for (const base of [a, b]) {
      const after = await send(base, "/api/crm/companies", {
        headers: { cookie, ...viaProxy("198.51.100.7") },
      });
      expect(after.status).toBe(401);
    }
  });

  it("counts a rate limit across both: the sixth contact message from one sender is refused", async () => {
    const before = served("/api/contact");
    const statuses: number[] = [];
    // The client writes its own X-Forwarded-For; nginx appends the address it saw, the one counted.
    for (let i = 0; i < 6; i++) {
      const headers = { "x-forwarded-for": `10.9.9.${i}` };
      statuses.push(
        (await send(proxy, "/api/contact", { body: contact(`limit ${i}`, "visitor@example.com"), headers }))
          .status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const counts = () => served("/api/contact").map((count, i) => count - (before[i] ?? 0));
    await waitUntil(() => counts().reduce((sum, count) => sum + count) === 6);
    expect(counts()).toEqual([3, 3]);
  });

  it("sends each outbox e-mail exactly once while both instances deliver", async () => {
    const markers = Array.from({ length: 12 }, (_, i) => `mail ${i}`);
    // Submitted to both at once (each from its own address, as nginx forwards it), then one more to
    // each after those have arrived: by then each instance has been through the outbox since.
    const submit = (marker: string, i: number) =>
      send(i % 2 ? b : a, "/api/contact", { body: contact(marker), headers: viaProxy(`203.0.113.${i + 1}`) });
    expect((await Promise.all(markers.map(submit))).map((res) => res.status)).toEqual(markers.map(() => 201));
    const arrived = (marker: string) =>
      smtp.received.filter((mail) => mail.text.includes(`${marker}.`)).length;
    await waitUntil(() => markers.every((marker) => arrived(marker) > 0));
    const last = ["last a", "last b"];
    for (const [i, marker] of last.entries()) expect((await submit(marker, i + 20)).status).toBe(201);
    await waitUntil(() => last.every((marker) => arrived(marker) > 0));

    expect([...markers, ...last].map(arrived)).toEqual([...markers, ...last].map(() => 1));
    expect(smtp.attempts()).toBe(smtp.received.length);
    const { rows } = await db.query(
      "select status, attempts from outbox where status <> 'sent' or attempts <> 1",
    );
    expect(rows).toEqual([]);
    expect(cluster.instances.map((instance) => /"mail sent"/.test(instance.output()))).toEqual([true, true]);
  });

  it("shows a change made through one instance through the other at once", async () => {
    const cookie = cookieOf(await logIn(a, viaProxy("198.51.100.9")));
    const headers = { cookie, ...viaProxy("198.51.100.9") };
    const summary = await (await send(b, "/api/crm/pipeline/summary", { headers })).json();
    const settings = { ...summary.settings, coldAfterDays: summary.settings.coldAfterDays + 7 };
    const saved = await send(a, "/api/crm/pipeline/settings", { method: "PUT", body: settings, headers });
    expect(saved.status).toBe(200);
    const seen = await (await send(b, "/api/crm/pipeline/summary", { headers })).json();
    expect(seen.settings.coldAfterDays).toBe(settings.coldAfterDays);

    const disabled = await runCommand("staff", ["disable", "ana"], {
      env: { DATABASE_URL: cluster.databaseUrl },
    });
    expect(disabled.code, disabled.stderr).toBe(0);
    for (const base of [a, b]) expect((await send(base, "/api/crm/companies", { headers })).status).toBe(401);
    const enabled = await runCommand("staff", ["enable", "ana"], {
      env: { DATABASE_URL: cluster.databaseUrl },
    });
    expect(enabled.code, enabled.stderr).toBe(0);
  }, 90_000);

  it("loses no acknowledged write when an instance is killed under load, and keeps answering", async () => {
    const cookie = cookieOf(await logIn(proxy));
    const TOTAL = 200;
    const WORKERS = 4;
    const results: Array<{ name: string; status: number; afterExit: boolean }> = [];
    let next = 0;
    let killed = false;
    let gone = false;
    const victim = cluster.instances[1];
    victim?.child.once("exit", () => {
      gone = true;
    });
    const worker = async () => {
      while (next < TOTAL) {
        const name = `Load Test ${String(next++).padStart(3, "0")}`;
        const afterExit = gone;
        const status = await send(proxy, "/api/crm/companies", {
          body: { companyName: name, industry: "Technology" },
          headers: { cookie },
        }).then(
          (res) => res.status,
          () => 0,
        );
        results.push({ name, status, afterExit });
        if (!killed && results.length >= TOTAL / 4) {
          killed = true;
          victim?.child.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));

    const acknowledged = results.filter((r) => r.status === 201).map((r) => r.name);
    const { rows } = await db.query<{ name: string }>(
      "select name from companies where name like 'Load Test %'",
    );
    const stored = new Set(rows.map((row) => row.name));
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    // Only requests in flight on the killed instance may fail (nginx never resends a POST it has sent).
    expect(results.filter((r) => r.status !== 201).length).toBeLessThanOrEqual(WORKERS);
    expect(results.filter((r) => r.afterExit && r.status !== 201)).toEqual([]);
    expect(results.filter((r) => r.afterExit).length).toBeGreaterThan(TOTAL / 2);
    expect(victim?.child.signalCode).toBe("SIGKILL");
    expect((await send(proxy, "/api/health")).status).toBe(200);
  }, 90_000);

  it("restarts one instance at a time without a failed request (the other takes over)", async () => {
    const cookie = cookieOf(await logIn(proxy));
    const statuses: number[] = [];
    const list = async () => {
      statuses.push((await send(proxy, "/api/crm/companies?limit=1", { headers: { cookie } })).status);
    };
    // The instance killed above comes back (systemd's Restart=on-failure); nginx tries it again once its
    // fail_timeout has passed.
    await cluster.restart(1);
    const before = served("/api/crm/companies")[1] ?? 0;
    await waitUntil(() => (served("/api/crm/companies")[1] ?? 0) > before, 30_000, list);

    // `systemctl restart` of the first: SIGTERM, requests in flight finish, new ones go to the other.
    let stopped = false;
    const exit = cluster.instances[0]?.stop().finally(() => {
      stopped = true;
    });
    await waitUntil(() => stopped, 20_000, list);
    for (let i = 0; i < 10; i++) await list();
    // A clean stop: not the forced exit after 10 s (code 1) that idle keep-alive connections caused.
    expect(await exit).toBe(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 90_000);
});
