import { describe, expect, it } from "vitest";
import {
  canonicalPath,
  isPageRequest,
  languageRedirect,
  safeNextPath,
  savedLanguage,
} from "./page-redirects";

describe("isPageRequest", () => {
  it("leaves the router's own requests, assets, files, the API and the language choice alone", () => {
    for (const path of [
      "/__manifest",
      "/ar/__manifest",
      "/_root.data",
      "/about.data",
      "/ar/about.data",
      "/assets/entry.client-abc123.js",
      "/assets/app-1a2b.css",
      "/media/hero.webm",
      "/favicon.ico",
      "/sitemap.xml",
      "/api/health",
      "/api/crm/companies",
      "/api",
      "/language/ar",
    ]) {
      expect(isPageRequest(path), path).toBe(false);
    }
  });

  it("takes pages in every language, known or not", () => {
    for (const path of ["/", "/about", "/ar", "/sr/blog/some-article", "/crm", "/no-such-page", "/About/"]) {
      expect(isPageRequest(path), path).toBe(true);
    }
  });
});

describe("canonicalPath", () => {
  it("lower-cases and drops trailing slashes", () => {
    expect(canonicalPath("/About")).toBe("/about");
    expect(canonicalPath("/about/")).toBe("/about");
    expect(canonicalPath("/AR/About//")).toBe("/ar/about");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/sr/blog/x")).toBe("/sr/blog/x");
  });
});

describe("languageRedirect", () => {
  it("follows the saved choice first, then the browser's language", () => {
    expect(languageRedirect("/about", { cookie: "a=1; lang=ar" })).toBe("/ar/about");
    expect(languageRedirect("/", { cookie: "lang=sr" })).toBe("/sr");
    expect(languageRedirect("/about", { cookie: "lang=en", acceptLanguage: "ar" })).toBeUndefined();
    expect(languageRedirect("/about", { acceptLanguage: "sr-RS,sr;q=0.9" })).toBe("/sr/about");
    expect(languageRedirect("/about", { acceptLanguage: "de, en;q=0.5" })).toBeUndefined();
  });

  it("never moves a page that already has a language prefix", () => {
    expect(languageRedirect("/ar/about", { cookie: "lang=sr" })).toBeUndefined();
  });

  it("ignores a cookie that only ends with the name", () => {
    expect(savedLanguage("xlang=ar")).toBeUndefined();
    expect(savedLanguage("lang=de")).toBeUndefined();
  });
});

describe("safeNextPath", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(safeNextPath("/ar/about", "ar")).toBe("/ar/about");
    expect(safeNextPath("/sr/solutions?x=1#consumer-insights", "sr")).toBe(
      "/sr/solutions?x=1#consumer-insights",
    );
  });

  it("sends anything else to the chosen language's home page", () => {
    for (const next of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
    ]) {
      expect(safeNextPath(next, "ar"), next).toBe("/ar");
    }
    expect(safeNextPath(undefined, "en")).toBe("/");
  });
});
