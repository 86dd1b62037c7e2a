import { describe, expect, it } from "vitest";
import {
  canonicalPath,
  homeRedirect,
  isPageRequest,
  offeredLanguage,
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

describe("homeRedirect and offeredLanguage", () => {
  it("redirects only / and only on a first visit, by the browser's language", () => {
    expect(homeRedirect("/", { acceptLanguage: "ar" })).toBe("/ar");
    expect(homeRedirect("/", { acceptLanguage: "sr-RS,sr;q=0.9" })).toBe("/sr");
    expect(homeRedirect("/", { acceptLanguage: "de, en;q=0.5" })).toBeUndefined();
    expect(homeRedirect("/", { cookie: "lang=en", acceptLanguage: "ar" })).toBeUndefined();
    expect(homeRedirect("/", { cookie: "lang=ar" })).toBeUndefined();
    for (const path of ["/about", "/tools", "/ar/about", "/sr"]) {
      expect(homeRedirect(path, { cookie: "lang=ar", acceptLanguage: "sr" }), path).toBeUndefined();
    }
  });

  it("offers the saved choice first, then the browser's language, when the page is in another", () => {
    expect(offeredLanguage("en", { cookie: "a=1; lang=ar" })).toBe("ar");
    expect(offeredLanguage("en", { cookie: "lang=en", acceptLanguage: "ar" })).toBeUndefined();
    expect(offeredLanguage("ar", { acceptLanguage: "sr-RS,sr;q=0.9" })).toBe("sr");
    expect(offeredLanguage("sr", { acceptLanguage: "sr" })).toBeUndefined();
    expect(offeredLanguage("ar", { acceptLanguage: "de, en;q=0.5" })).toBe("en");
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
