import { describe, expect, it } from "vitest";
import { classifyIndustry } from "./classify";
import { DEFAULT_FALLBACK, fallbackFor } from "./fallback";
import { formatReasoning } from "./reasoning";

describe("the fallback when a name has no cue", () => {
  it.each([
    ["Al Zayani & Sons", "Automotive Distribution", "family", "Sons"],
    ["عبدالله الحربي وإخوانه", "Automotive Distribution", "family", "وإخوانه"],
    ["Xyzzy Investment Company", "Real Estate", "investment", "Investment"],
    ["شركة الأفق للاستثمار", "Real Estate", "investment", "للاستثمار"],
    ["Horizont invest d.o.o.", "Real Estate", "investment", "invest"],
    ["Acme Distribution LLC", "FMCG", "distribution", "Distribution"],
    ["شركة النور للتوزيع", "FMCG", "distribution", "للتوزيع"],
    ["Увоз-извоз Марковић", "FMCG", "distribution", "Увоз"],
    ["Nova Solutions", "Technology", "solutions", "Solutions"],
  ])("%s -> %s (%s), low", (name, industry, basis, text) => {
    expect(fallbackFor(name)).toEqual({ industry, basis, text });
    const c = classifyIndustry(name);
    expect(c).toMatchObject({ industry, confidence: "low" });
    expect(c.evidence).toEqual([{ kind: "none", text: name, industry, weight: 0 }]);
  });

  it("guesses Technology for a coined name with no hint, as before", () => {
    expect(fallbackFor("Xyzzy")).toEqual({ industry: DEFAULT_FALLBACK, basis: "default" });
    expect(fallbackFor("Xyzzy Trading Est.").basis).toBe("default");
    expect(classifyIndustry("Xyzzy").industry).toBe("Technology");
  });

  it("says in every language which word led to the guess, and that it is only a guess", () => {
    const c = classifyIndustry("Al Zayani & Sons");
    expect(formatReasoning(c, "en")).toBe(
      "No clear industry cue in the name; “Sons” suggests a family trading house, and in the Gulf these often hold car agencies, so Automotive Distribution is a best guess only.",
    );
    const ar = formatReasoning(classifyIndustry("شركة النور للتوزيع"), "ar");
    expect(ar).toContain("«للتوزيع»");
    expect(ar).toContain("تخمين");
    const sr = formatReasoning(classifyIndustry("Horizont invest d.o.o."), "sr");
    expect(sr).toContain("„invest“");
    expect(sr).toContain("некретнинама");
    expect(sr).toContain("претпоставка");
  });

  it("is not used when the name has any cue", () => {
    expect(classifyIndustry("Gulf Insurance Investment Company").industry).toBe("Insurance Services");
    expect(classifyIndustry("Alpha Motors & Sons").confidence).not.toBe("low");
  });
});
