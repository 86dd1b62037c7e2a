import { describe, expect, it } from "vitest";
import { getHref, splitLangPath } from "./paths";

describe("getHref", () => {
  it("adds the language prefix, keeping anchors", () => {
    expect(getHref("/", "en")).toBe("/");
    expect(getHref("/", "ar")).toBe("/ar");
    expect(getHref("/about", "sr")).toBe("/sr/about");
    expect(getHref("/solutions#market-insights", "ar")).toBe("/ar/solutions#market-insights");
  });
});

describe("splitLangPath", () => {
  it.each([
    ["/", "en", "/", false],
    ["/about", "en", "/about", false],
    ["/ar", "ar", "/", true],
    ["/ar/about", "ar", "/about", true],
    ["/sr/blog/consumer-behavior", "sr", "/blog/consumer-behavior", true],
    ["/en/about", "en", "/en/about", false],
    ["/arabic", "en", "/arabic", false],
    ["/about/", "en", "/about", false],
    ["/ar/", "ar", "/", true],
    ["/sr/blog/consumer-behavior/", "sr", "/blog/consumer-behavior", true],
  ])("%s", (pathname, lang, path, prefixed) => {
    expect(splitLangPath(pathname)).toEqual({ lang, path, prefixed });
  });
});
