import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { loginAsStaff } from "../test/staff";

const TOKEN = "scrape-token-0123456789abcdef";
const auth = { authorization: `Bearer ${TOKEN}` };

/** The value of one series in Prometheus text (0 when absent): `name{labels} value`, labels in any order. */
function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split("\n")) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const res = await t.request("/metrics", { headers: auth });
  expect(res.status).toBe(200);
  return res.text();
}

describe("/metrics", () => {
  it("is not there without METRICS_TOKEN, nor without the right bearer token", async () => {
    const unset = await createTestApp({}, t.database);
    const none = await unset.request("/metrics", { headers: auth });
    expect(none.status).toBe(404);
    expect((await none.json()).error.code).toBe("not_found");
    const refused: Array<Record<string, string>> = [
      {},
      { authorization: "Bearer wrong-token-0123456789abcdef" },
      { authorization: TOKEN },
    ];
    for (const headers of refused) {
      const res = await t.request("/metrics", { headers });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("potentia_");
    }
  });

  it("answers Prometheus text with the token, and a request counts under its route's pattern", async () => {
    const res = await t.request("/metrics", { headers: auth });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const before = await res.text();
    expect(before).toContain("# TYPE potentia_http_requests_total counter");
    expect(before).toContain("# TYPE potentia_http_request_duration_seconds histogram");
    expect(before).toContain("process_resident_memory_bytes");
    expect(seriesValue(before, "potentia_database_up")).toBe(1);

    const { cookie } = await loginAsStaff(t);
    const series = { method: "GET", route: "/api/crm/companies/:id{[0-9]+}", status: "404" };
    for (const id of [424242, 434343]) {
      expect((await t.request(`/api/crm/companies/${id}`, { headers: { cookie } })).status).toBe(404);
    }
    const after = await scrape();
    expect(seriesValue(after, "potentia_http_requests_total", series)).toBe(
      seriesValue(before, "potentia_http_requests_total", series) + 2,
    );
    expect(seriesValue(after, "potentia_http_request_duration_seconds_count", series)).toBe(
      seriesValue(before, "potentia_http_request_duration_seconds_count", series) + 2,
    );
    expect(after).not.toContain("424242");
  });

  it("counts a failed sign-in by reason", async () => {
    const before = await scrape();
    const res = await t.request("/api/auth/login", {
      method: "POST",
      json: { username: "nobody-here", password: "Wrong-Password-Entirely-9" },
      headers: { "x-forwarded-for": "192.0.2.77" },
    });
    expect(res.status).toBe(401);
    const after = await scrape();
    const reason = { reason: "unknown_user" };
    expect(seriesValue(after, "potentia_login_failures_total", reason)).toBe(
      seriesValue(before, "potentia_login_failures_total", reason) + 1,
    );
  });

  it("shows a message's notification in the outbox depth, and its age by the app's clock", async () => {
    const before = await scrape();
    const res = await t.request("/api/contact", {
      method: "POST",
      json: { name: "Ana", email: "ana.metrics@example.com", message: "Hello there", elapsedMs: 8000 },
      headers: { "x-forwarded-for": "192.0.2.78" },
    });
    expect(res.status).toBe(201);
    t.clock.now = new Date(t.clock.now.getTime() + 120_000);
    const after = await scrape();
    expect(seriesValue(after, "potentia_mail_outbox_pending")).toBe(
      seriesValue(before, "potentia_mail_outbox_pending") + 1,
    );
    expect(seriesValue(after, "potentia_mail_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(119);
  });
});
