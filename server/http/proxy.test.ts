import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../db/schema";
import { EnvError, parseEnv } from "../env";
import { createTestApp, type TestApp } from "../test/app";
import { requestOrigin } from "./origin";
import { forwardedValue, parseTrustProxy, rememberHops, resolveClient, type TrustProxy } from "./proxy";
import { isHttps } from "./security";

const trust = (value: string) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;
const request = (headers: Record<string, string>) => new Request("http://backend:3000/x", { headers });

describe("TRUST_PROXY", () => {
  it("is off by default, one hop for true, a hop count, or addresses and networks", () => {
    expect(trust("false")).toEqual({ kind: "none" });
    expect(parseEnv({}).TRUST_PROXY).toEqual({ kind: "none" });
    expect(trust("true")).toEqual({ kind: "hops", hops: 1 });
    expect(trust("1")).toEqual({ kind: "hops", hops: 1 });
    expect(trust("2")).toEqual({ kind: "hops", hops: 2 });
    expect(trust("10.0.0.0/8, 127.0.0.1, ::1").kind).toBe("addresses");
  });

  it.each(["yes", "10.0.0.0/40", "proxy.internal", "99"])("refuses %s with one line", (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(EnvError);
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/^Invalid configuration: TRUST_PROXY=/);
  });
});

describe("the client's address behind proxies", () => {
  const spoofed = { "x-forwarded-for": "1.2.3.4, 198.51.100.7" };

  it("without trust: the peer, whatever the header says", () => {
    expect(resolveClient(request(spoofed), "10.0.0.2", trust("false")).ip).toBe("10.0.0.2");
  });

  it("one hop (the default of true): the right-most entry, the one our proxy appended", () => {
    expect(resolveClient(request(spoofed), "10.0.0.2", trust("true")).ip).toBe("198.51.100.7");
    expect(resolveClient(request({ "x-forwarded-for": "198.51.100.7" }), "10.0.0.2", trust("true")).ip).toBe(
      "198.51.100.7",
    );
  });

  it("two hops: the second entry from the right", () => {
    const headers = { "x-forwarded-for": "1.2.3.4, 198.51.100.7, 10.0.0.9" };
    expect(resolveClient(request(headers), "10.0.0.2", trust("2")).ip).toBe("198.51.100.7");
  });

  it("proxy addresses: walks from the peer while the address is a trusted proxy", () => {
    const proxies = trust("10.0.0.0/8");
    const headers = { "x-forwarded-for": "1.2.3.4, 198.51.100.7, 10.0.0.9" };
    expect(resolveClient(request(headers), "10.0.0.2", proxies)).toEqual({ ip: "198.51.100.7", hops: 2 });
    expect(resolveClient(request(headers), "::ffff:10.0.0.2", proxies).ip).toBe("198.51.100.7");
    // A peer that is not one of the proxies is the client, whatever it claims.
    expect(resolveClient(request(headers), "203.0.113.5", proxies)).toEqual({ ip: "203.0.113.5", hops: 0 });
  });
});

describe("forwarded protocol and host", () => {
  function origin(headers: Record<string, string>, value: TrustProxy, peer = "10.0.0.2") {
    const req = request(headers);
    rememberHops(req, resolveClient(req, peer, value).hops);
    return requestOrigin(req, value);
  }

  it("a forwarded host without a port does not keep the backend's port", () => {
    expect(
      origin({ "x-forwarded-host": "www.example.com", "x-forwarded-proto": "https" }, trust("true")),
    ).toBe("https://www.example.com");
    expect(origin({ "x-forwarded-host": "www.example.com" }, trust("true"))).toBe("http://www.example.com");
    expect(
      origin({ "x-forwarded-host": "www.example.com:8443", "x-forwarded-proto": "https" }, trust("1")),
    ).toBe("https://www.example.com:8443");
  });

  it("is ignored without trust, and from a peer that is not a trusted proxy", () => {
    const headers = { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    expect(origin(headers, trust("false"))).toBe("http://backend:3000");
    expect(origin(headers, trust("10.0.0.0/8"), "203.0.113.5")).toBe("http://backend:3000");
    expect(origin(headers, trust("10.0.0.0/8"), "10.1.1.1")).toBe("https://evil.example");
  });

  it("takes the entry our proxy appended, not the client's", () => {
    const req = request({
      "x-forwarded-proto": "http, https",
      "x-forwarded-host": "evil.example, www.example.com",
    });
    const one = trust("true");
    rememberHops(req, resolveClient(req, "10.0.0.2", one).hops);
    expect(isHttps(req, one)).toBe(true);
    expect(forwardedValue(req, one, "x-forwarded-host")).toBe("www.example.com");
  });

  it("refuses nothing it cannot parse", () => {
    expect(parseTrustProxy("fe80::/10")).toMatchObject({ kind: "addresses" });
  });
});

describe("behind one appending proxy, a client cannot walk past the limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  it("the contact limit counts the address the proxy saw, not the one the client wrote", async () => {
    const statuses: number[] = [];
    // One more than the contact form's per-address limit (30 in 10 minutes), each from its own sender.
    for (let i = 0; i < 31; i++) {
      const res = await t.request("/api/contact", {
        method: "POST",
        headers: { "x-forwarded-for": `7.7.7.${i}, 198.51.100.77` },
        json: { name: "Ana", email: `ana${i}@example.com`, message: "Hello there", elapsedMs: 8000 },
      });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });
});

describe("over a real socket, with the proxies' addresses configured", () => {
  let t: TestApp;
  let server: ServerType;
  let base = "";
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "127.0.0.1, ::1" });
    server = await new Promise((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it("the cross-site check compares the Origin with the forwarded host, without the backend's port", async () => {
    const post = (origin: string) =>
      fetch(`${base}/api/auth/logout`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin,
          "x-forwarded-for": "198.51.100.8",
          "x-forwarded-host": "crm.example.com",
          "x-forwarded-proto": "https",
        },
        body: "{}",
      });
    expect((await post("https://crm.example.com")).status).toBe(200);
    expect((await post(`https://crm.example.com:${new URL(base).port}`)).status).toBe(403);
  });

  it("the audit log records the address the proxy saw", async () => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "6.6.6.6, 198.51.100.9" },
      body: JSON.stringify({ username: "nobody", password: "wrong-password-here" }),
    });
    expect(res.status).toBe(401);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "login.failed"));
    expect(rows.map((row) => row.ip)).toEqual(["198.51.100.9"]);
  });
});
