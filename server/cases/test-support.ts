import type { CaseInput, CaseStudyView } from "#core/domain/case-studies";
import type { Lang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import { type StaffApiTest, setupStaffApi } from "../test/staff-api";

/** The cases' tests use the shared staff API setup (one test app per file, signed in as a sales member). */
export type CasesTest = StaffApiTest;
export const setupCases = setupStaffApi;

/** The editor's texts in a language, as the API answers them. */
export const casesT = (lang: Lang) => serverT(lang, "cases");

/** A complete case: two figures, every text in the three languages, a quote. */
export function fullCase(title = "Retail case"): CaseInput {
  const text = (lang: Lang) => ({
    industry: `Retail ${lang}`,
    title: `${title} ${lang}`,
    challenge: `Challenge ${lang}`,
    solution: `Solution ${lang}`,
    resultLabels: { sales: `more sales ${lang}`, visits: `more visits ${lang}` },
    storyTitle: `Story title ${lang}`,
    story: `Story ${lang}`,
    storyLabels: { sales: `sales ${lang}`, visits: `visits ${lang}` },
    quote: `Quote ${lang}`,
    attribution: `Head of Retail, a grocer ${lang}`,
  });
  return {
    sector: "retail",
    icon: "ShoppingCart",
    sample: false,
    results: [
      { id: "sales", value: 14, unit: "percent" },
      { id: "visits", value: 1.5, unit: "times" },
    ],
    texts: { en: text("en"), ar: text("ar"), sr: text("sr") },
  };
}

/** The cases as the list answers them. */
export async function listed(test: CasesTest): Promise<CaseStudyView[]> {
  return (await test.call<{ items: CaseStudyView[] }>("GET", "/api/crm/cases")).body.items;
}
