import { describe, expect, it } from "vitest";
import { getHref, isCurrentSection, splitLangPath } from "./paths";

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

describe("isCurrentSection", () => {
  // The header reads the page's neutral path once (splitLangPath) and asks of each item.
  const current = (item: string, pathname: string) => isCurrentSection(item, splitLangPath(pathname).path);

  it("marks home only on the home page, in every language and with a trailing slash", () => {
    for (const pathname of ["/", "/ar", "/ar/", "/sr", "/sr/"]) expect(current("/", pathname)).toBe(true);
    expect(current("/", "/ar/about")).toBe(false);
  });

  it("marks a section on its page and its sub-pages, not on a page that only starts alike", () => {
    expect(current("/blog", "/sr/blog")).toBe(true);
    expect(current("/blog", "/ar/blog/consumer-behavior")).toBe(true);
    expect(current("/about", "/about/")).toBe(true);
    expect(current("/blog", "/blogger")).toBe(false);
    expect(current("/tools", "/about")).toBe(false);
  });
});
