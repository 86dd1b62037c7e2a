import { describe, expect, it } from "vitest";
import { classifyIndustry } from "./classify";

/** Cues added for names that are not known companies, in English, Arabic and Serbian (both scripts). */
describe("cues for finance, leasing and facilities companies", () => {
  it.each([
    ["Gulf Commercial Facilities Company", "high"],
    ["Horizon Leasing", "medium"],
    ["الخليج للتسهيلات", "high"],
    ["شركة الأفق للتأجير التمويلي", "high"],
    ["الشركة المتحدة للتمويل", "medium"],
    ["Horizont lizing d.o.o.", "medium"],
    ["Хоризонт лизинг", "medium"],
  ])("%s -> Automotive Finance (%s)", (name, confidence) => {
    const c = classifyIndustry(name);
    expect(c.industry).toBe("Automotive Finance");
    expect(c.confidence).toBe(confidence);
    expect(c.evidence[0]?.kind).toBe("keyword");
  });

  it("leaves a bank with a leasing word a bank, and car rental outside the finance industries", () => {
    expect(classifyIndustry("Horizon Bank Leasing").industry).toBe("Banking & Retail Banks");
    expect(classifyIndustry("البنك السعودي للتمويل").industry).toBe("Banking & Retail Banks");
    expect(classifyIndustry("النهدي لتأجير السيارات").confidence).toBe("low");
    expect(classifyIndustry("Falcon Car Rental").confidence).toBe("low");
  });
});

describe("social insurance and pension funds are public bodies", () => {
  it.each([
    "National Social Insurance Fund",
    "Public Pension Agency",
    "صندوق التأمينات الاجتماعية",
    "المؤسسة العامة للتقاعد",
    "Fond za socijalno osiguranje vojnih osiguranika",
    "Републички фонд ПИО",
  ])("%s -> Government, high", (name) => {
    const c = classifyIndustry(name);
    expect(c.industry).toBe("Government");
    expect(c.confidence).toBe("high");
    expect(c.evidence.some((e) => e.industry === "Insurance Services")).toBe(false);
  });

  it("still takes a private insurer for an insurer", () => {
    expect(classifyIndustry("Horizon Life Insurance").industry).toBe("Insurance Services");
    expect(classifyIndustry("Horizont osiguranje").industry).toBe("Insurance Services");
  });
});

describe("digital banks are fintech", () => {
  it.each(["Nova Digital Bank", "Horizon Neobank", "البنك الرقمي الأول", "Digitalna banka Srbije"])(
    "%s -> Fintech & Digital Payments, high",
    (name) => {
      const c = classifyIndustry(name);
      expect(c.industry).toBe("Fintech & Digital Payments");
      expect(c.confidence).toBe("high");
    },
  );
});

describe("real estate, consumer goods, cars, technology and public-body cues", () => {
  it.each([
    ["Riyadh Park Mall", "Real Estate"],
    ["Gulf Residential Communities", "Real Estate"],
    ["مول الرياض", "Real Estate"],
    ["Тржни центар Стадион", "Real Estate"],
    ["Ушће шопинг центар", "Real Estate"],
    ["Desert Bottling Company", "FMCG"],
    ["Mountain Spring Mineral Water", "FMCG"],
    ["شركة النخيل للتمور", "FMCG"],
    ["مصنع الشرق للحليب", "FMCG"],
    ["Industrija mesa Topola", "FMCG"],
    ["Винарија Звонко Богдан", "FMCG"],
    ["Шећерана Црвенка", "FMCG"],
    ["Autocentar Zvezdara", "Automotive Distribution"],
    ["Kamioni Jovanović", "Automotive Distribution"],
    ["Orbit IT Solutions", "Technology"],
    ["Privredna komora Vojvodine", "Government"],
    ["Привредна комора Војводине", "Government"],
    ["إمارة منطقة مكة المكرمة", "Government"],
  ])("%s -> %s, high", (name, industry) => {
    const c = classifyIndustry(name);
    expect(c.industry).toBe(industry);
    expect(c.confidence).toBe("high");
  });

  it("keeps weak cues at medium or low", () => {
    expect(classifyIndustry("Diyar Al Khaleej").confidence).toBe("medium");
    expect(classifyIndustry("ديار الخليج").confidence).toBe("medium");
    expect(classifyIndustry("Crescent Heavy Machinery").confidence).toBe("medium");
  });
});
