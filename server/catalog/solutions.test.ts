import { describe, expect, it } from "vitest";
import { INDUSTRIES } from "#core/domain/industries";
import { LANGUAGES } from "#core/i18n/languages";
import { CATALOG, CATALOG_META } from "./solutions";

const IDS = Array.from({ length: 12 }, (_, i) => i + 1);
const NEW_IDS = [2, 10, 11, 12];

describe("catalogue content", () => {
  it("has every interface language and nothing else", () => {
    expect(Object.keys(CATALOG).sort()).toEqual([...LANGUAGES].sort());
  });

  describe.each(LANGUAGES)("%s", (lang) => {
    const solutions = CATALOG[lang];

    it("has 12 solutions with ids 1..12 in order", () => {
      expect(solutions.map((s) => s.id)).toEqual(IDS);
    });

    it("flags NEW exactly on solutions 2, 10, 11 and 12", () => {
      expect(solutions.filter((s) => s.isNew).map((s) => s.id)).toEqual(NEW_IDS);
    });

    it("maps each solution to the industry with that solution number, with its colour", () => {
      for (const s of solutions) {
        const industry = INDUSTRIES.find((i) => i.slug === s.industrySlug);
        expect(industry, `solution ${s.id}`).toBeDefined();
        expect(industry?.solution).toBe(s.id);
        expect(s.color).toBe(industry?.color);
      }
    });

    it("has non-empty texts, 3-6 companies and 5-7 key areas, without duplicates", () => {
      for (const s of solutions) {
        for (const value of [s.title, s.subtitle, ...s.companies, ...s.keyAreas]) {
          expect(typeof value).toBe("string");
          expect(value.trim(), `solution ${s.id}`).not.toBe("");
          expect(value, `solution ${s.id}: stray whitespace`).toBe(value.trim());
        }
        expect(s.companies.length).toBeGreaterThanOrEqual(3);
        expect(s.companies.length).toBeLessThanOrEqual(6);
        expect(s.keyAreas.length).toBeGreaterThanOrEqual(5);
        expect(s.keyAreas.length).toBeLessThanOrEqual(7);
        expect(new Set(s.companies).size).toBe(s.companies.length);
        expect(new Set(s.keyAreas).size).toBe(s.keyAreas.length);
      }
    });

    it("has distinct titles", () => {
      expect(new Set(solutions.map((s) => s.title)).size).toBe(12);
    });

    it("names at least 25 distinct target companies overall", () => {
      const companies = new Set(solutions.flatMap((s) => s.companies));
      expect(companies.size).toBeGreaterThanOrEqual(25);
    });
  });

  it("has the same structure in every language", () => {
    const [reference, ...others] = LANGUAGES;
    for (const lang of others) {
      CATALOG[lang].forEach((s, index) => {
        const ref = CATALOG[reference][index];
        if (!ref) throw new Error(`${lang} has more solutions than ${reference}`);
        expect(s.id).toBe(ref.id);
        expect(s.industrySlug).toBe(ref.industrySlug);
        expect(s.color).toBe(ref.color);
        expect(s.isNew).toBe(ref.isNew);
        expect(s.companies.length, `${lang} solution ${s.id} companies`).toBe(ref.companies.length);
        expect(s.keyAreas.length, `${lang} solution ${s.id} key areas`).toBe(ref.keyAreas.length);
      });
    }
  });

  it("translates the texts: Arabic in Arabic script, Serbian in Cyrillic", () => {
    const arabic = /[\u0600-\u06FF]/;
    const cyrillic = /[\u0400-\u04FF]/;
    for (const s of CATALOG.ar) {
      for (const value of [s.title, s.subtitle, ...s.keyAreas]) expect(value).toMatch(arabic);
    }
    for (const s of CATALOG.sr) {
      for (const value of [s.subtitle, ...s.keyAreas]) expect(value).toMatch(cyrillic);
      for (const value of [s.title, s.subtitle, ...s.keyAreas]) expect(value).not.toMatch(/[čćžšđČĆŽŠĐ]/);
    }
  });

  it("matches the headline figures of the catalogue", () => {
    expect(CATALOG_META.industrySolutions).toBe(CATALOG.en.length);
    const distinct = new Set(CATALOG.en.flatMap((s) => s.companies)).size;
    expect(distinct).toBeGreaterThanOrEqual(Number.parseInt(CATALOG_META.targetCompanies, 10));
    expect(CATALOG_META).toMatchObject({ portfolioYear: 2025, saudiFocused: "100%", version: "1.0" });
  });
});
