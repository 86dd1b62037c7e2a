import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_INFO, LANGUAGES, type Lang } from "#core/i18n/languages";
import { allResources } from "#core/i18n/resources.server";
import { PUBLIC_PAGES } from "#core/lib/pages";
import { getHref } from "#core/lib/paths";
import { createApp } from "../app";
import { parseEnv } from "../env";
import { createLogger } from "../logger";
import type { PageRenderer } from "../pages";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { StaticFiles } from "./static";

// Every public page in every language as a prerendered document, served the way the built site is; pages
// rendered per request (the staff area) answer an HTML document from `handle`.
let dir: string;
let database: TestDatabase;
let app: ReturnType<typeof createApp>;
const pageUrls = LANGUAGES.flatMap((lang) => PUBLIC_PAGES.map((page) => getHref(page, lang)));

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "notice-"));
  for (const url of pageUrls) {
    const lang = url.startsWith("/ar") ? "ar" : url.startsWith("/sr") ? "sr" : "en";
    mkdirSync(path.join(dir, url), { recursive: true });
    const html = `<!DOCTYPE html><html lang="${LANGUAGE_INFO[lang].htmlLang}"><head><title>${url}</title></head><body><a href="#main">skip</a><header class="site-header">h</header><main id="main">${"text ".repeat(200)}</main></body></html>`;
    writeFileSync(path.join(dir, url, "index.html"), html);
  }
  const pages: PageRenderer = {
    dev: false,
    staticFiles: new StaticFiles(dir),
    handle: async () =>
      new Response("<!DOCTYPE html><html><body>staff</body></html>", {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      }),
  };
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  database = await createTestDatabase();
  app = createApp({ env, database, logger: createLogger(env.LOG_LEVEL), pages });
});

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.request(`http://localhost${url}`, { headers });
const notice = (lang: Lang) =>
  allResources()[lang].common?.languageNotice as { available: string; open: string };
const VISITORS: Record<string, string>[] = [
  {},
  ...LANGUAGES.flatMap((lang): Record<string, string>[] => [
    { "accept-language": lang },
    { cookie: `lang=${lang}` },
  ]),
  { "accept-language": "ar", cookie: "lang=sr" },
];

describe("page URLs and the visitor's language", () => {
  it("answers every page URL but / with its page, whatever the browser's language or the saved choice", async () => {
    for (const url of pageUrls.filter((url) => url !== "/")) {
      for (const headers of VISITORS) {
        const res = await get(url, headers);
        expect(res.status, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(res.headers.get("Vary")).toContain("Accept-Language");
        expect(res.headers.get("Vary")).toContain("Cookie");
      }
    }
  });

  it("sends / to the browser's language on a first visit only", async () => {
    expect((await get("/", { "accept-language": "ar,en;q=0.5" })).headers.get("Location")).toBe("/ar");
    expect((await get("/", { "accept-language": "sr-RS" })).headers.get("Location")).toBe("/sr");
    expect((await get("/", { "accept-language": "ar" })).headers.get("Vary")).toContain("Accept-Language");
    expect((await get("/", { "accept-language": "de,en" })).status).toBe(200);
    // A saved choice (English or not) keeps / where it is: Back from /ar to / stays on /.
    for (const lang of LANGUAGES) {
      expect((await get("/", { "accept-language": "ar", cookie: `lang=${lang}` })).status).toBe(200);
    }
  });

  it("offers the saved or preferred language with a notice written in it, linking to the same page", async () => {
    for (const page of LANGUAGES) {
      for (const wanted of LANGUAGES.filter((lang) => lang !== page)) {
        for (const headers of <Record<string, string>[]>[
          { "accept-language": wanted },
          { cookie: `lang=${wanted}`, "accept-language": page },
        ]) {
          const url = getHref("/about", page);
          const html = await (await get(url, headers)).text();
          expect(html).toContain(notice(wanted).available);
          expect(html).toContain(`lang="${LANGUAGE_INFO[wanted].htmlLang}"`);
          expect(html).toContain(
            `href="/language/${wanted}?next=${encodeURIComponent(getHref("/about", wanted))}"`,
          );
          expect(html).toContain(`href="/language/${page}?next=${encodeURIComponent(url)}"`);
          expect(html.indexOf("<aside")).toBeLessThan(html.indexOf("<header"));
        }
      }
    }
  });

  it("shows no notice on a page in the visitor's language, nor once they chose to stay", async () => {
    for (const lang of LANGUAGES) {
      const url = getHref("/about", lang);
      expect(await (await get(url, { "accept-language": lang })).text()).not.toContain("<aside");
      expect(await (await get(url, {})).text()).not.toContain("<aside");
      // "Continue in English" saved the page's language: the browser still prefers another one.
      const other = lang === "ar" ? "sr" : "ar";
      const choice = await get(`/language/${lang}?next=${encodeURIComponent(url)}`);
      expect(choice.headers.get("Location")).toBe(url);
      const cookie = (choice.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
      expect(await (await get(url, { "accept-language": other, cookie })).text()).not.toContain("<aside");
    }
  });

  it("gives each version of a page its own ETag and keeps the one with a notice out of shared caches", async () => {
    const plain = await get("/about");
    const arabic = await get("/about", { "accept-language": "ar" });
    const serbian = await get("/about", { cookie: "lang=sr" });
    const etags = [plain, arabic, serbian].map((res) => res.headers.get("ETag"));
    expect(new Set(etags).size).toBe(3);
    expect(arabic.headers.get("Cache-Control")).toBe("private, no-cache");
    const again = await get("/about", { "accept-language": "ar", "if-none-match": etags[1] ?? "" });
    expect(again.status).toBe(304);
    expect((await get("/about", { "if-none-match": etags[1] ?? "" })).status).toBe(200);
    const compressed = await get("/about", { "accept-language": "ar", "accept-encoding": "br" });
    expect(compressed.headers.get("Content-Encoding")).toBe("br");
  });
});

describe("Cross-Origin-Opener-Policy per page class (decision 025)", () => {
  it("leaves it off public documents and keeps same-origin on the staff area, in every language", async () => {
    for (const lang of LANGUAGES) {
      for (const page of ["/about", "/privacy", "/no-such-page"]) {
        expect((await get(getHref(page, lang))).headers.get("Cross-Origin-Opener-Policy")).toBeNull();
      }
      for (const page of ["/crm", "/crm-add", "/catalog", "/crm/trash"]) {
        const res = await get(getHref(page, lang));
        expect(res.headers.get("Cross-Origin-Opener-Policy"), page).toBe("same-origin");
      }
    }
  });
});
