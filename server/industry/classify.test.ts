import { describe, expect, it } from "vitest";
import { classifyIndustry } from "./classify";

const kinds = (name: string) => classifyIndustry(name).evidence.map((e) => e.kind);

describe("known companies", () => {
  it.each([
    ["Al Rajhi Bank", "Banking & Retail Banks"],
    ["مصرف الراجحي", "Banking & Retail Banks"],
    ["Tahweel Al Rajhi", "Banking Services & Remittance"],
    ["تحويل الراجحي", "Banking Services & Remittance"],
    ["Al Rajhi Takaful", "Insurance Services"],
    ["STC Pay", "Fintech & Digital Payments"],
    ["STC", "Technology"],
    ["Tabby", "Fintech & Digital Payments"],
    ["تمارا", "Fintech & Digital Payments"],
    ["Enjaz", "Banking Services & Remittance"],
    ["Lulu Exchange", "Banking Services & Remittance"],
    ["Western Union", "Banking Services & Remittance"],
    ["Вестерн Јунион", "Banking Services & Remittance"],
    ["mada", "Payment Networks"],
    ["Saudi Payments", "Payment Networks"],
    ["UnionPay International", "Payment Networks"],
    ["Amex", "American Express"],
    ["Swisscard AECS", "American Express"],
    ["Abdul Latif Jameel Motors", "Automotive Distribution"],
    ["Abdul Latif Jameel Finance", "Automotive Finance"],
    ["Almarai", "FMCG"],
    ["Имлек", "FMCG"],
    ["Imlek a.d.", "FMCG"],
    ["Књаз Милош", "FMCG"],
    ["Knjaz Miloš", "FMCG"],
    ["Нордеус", "Technology"],
    ["e&", "Technology"],
    ["du", "Technology"],
    ["Народна банка Србије", "Government"],
    ["Београд на води", "Real Estate"],
  ])("%s -> %s, high, as a known company", (name, industry) => {
    const c = classifyIndustry(name);
    expect(c.industry).toBe(industry);
    expect(c.confidence).toBe("high");
    expect(c.evidence[0]?.kind).toBe("known-company");
  });

  it("accepts legal forms and place words after a known name", () => {
    for (const name of [
      "Almarai Company JSC",
      "Nestlé Middle East FZE",
      "Al Rajhi Bank KSA",
      "شركة المراعي",
      "Visa Inc.",
    ]) {
      expect(kinds(name)[0], name).toBe("known-company");
    }
  });
});

describe("keyword cues", () => {
  it.each([
    // English
    ["Gulf Insurance Group", "Insurance Services", "high"],
    ["Bank of Bahrain and Kuwait", "Banking & Retail Banks", "high"],
    ["Al Fardan Exchange", "Banking Services & Remittance", "high"],
    ["Ria Money Transfer", "Banking Services & Remittance", "high"],
    ["Beam Wallet", "Fintech & Digital Payments", "high"],
    ["HyperPay", "Fintech & Digital Payments", "high"],
    ["Almajdouie Motors", "Automotive Distribution", "high"],
    ["Damac Properties", "Real Estate", "high"],
    ["Ministry of Health", "Government", "high"],
    ["Dubai Municipality", "Government", "high"],
    ["Arla Foods", "FMCG", "high"],
    ["Bahrain Telecommunications Company", "Technology", "high"],
    ["UAE Switch", "Payment Networks", "medium"],
    // Arabic
    ["الدرع العربي للتأمين التعاوني", "Insurance Services", "high"],
    ["بنك الكويت الوطني", "Banking & Retail Banks", "high"],
    ["الأنصاري للصرافة", "Banking Services & Remittance", "high"],
    ["الجزيرة لوكالات السيارات", "Automotive Distribution", "high"],
    ["سمو العقارية", "Real Estate", "high"],
    ["وزارة الصحة", "Government", "high"],
    ["أمانة منطقة الرياض", "Government", "high"],
    ["مجموعة أغذية", "FMCG", "high"],
    ["اتحاد اتصالات", "Technology", "high"],
    ["هايبر باي", "Fintech & Digital Payments", "high"],
    // Serbian Cyrillic and Latin
    ["Триглав осигурање", "Insurance Services", "high"],
    ["Sava osiguranje", "Insurance Services", "high"],
    ["ОТП банка Србија", "Banking & Retail Banks", "high"],
    ["AIK Banka", "Banking & Retail Banks", "high"],
    ["Млекара Шабац", "FMCG", "high"],
    ["Mlekara Subotica", "FMCG", "high"],
    ["Министарство финансија", "Government", "high"],
    ["Poreska uprava", "Government", "high"],
    ["Застава аутомобили", "Automotive Distribution", "high"],
    ["Delta nekretnine", "Real Estate", "high"],
    ["Информатика а.д.", "Technology", "high"],
  ])("%s -> %s (%s)", (name, industry, confidence) => {
    const c = classifyIndustry(name);
    expect(c.industry).toBe(industry);
    expect(c.confidence).toBe(confidence);
    expect(c.evidence[0]?.kind).toBe("keyword");
  });
});

