import { describe, expect, it } from "vitest";
import { classifyIndustry } from "./classify";

// Invented names (none from the labelled sets): retail and trade are FMCG's shelf, not Technology's fallback.
describe("retail and trade words", () => {
  it.each([
    "Trgovina Zlatni Klas",
    "Трговина Бела Река доо",
    "Moravska trgovina d.o.o.",
    "Трговинска радња Јасен",
    "Maloprodaja Ivanjica",
    "شركة النخلة الذهبية للتجزئة",
    "مؤسسة الفجر للبيع بالتجزئة",
    "Desert Rose Retail",
  ])("%s is FMCG, with the word as its evidence", (name) => {
    const result = classifyIndustry(name);
    expect(result.industry).toBe("FMCG");
    expect(result.confidence).not.toBe("low");
    expect(result.evidence[0]).toMatchObject({ kind: "keyword", industry: "FMCG" });
  });

  it.each([
    ["Auto trgovina Kruna", "Automotive Distribution"],
    ["Retail Bank of Oasis", "Banking & Retail Banks"],
    ["بنك الواحة للتجزئة", "Banking & Retail Banks"],
  ])("a sector's own word still wins: %s is %s", (name, industry) => {
    expect(classifyIndustry(name).industry).toBe(industry);
  });
});
