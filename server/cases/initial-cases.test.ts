import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#core/i18n/languages";
import { INITIAL_CASES } from "../../tests/e2e/support/initial-cases";
import { createTestDatabase } from "../test/database";
import { listCases, listPublicCases } from "./read-cases";

/**
 * The migration's initial content (drizzle/0020_case_studies.sql) equals the texts the code and translation
 * files held before the editor, copied as literal values in tests/e2e/support/initial-cases.ts.
 */
describe("the initial case studies", () => {
  it("are today's three cases, in order, with every text in en, ar and sr and the sample quotes", async () => {
    const database = await createTestDatabase();
    try {
      const cases = await listCases(database.db);
      expect(
        cases.map(({ key, sector, icon, results, sample, texts }) => ({
          key,
          sector,
          icon,
          results,
          sample,
          texts,
        })),
      ).toEqual(INITIAL_CASES);
      for (const lang of LANGUAGES) {
        const shown = await listPublicCases(database.db, lang);
        expect(shown).toEqual(
          INITIAL_CASES.map((c) => ({ key: c.key, icon: c.icon, results: c.results, text: c.texts[lang] })),
        );
      }
    } finally {
      await database.close();
    }
  });
});
