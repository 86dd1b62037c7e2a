import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/languages";
import {
  type FooterGroup,
  footerLinks,
  NAV_ITEMS,
  PAGES,
  PAGES_WITH_ISLANDS,
  PUBLIC_PAGES,
  STAFF_PAGES,
} from "./pages";
import { getHref } from "./paths";
import { prerenderPaths } from "./prerender";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const common = JSON.parse(readFileSync(path.join(ROOT, "core/i18n/locales/en/common.json"), "utf8"));

/** A key of common.json (`nav.home`), looked up in its tree. */
const hasCommonKey = (key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], common) !==
  undefined;

describe("the table of pages", () => {
  it("names route modules that exist", () => {
    for (const page of PAGES) expect(existsSync(path.join(ROOT, "app", page.module)), page.module).toBe(true);
  });

  it("has unique ids and paths", () => {
    expect(new Set(PAGES.map((page) => page.id)).size).toBe(PAGES.length);
    expect(new Set(PAGES.map((page) => page.path)).size).toBe(PAGES.length);
  });

  it("links in the header and footer only to its public pages, labelled by keys that exist", () => {
    for (const item of NAV_ITEMS) {
      expect(PUBLIC_PAGES).toContain(item.path);
      expect(hasCommonKey(item.label), item.label).toBe(true);
    }
    for (const page of PAGES) if ("footer" in page) expect(hasCommonKey(page.footer.label)).toBe(true);
    expect(NAV_ITEMS.map((item) => item.path)).toEqual([
      "/",
      "/about",
      "/approach",
      "/solutions",
      "/tools",
      "/capability",
      "/industries",
      "/leadership",
      "/blog",
    ]);
  });

  it("prerenders each public page in every language but the live ones, and no per-request, staff or parameter route", () => {
    const prerendered = new Set(prerenderPaths());
    for (const page of PAGES.filter((entry) => entry.kind === "page"))
      for (const lang of LANGUAGES)
        expect(prerendered.has(getHref(page.path, lang)), `${lang} ${page.path}`).toBe(!("live" in page));
    for (const page of PAGES.filter((entry) => entry.kind !== "page"))
      for (const lang of LANGUAGES) expect(prerendered.has(getHref(page.path, lang))).toBe(false);
  });

  it("gives the footer its groups' pages in the table's order", () => {
    const paths = (group: FooterGroup) => footerLinks(group).map((link) => link.path);
    expect(paths("services")).toEqual(["/tools", "/methodology"]);
    expect(paths("company")).toEqual(["/about", "/leadership", "/blog", "/contact"]);
    expect(paths("legal")).toEqual(["/privacy", "/terms", "/cookies"]);
  });

  it("derives the islands and the staff pages from their lines", () => {
    expect([...PAGES_WITH_ISLANDS]).toEqual(["/", "/tools", "/blog", "/contact"]);
    expect(STAFF_PAGES).toContain("/crm");
    expect(STAFF_PAGES).toContain("/catalog");
    expect(STAFF_PAGES.every((page) => page.startsWith("/crm") || page === "/catalog")).toBe(true);
  });
});
