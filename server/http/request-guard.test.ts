import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { parseEnv } from "../env";
import { createLogger } from "../logger";
import type { PageRenderer } from "../pages";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { type RunningServer, runServer } from "../test/server-runner";

const messages = {
  en: { method: "This request method is not allowed.", path: "The address of this request is malformed." },
  ar: { method: "طريقة الطلب هذه غير مسموح بها.", path: "عنوان هذا الطلب غير سليم." },
  sr: { method: "Овај метод захтева није дозвољен.", path: "Адреса овог захтева није исправна." },
} as const;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The app with a page renderer that only notes what reached it, and the log lines it wrote. */
function appWithPages() {
  const rendered: string[] = [];
  const logged: string[] = [];
  const pages: PageRenderer = {
    dev: false,
    handle: async (request) => {
      rendered.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Response("<!DOCTYPE html><p>page</p>", { headers: { "Content-Type": "text/html" } });
    },
  };
  const env = parseEnv({ NODE_ENV: "test", TRUST_PROXY: "true" });
  const logger = createLogger("info", { write: (line: string) => void logged.push(line) });
  return { app: createApp({ env, database, logger, pages }), rendered, logged };
}

describe("requests nothing here can answer", () => {
  // (fetch refuses to send TRACE itself: the real server test below sends it.)
  it("an unknown method (PROPFIND, MKCOL...) gets a JSON 405 with Allow, in the client's language", async () => {
    const { app, rendered, logged } = appWithPages();
    for (const lang of ["en", "ar", "sr"] as const) {
      for (const [method, path] of [
        ["PROPFIND", "/about"],
        ["OPTIONS", "/"],
        ["PROPFIND", "/api/health"],
        ["MKCOL", "/sr/about"],
      ] as const) {
        const res = await app.request(`http://localhost${path}`, {
          method,
          headers: { "accept-language": lang },
        });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get("allow")).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
        expect(res.headers.get("content-type")).toMatch(/^application\/json/);
        expect(await res.json()).toEqual({
          error: { code: "method_not_allowed", message: messages[lang].method },
        });
      }
    }
    expect(rendered).toEqual([]);
    expect(logged).toEqual([]);
    expect((await app.request("http://localhost/about")).status).toBe(200);
    expect(rendered).toEqual(["GET /about"]);
  });

  it("a broken percent-encoding in the path gets a JSON 400, reaching neither the pages nor the API", async () => {
    const { app, rendered, logged } = appWithPages();
    for (const lang of ["en", "ar", "sr"] as const) {
      for (const path of ["/%E0%A4%A", "/api/%E0%A4%A", "/sr/%", "/api/crm/companies/%FF"]) {
        const res = await app.request(`http://localhost${path}`, { headers: { "accept-language": lang } });
        expect(res.status, path).toBe(400);
        expect(await res.json()).toEqual({ error: { code: "invalid_path", message: messages[lang].path } });
      }
    }
    expect(rendered).toEqual([]);
    expect(logged).toEqual([]);
    // A well-formed escape goes on to the routes as before.
    const fine = await app.request("http://localhost/api/%D0%B0");
    expect(fine.status).toBe(404);
    expect((await fine.json()).error.code).toBe("not_found");
  });
});

/** Any method, as a client other than fetch (which refuses TRACE) sends it. */
function rawRequest(base: string, method: string, path: string) {
  return new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
    const req = request(`${base}${path}`, { method }, (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("in a real server process", () => {
  let server: RunningServer | undefined;
  afterAll(() => server?.stop());

  it("answers TRACE, PROPFIND and a broken path with JSON, and writes nothing but JSON lines", async () => {
    server = await runServer({});
    const trace = await fetch(`${server.base}/about`, { method: "PROPFIND" });
    expect(trace.status).toBe(405);
    expect((await trace.json()).error.code).toBe("method_not_allowed");
    const path = await fetch(`${server.base}/%E0%A4%A`);
    expect(path.status).toBe(400);
    expect((await path.json()).error.code).toBe("invalid_path");
    const start = server.output().length;
    for (const method of ["TRACE", "PROPFIND"]) {
      for (const path of ["/api/health", "/about"]) {
        const res = await rawRequest(server.base, method, path);
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
        expect(JSON.parse(res.body).error.code).toBe("method_not_allowed");
      }
    }
    await fetch(`${server.base}/api/health`);
    expect(await server.stop()).toBe(0);
    const lines = server.output().slice(start).split("\n").filter(Boolean);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  }, 90_000);
});
