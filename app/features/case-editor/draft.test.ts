import { describe, expect, it } from "vitest";
import { CASE_LIMITS } from "#core/domain/case-studies";
import { LANGUAGES } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import { formatNumber } from "#core/lib/format";
import { draftOf, draftProblems } from "./draft";

describe("the case editor's own check of a figure's value", () => {
  it("names the bounds as each language writes numbers, the placeholders filled", () => {
    for (const lang of LANGUAGES) {
      const draft = draftOf(undefined);
      draft.results = [{ id: "figure-1", value: "2000000", unit: "percent" }];
      const message = draftProblems(draft, serverT(lang), lang)?.["results.0.value"] ?? "";
      expect(message).toContain(formatNumber(CASE_LIMITS.value, lang));
      expect(message).toContain(formatNumber(0, lang));
      expect(message).not.toContain("{{");
    }
  });
});
