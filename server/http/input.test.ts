import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { serverT } from "#core/i18n/resources.server";
import { createLogger } from "../logger";
import type { AppEnv } from "./context";
import { handleError } from "./errors";
import { readJson } from "./input";

const schema = z.object({ name: z.string().trim().min(1, "common:api.invalidInput") });

function app() {
  const hono = new Hono<AppEnv>();
  hono.use(async (c, next) => {
    c.set("t", serverT("en"));
    c.set("logger", createLogger("silent"));
    await next();
  });
  hono.onError(handleError);
  hono.post("/echo", async (c) => c.json(await readJson(c, schema)));
  return hono;
}

describe("readJson", () => {
  it("parses and validates a JSON body", async () => {
    const res = await app().request("/echo", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "  Ana " }),
    });
    expect(await res.json()).toEqual({ name: "Ana" });
  });

  it("answers malformed JSON with 400 invalid_json", async () => {
    const res = await app().request("/echo", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual({
      code: "invalid_json",
      message: "The request body is not valid JSON.",
    });
  });

  it("answers another content type with 415", async () => {
    const res = await app().request("/echo", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "name=x",
    });
    expect(res.status).toBe(415);
    expect((await res.json()).error.code).toBe("unsupported_media_type");
  });

  it("answers invalid input with 400, the first issue's message and per-field messages", async () => {
    const res = await app().request("/echo", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "   " }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual({
      code: "invalid_input",
      message: "Invalid input.",
      fields: { name: "Invalid input." },
    });
  });
});
