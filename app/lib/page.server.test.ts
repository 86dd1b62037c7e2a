import { describe, expect, it } from "vitest";
import { allResources } from "#core/i18n/resources.server";
import { pageData, pickMessages } from "./page.server";

describe("pickMessages", () => {
  const pages = allResources().ar.pages as Record<string, unknown>;

  it("sends a whole namespace when asked for it", () => {
    expect(pickMessages("ar", ["pages"]).pages).toBe(pages);
  });

  it("sends only the parts asked for, merged into one namespace", () => {
    const picked = pickMessages("ar", ["pages:about", "pages:units", "legal:toc"]);
    expect(Object.keys(picked).sort()).toEqual(["legal", "pages"]);
    expect(Object.keys(picked.pages ?? {}).sort()).toEqual(["about", "units"]);
    expect(picked.pages?.about).toEqual(pages.about);
    expect(picked.legal).toEqual({ toc: "في هذه الصفحة" });
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(pages).length / 3);
  });

  it("merges nested parts without touching the shared resources", () => {
    const before = JSON.stringify(pages);
    const picked = pickMessages("ar", ["pages:industries.sectors", "pages:industries.labels"]);
    expect(Object.keys(picked.pages?.industries as object).sort()).toEqual(["labels", "sectors"]);
    expect(JSON.stringify(pages)).toBe(before);
  });

  it("fails loudly on a namespace or key that does not exist", () => {
    expect(() => pickMessages("en", ["nope"])).toThrow(/namespace "nope"/);
    expect(() => pickMessages("en", ["pages:nope.deeper"])).toThrow(/pages:nope\.deeper/);
  });
});

describe("pageData", () => {
  it("gives a page its title, description and canonical link, with or without a trailing slash", () => {
    for (const url of ["http://x/sr/about", "http://x/sr/about/"]) {
      const data = pageData(new Request(url), { ns: ["pages:about"], metaKey: "pages:about.meta" });
      expect(data.lang).toBe("sr");
      expect(data.meta).toContainEqual({ title: "О нама: Наш пут | Potentia" });
      const canonical = data.meta.find((tag) => "rel" in tag && tag.rel === "canonical");
      expect(canonical).toMatchObject({ href: expect.stringMatching(/\/sr\/about$/) });
    }
  });
});
