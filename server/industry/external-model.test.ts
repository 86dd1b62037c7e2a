import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { classifyIndustry } from "./classify";
import { detectIndustry } from "./detect-industry";
import { createExternalClassifier, externalModelConfig, parseModelAnswer } from "./external-model";

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

interface FakeModel {
  url: string;
  requests: { path: string | undefined; auth: string | undefined; body: string }[];
}

let server: Server | undefined;

/** A real OpenAI-compatible endpoint on 127.0.0.1, answering with `handler`. */
async function startModel(handler: Handler): Promise<FakeModel> {
  const requests: FakeModel["requests"] = [];
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    req.on("end", () => {
      requests.push({ path: req.url, auth: req.headers.authorization, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, requests };
}

function reply(res: ServerResponse, content: string, status = 200): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] }));
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const UNSURE = "Xyzzy Trading Est.";

describe("external model", () => {
  it("is off unless configured", () => {
    expect(createExternalClassifier()).toBeUndefined();
    expect(externalModelConfig({})).toBeUndefined();
    expect(
      externalModelConfig({ INDUSTRY_LLM_URL: "http://127.0.0.1:1/v1", INDUSTRY_LLM_MODEL: "m" }),
    ).toEqual({
      url: "http://127.0.0.1:1/v1",
      model: "m",
    });
  });

  it("is asked when the local answer is unsure, and a valid key wins with medium confidence", async () => {
    const model = await startModel((_req, _body, res) => reply(res, '{"industry":"FMCG"}'));
    const external = createExternalClassifier({ url: model.url, apiKey: "test-key", model: "test-model" });
    expect(classifyIndustry(UNSURE).confidence).toBe("low");

    const result = await detectIndustry(UNSURE, "en", external);
    expect(result).toEqual({
      industry: "FMCG",
      confidence: "medium",
      reasoning: "No clear cue in the name; the external model suggested FMCG.",
    });
    expect(model.requests).toHaveLength(1);
    const [request] = model.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.auth).toBe("Bearer test-key");
    const sent = JSON.parse(request?.body ?? "{}") as { model: string; messages: { content: string }[] };
    expect(sent.model).toBe("test-model");
    expect(sent.messages.map((m) => m.content).join("\n")).toContain(UNSURE);
    expect(sent.messages[0]?.content).toContain("Banking Services & Remittance");
  });

  it("is not asked when the local answer is sure", async () => {
    const model = await startModel((_req, _body, res) => reply(res, '{"industry":"FMCG"}'));
    const external = createExternalClassifier({ url: model.url, model: "m" });
    const result = await detectIndustry("Al Rajhi Bank", "en", external);
    expect(result.industry).toBe("Banking & Retail Banks");
    expect(result.confidence).toBe("high");
    expect(model.requests).toHaveLength(0);
  });

  it("keeps the local answer when the model answers garbage", async () => {
    const model = await startModel((_req, _body, res) => reply(res, "I think it is probably a bakery?"));
    const external = createExternalClassifier({ url: model.url, model: "m" });
    const local = classifyIndustry(UNSURE);
    const result = await detectIndustry(UNSURE, "en", external);
    expect(result).toMatchObject({ industry: local.industry, confidence: "low" });
    expect(result.industry).toBeNull();
    expect(result.reasoning).toBe(
      "No industry word in the name, so no industry is assigned: choose it yourself.",
    );
    expect(model.requests).toHaveLength(1);
  });

  it("keeps the local answer when the reply is not a chat completion", async () => {
    const model = await startModel((_req, _body, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html>not json</html>");
    });
    const external = createExternalClassifier({ url: model.url, model: "m" });
    expect(await external?.(UNSURE)).toBeUndefined();
  });

  it("keeps the local answer when the model times out", async () => {
    const model = await startModel((_req, _body, res) => {
      setTimeout(() => reply(res, '{"industry":"FMCG"}'), 3000).unref();
    });
    const external = createExternalClassifier({ url: model.url, model: "m", timeoutMs: 200 });
    const started = performance.now();
    const result = await detectIndustry(UNSURE, "ar", external);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result.confidence).toBe("low");
    expect(result.reasoning).toBe("لا توجد في الاسم كلمة تدل على القطاع، لذا لم يُحدَّد قطاع: اختره بنفسك.");
  });

  it("keeps the local answer on a server error", async () => {
    const model = await startModel((_req, _body, res) => reply(res, '{"industry":"FMCG"}', 500));
    const external = createExternalClassifier({ url: model.url, model: "m" });
    const result = await detectIndustry(UNSURE, "sr", external);
    expect(result.confidence).toBe("low");
    expect(result.industry).toBe(classifyIndustry(UNSURE).industry);
    expect(model.requests).toHaveLength(1);
  });

  it("keeps the local answer when nothing listens", async () => {
    const model = await startModel((_req, _body, res) => reply(res, "{}"));
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    const external = createExternalClassifier({ url: model.url, model: "m", timeoutMs: 1000 });
    expect(await external?.(UNSURE)).toBeUndefined();
  });

  it("accepts only one of the twelve keys, spelled exactly", () => {
    expect(parseModelAnswer('{"industry":"Real Estate"}')).toBe("Real Estate");
    expect(parseModelAnswer('```json\n{"industry":"Government"}\n```')).toBe("Government");
    expect(parseModelAnswer("Technology")).toBe("Technology");
    expect(parseModelAnswer('{"industry":"real estate"}')).toBeUndefined();
    expect(parseModelAnswer('{"industry":"Healthcare"}')).toBeUndefined();
    expect(parseModelAnswer('{"industry":"FMCG","note":"x"}')).toBeUndefined();
    expect(parseModelAnswer("")).toBeUndefined();
  });
});
