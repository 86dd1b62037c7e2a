import { Writable } from "node:stream";
import { Hono } from "hono";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverT } from "#core/i18n/resources.server";
import { companies } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { loginAsStaff } from "../test/staff";
import type { AppEnv } from "./context";
import { handleError } from "./errors";

let t: TestApp;
let cookie = "";
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await loginAsStaff(t, "bytes1")).cookie;
});
afterAll(() => t.close());

const NUL = "\u0000";
const staff = (method: string, path: string, json?: unknown) =>
  t.request(path, { method, headers: { cookie }, ...(json === undefined ? {} : { json }) });

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error;
}

describe("a NUL character in any text field: 400 with the field's translated message", () => {
  it.each([
    ["en", "This field contains a character that is not allowed (a NUL character). Please remove it."],
    ["ar", "يحتوي هذا الحقل على حرف غير مسموح به (حرف NUL). يرجى إزالته."],
    ["sr", "Ово поље садржи знак који није дозвољен (знак NUL). Уклоните га."],
  ])("the contact form in %s", async (lang, message) => {
    const res = await t.request("/api/contact", {
      method: "POST",
      headers: { "accept-language": lang, "x-forwarded-for": `203.0.113.${lang.length}` },
      json: { name: `Ana${NUL}`, email: "ana@example.com", message: "Hello", elapsedMs: 8000 },
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: "invalid_input", message, fields: { name: message } });
  });

  it.each([
    ["newsletter", "/api/newsletter", { email: `a${NUL}@example.com` }, "email"],
    ["login", "/api/auth/login", { username: `ana${NUL}`, password: "whatever-password" }, "username"],
  ])("the %s form", async (_label, path, json, field) => {
    const res = await t.request(path, {
      method: "POST",
      json,
      headers: { "x-forwarded-for": "203.0.113.50" },
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual([field]);
  });

  it("every CRM write and the company search", async () => {
    const created = await staff("POST", "/api/crm/companies", {
      companyName: "Bytes Ltd",
      industry: "Technology",
    });
    expect(created.status).toBe(201);
    const company = (await created.json()) as { id: number; version: number };
    const cases: [string, string, unknown, string][] = [
      ["POST", "/api/crm/companies", { companyName: `X${NUL}`, industry: "Technology" }, "companyName"],
      ["PATCH", `/api/crm/companies/${company.id}`, { notes: `n${NUL}`, version: company.version }, "notes"],
      ["POST", "/api/crm/contacts", { companyId: company.id, name: `C${NUL}`, email: "c@x.com" }, "name"],
      [
        "POST",
        "/api/crm/projects",
        { companyId: company.id, projectName: "P", deliverables: NUL },
        "deliverables",
      ],
      ["POST", "/api/crm/detect-industry", { companyName: `Bank${NUL}` }, "companyName"],
    ];
    for (const [method, path, json, field] of cases) {
      const res = await staff(method, path, json);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect((await errorOf(res)).fields?.[field], `${method} ${path}`).toBe(
        serverT("en")("api.invalidCharacter"),
      );
    }
    const search = await staff("GET", `/api/crm/companies?q=${encodeURIComponent(`a${NUL}b`)}`);
    expect(search.status).toBe(400);
    expect(Object.keys((await errorOf(search)).fields ?? {})).toEqual(["q"]);
  });
});

describe("half of a surrogate pair (a lone UTF-16 surrogate) in any text field: 400 with the field's message", () => {
  const LONE = "\ud800";

  it.each([
    ["en", "This field contains a broken character (half of a character pair). Please type it again."],
    ["ar", "يحتوي هذا الحقل على حرف تالف (نصف زوج من الرموز). يرجى كتابته من جديد."],
    ["sr", "Ово поље садржи оштећен знак (половину пара знакова). Откуцајте га поново."],
  ])("signing in, with no session, in %s", async (lang, message) => {
    const res = await t.request("/api/auth/login", {
      method: "POST",
      json: { username: `a${LONE}`, password: "whatever-password" },
      headers: { "accept-language": lang, "x-forwarded-for": "203.0.113.60" },
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: "invalid_input", message, fields: { username: message } });
  });

  it("a company's name and website, its notes, an activity's body: nothing is saved", async () => {
    const created = await staff("POST", "/api/crm/companies", {
      companyName: "Surrogate Ltd",
      industry: "Technology",
    });
    const company = (await created.json()) as { id: number; version: number };
    const cases: [string, string, unknown, string][] = [
      ["POST", "/api/crm/companies", { companyName: `S${LONE}`, industry: "Technology" }, "companyName"],
      [
        "POST",
        "/api/crm/companies",
        { companyName: "S2", industry: "Technology", website: `s${LONE}.com` },
        "website",
      ],
      ["PATCH", `/api/crm/companies/${company.id}`, { notes: `n${LONE}`, version: company.version }, "notes"],
      ["POST", `/api/crm/companies/${company.id}/activities`, { kind: "note", body: `b${LONE}` }, "body"],
    ];
    for (const [method, path, json, field] of cases) {
      const res = await staff(method, path, json);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect((await errorOf(res)).fields?.[field], `${method} ${path}`).toBe(
        serverT("en")("api.brokenCharacter"),
      );
    }
    const after = (await (await staff("GET", `/api/crm/companies/${company.id}`)).json()) as {
      version: number;
    };
    expect(after.version).toBe(company.version);
    const timeline = (await (await staff("GET", `/api/crm/companies/${company.id}/timeline`)).json()) as {
      items: unknown[];
    };
    expect(timeline.items.filter((item) => JSON.stringify(item).includes("\\ud800"))).toEqual([]);
  });
});

describe("values the database would have kept as something else: refused with the field's message", () => {
  it("a company name of zero-width spaces, joiners or direction marks", async () => {
    for (const companyName of ["\u200b\u200b\u200b", "\u200d \u200c", "\u200f\u200e", "\ufeff"]) {
      const res = await staff("POST", "/api/crm/companies", { companyName, industry: "Technology" });
      expect(res.status, JSON.stringify(companyName)).toBe(400);
      expect((await errorOf(res)).fields?.companyName).toBe("Company name is required");
    }
  });

  it('a deal value written as hexadecimal or an exponent ("0x10" was stored as 16)', async () => {
    const created = await staff("POST", "/api/crm/companies", {
      companyName: "Hex Ltd",
      industry: "Technology",
    });
    const company = (await created.json()) as { id: number };
    for (const dealValue of ["0x10", "1e3", "Infinity", "0b11", "12abc"]) {
      const res = await staff("POST", "/api/crm/projects", {
        companyId: company.id,
        projectName: "P",
        dealValue,
      });
      expect(res.status, dealValue).toBe(400);
      expect(Object.keys((await errorOf(res)).fields ?? {}), dealValue).toEqual(["dealValue"]);
    }
    const plain = await staff("POST", "/api/crm/projects", {
      companyId: company.id,
      projectName: "P",
      dealValue: " 1200.50 ",
    });
    expect(plain.status).toBe(201);
    expect(((await plain.json()) as { dealValue: number }).dealValue).toBe(1200.5);
  });

  it.each([
    ["en", "This rate is too small to keep: the smallest is 0.00000001."],
    ["sr", "Овај курс је премали да би се сачувао: најмањи је 0,00000001."],
    ["ar", "هذا السعر أصغر من أن يُحفظ: أصغر سعر ممكن هو 0.00000001."],
  ])("a rate too small for eight decimal places (1e-300 was stored as 0), in %s", async (lang, message) => {
    const res = await t.request("/api/crm/pipeline/rates", {
      method: "PUT",
      headers: { cookie, "accept-language": lang },
      json: { rates: [{ currency: "EUR", rateToSar: 1e-300, rateDate: "2026-01-05" }] },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.["rates.0.rateToSar"]).toBe(message);
    const hex = await staff("PUT", "/api/crm/pipeline/rates", {
      rates: [{ currency: "EUR", rateToSar: "0x10", rateDate: "2026-01-05" }],
    });
    expect(hex.status).toBe(400);
    const summary = (await (await staff("GET", "/api/crm/pipeline/summary")).json()) as { rates: unknown[] };
    expect(summary.rates).toEqual([]);
  });
});

describe("numbers beyond PostgreSQL's integer: 400 with the field's message", () => {
  const big = 2 ** 31;

  it("companyId of a new contact and project", async () => {
    for (const path of ["/api/crm/contacts", "/api/crm/projects"]) {
      const res = await staff("POST", path, {
        companyId: big,
        name: "Big",
        email: "big@example.com",
        projectName: "Big",
      });
      expect(res.status, path).toBe(400);
      expect((await errorOf(res)).fields?.companyId).toBe("Please select a company");
    }
    const asText = await staff("POST", "/api/crm/contacts", {
      companyId: "99999999999999999999",
      name: "Big",
      email: "big@example.com",
    });
    expect(asText.status).toBe(400);
  });

  it("the version of a change", async () => {
    const [row] = await t.database.db
      .insert(companies)
      .values({ name: "Versioned", industry: "Technology" })
      .returning();
    const res = await staff("PATCH", `/api/crm/companies/${row?.id}`, { notes: "x", version: big });
    expect(res.status).toBe(400);
    expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(["version"]);
  });

  it.each([
    `/api/crm/messages?before=${big}`,
    `/api/crm/messages?before=1e300`,
    `/api/crm/companies?offset=${2 ** 63}`,
  ])("%s", async (path) => {
    const res = await staff("GET", path);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("invalid_input");
  });
});

describe("error logs", () => {
  it("carry the error's code and the request id, never the query, its parameters or the body", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino({ level: "info" }, sink);
    const secret = "ana.secret@example.com";
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set("t", serverT("en"));
      c.set("logger", logger);
      c.set("requestId", "req-123");
      await next();
    });
    app.onError(handleError);
    // A real database error whose message names the query and the value (a NUL passed past validation).
    app.post("/fail", async () => {
      await t.database.db.insert(companies).values({ name: `${secret}${NUL}` });
      return new Response("unreachable");
    });
    const res = await app.request(`/fail?email=${secret}`, { method: "POST", body: secret });
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain(secret);
    const log = lines.join("");
    expect(log).toContain('"requestId":"req-123"');
    expect(log).toMatch(/"code":"[0-9A-Z]{5}"/);
    expect(log).not.toContain(secret);
    expect(log).not.toContain("insert");
  });

  it("every answer names its request id", async () => {
    const res = await t.request("/api/health");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