describe("hard distinctions", () => {
  it.each([
    ["American Express National Bank", "American Express"],
    ["Amex Bank of Canada", "American Express"],
    ["Toyota Financial Services", "Automotive Finance"],
    ["Porsche Leasing SCG d.o.o.", "Automotive Finance"],
    ["Порше Лизинг", "Automotive Finance"],
    ["Toyota Motor Sales", "Automotive Distribution"],
    ["Saudi Central Bank", "Government"],
    ["مصرف الإمارات العربية المتحدة المركزي", "Government"],
    ["هيئة الاتصالات والفضاء والتقنية", "Government"],
    ["وزارة الموارد البشرية والتنمية الاجتماعية", "Government"],
    ["الشبكة السعودية للمدفوعات", "Payment Networks"],
    ["National Card Payment System", "Payment Networks"],
    ["Tap Payments", "Fintech & Digital Payments"],
    ["Islamic Arab Insurance Company", "Insurance Services"],
    ["Real Estate Development Fund", "Real Estate"],
  ])("%s -> %s", (name, industry) => {
    expect(classifyIndustry(name).industry).toBe(industry);
  });

  it("does not take a stock exchange for an exchange house", () => {
    expect(classifyIndustry("Abu Dhabi Securities Exchange").confidence).toBe("low");
    expect(classifyIndustry("Saudi Exchange").confidence).toBe("low");
  });
});

describe("low confidence", () => {
  it("answers Not assigned (null), never a default industry, when nothing in the name points to one", () => {
    for (const name of ["Xyzzy Trading Est.", "Vukovic & Sons", "Jovanović Invest", "Orion Solutions"]) {
      const c = classifyIndustry(name);
      expect(c, name).toEqual({ industry: null, confidence: "low", evidence: [] });
    }
  });

  it("is low when cues of two industries conflict, and keeps both as evidence", () => {
    const c = classifyIndustry("Switch Communications");
    expect(c.confidence).toBe("low");
    expect(new Set(c.evidence.map((e) => e.industry)).size).toBe(2);
  });

  it("is low for a weak cue alone", () => {
    expect(classifyIndustry("Nayifat Finance").confidence).toBe("low");
  });

  it("is medium for a single medium cue", () => {
    expect(classifyIndustry("Cisco Systems").confidence).toBe("medium");
    expect(classifyIndustry("Jabal Omar Development Company").confidence).toBe("medium");
  });
});

describe("behaviour", () => {
  it("is pure: the same name gives the same answer", () => {
    expect(classifyIndustry("Qatar Insurance Company")).toEqual(classifyIndustry("Qatar Insurance Company"));
  });

  it("handles empty and odd input without throwing", () => {
    for (const name of ["", "   ", "&&&", "٠١٢", "a".repeat(500)]) {
      expect(classifyIndustry(name).confidence).toBe("low");
    }
  });
});
