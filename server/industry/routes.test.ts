import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { loginAsStaff } from "../test/staff";
import { setupStaffApi } from "../test/staff-api";

const ARABIC = /[\u0600-\u06FF]/;
const CYRILLIC = /[\u0400-\u04FF]/;

/** Signed in as an admin. */
const api = setupStaffApi({ role: "admin" });

function detect(body: unknown, lang = "en", app: TestApp = api.t, session = api.cookie) {
  return app.request("/api/crm/detect-industry", {
    method: "POST",
    json: body,
    headers: { "accept-language": lang, cookie: session },
  });
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe("POST /api/crm/detect-industry", () => {
  it.each([
    ["Al Rajhi Bank", "en", "Banking & Retail Banks"],
    ["Visa", "en", "Payment Networks"],
    ["مصرف الراجحي", "ar", "Banking & Retail Banks"],
    ["شركة روشن", "ar", "Real Estate"],
    ["Телеком Србија", "sr", "Technology"],
    ["Ministry of Health", "en", "Government"],
  ])("detects %s (%s) as %s with high confidence", async (companyName, lang, industry) => {
    const res = await detect({ companyName }, lang);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body).toEqual({ industry, confidence: "high", reasoning: expect.any(String) });
    expect(body.reasoning.length).toBeGreaterThan(10);
  });

  it("gives the reasoning in the request's language", async () => {
    const reasons: Record<string, string> = {};
    for (const lang of ["en", "ar", "sr"]) {
      const body = await (await detect({ companyName: "Tabby" }, lang)).json();
      expect(body.industry).toBe("Fintech & Digital Payments");
      reasons[lang] = body.reasoning;
    }
    expect(reasons.en).not.toMatch(ARABIC);
    expect(reasons.en).not.toMatch(CYRILLIC);
    expect(reasons.ar).toMatch(ARABIC);
    expect(reasons.sr).toMatch(CYRILLIC);
    expect(new Set(Object.values(reasons)).size).toBe(3);
  });

  it("answers a name with no industry word Not assigned (null), with the reason, never a guess", async () => {
    const body = await (await detect({ companyName: "Zeta Holdings" })).json();
    expect(body).toEqual({
      industry: null,
      confidence: "low",
      reasoning: "No industry word in the name, so no industry is assigned: choose it yourself.",
    });
  });

  it.each([
    ["blank", { companyName: "   " }, "en", "Please enter a company name first"],
    ["missing", {}, "en", "Please enter a company name first"],
    ["blank, in Arabic", { companyName: "" }, "ar", "يرجى إدخال اسم الشركة أولاً"],
    ["blank, in Serbian", { companyName: "" }, "sr", "Прво унесите назив компаније"],
    ["over-long", { companyName: "Riyadh Trading ".repeat(10) }, "en", "at most 120 characters"],
    ["only punctuation", { companyName: "!!!!!!!!" }, "en", "at least one letter"],
    ["one letter repeated", { companyName: "aaaaaaaaaa" }, "en", "does not look like a company name"],
    ["a web address", { companyName: "https://example.com" }, "en", "not a web or e-mail address"],
    ["not text", { companyName: 42 }, "en", "as text"],
  ])("refuses a %s name with a clear 400", async (_case, body, lang, message) => {
    const res = await detect(body, lang);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("invalid_input");
    expect(error.message).toContain(message);
  });

  it.each([
    [
      "415 to anything but JSON",
      "application/x-www-form-urlencoded",
      "companyName=Visa",
      415,
      "unsupported_media_type",
    ],
    ["400 to malformed JSON", "application/json", '{"companyName": "Visa"', 400, "invalid_json"],
  ])("answers %s", async (_label, contentType, body, status, code) => {
    const res = await api.t.request("/api/crm/detect-industry", {
      method: "POST",
      headers: { cookie: api.cookie, "content-type": contentType },
      body,
    });
    expect(res.status).toBe(status);
    expect((await errorOf(res)).code).toBe(code);
  });

  it("answers 401 without a staff session", async () => {
    const res = await detect({ companyName: "Visa" }, "en", api.t, "");
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe("unauthorized");
  });
});

/** A local stand-in for an OpenAI-compatible endpoint: records requests, answers as told. */
interface FakeModel {
  url: string;
  requests: { path: string; authorization: string | undefined; body: Record<string, unknown> }[];
  answer: (res: ServerResponse) => void;
  server: Server;
}

async function startFakeModel(): Promise<FakeModel> {
  const fake: FakeModel = {
    url: "",
    requests: [],
    answer: (res) => res.writeHead(500).end(),
    server: createServer(async (req: IncomingMessage, res) => {
      let raw = "";
      for await (const chunk of req) raw += chunk;
      fake.requests.push({
        path: req.url ?? "",
        authorization: req.headers.authorization,
        body: JSON.parse(raw || "{}"),
      });
      fake.answer(res);
    }),
  };
  fake.server.listen(0, "127.0.0.1");
  await once(fake.server, "listening");
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v1`;
  return fake;
}

const completion = (content: string) => (res: ServerResponse) =>
  res
    .writeHead(200, { "content-type": "application/json" })
    .end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] }));

describe("POST /api/crm/detect-industry with an external model configured", () => {
  let fake: FakeModel;
  let withModel: TestApp;
  let modelCookie: string;

  beforeAll(async () => {
    fake = await startFakeModel();
    withModel = await createTestApp(
      { INDUSTRY_LLM_URL: fake.url, INDUSTRY_LLM_MODEL: "test-model", INDUSTRY_LLM_API_KEY: "sk-test-key" },
      api.t.database,
    );
    ({ cookie: modelCookie } = await loginAsStaff(withModel, "sales2"));
  });
  afterAll(async () => {
    fake.server.closeAllConnections();
    fake.server.close();
    await withModel.close();
  });
  beforeEach(() => {
    fake.requests = [];
  });

  const ask = (companyName: string, lang = "en") => detect({ companyName }, lang, withModel, modelCookie);

  it("asks the model when the local answer is unsure, and uses its answer", async () => {
    fake.answer = completion('{"industry":"Real Estate"}');
    const res = await ask("Zeta Holdings", "ar");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ industry: "Real Estate", confidence: "medium" });
    expect(body.reasoning).toMatch(ARABIC);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.authorization).toBe("Bearer sk-test-key");
    expect(request?.body.model).toBe("test-model");
    expect(JSON.stringify(request?.body.messages)).toContain("Zeta Holdings");
  });

  it("does not ask the model when the local answer is sure", async () => {
    fake.answer = completion('{"industry":"Real Estate"}');
    const body = await (await ask("Al Rajhi Bank")).json();
    expect(body).toMatchObject({ industry: "Banking & Retail Banks", confidence: "high" });
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ["answers 500", (res: ServerResponse) => res.writeHead(500).end("boom")],
    ["answers an industry outside the twelve", completion('{"industry":"Bananas"}')],
    ["answers something that is not JSON", (res: ServerResponse) => res.writeHead(200).end("<html>")],
    ["drops the connection", (res: ServerResponse) => res.socket?.destroy()],
  ])("keeps the local answer when the model %s", async (_case, answer) => {
    fake.answer = answer;
    const local = await (await detect({ companyName: "Zeta Holdings" })).json();
    const res = await ask("Zeta Holdings");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(local);
    expect(fake.requests).toHaveLength(1);
  });
});
