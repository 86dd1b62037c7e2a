import { describe, expect, it } from "vitest";
import { classifyIndustry } from "./classify";
import { KNOWLEDGE } from "./knowledge/load-knowledge";
import { coreKey } from "./normalize";

const known = (name: string) => {
  const c = classifyIndustry(name);
  return c.evidence[0]?.kind === "known-company" ? c.evidence[0].company : undefined;
};

describe("known-company keys", () => {
  it("treat spellings of Al-, Abdul-, 'and' and 'brothers' as one name", () => {
    expect(coreKey("Al-Rajhi Bank")).toBe(coreKey("Alrajhi Bank"));
    expect(coreKey("Al Rajhi Bank")).toBe(coreKey("AlRajhi Bank"));
    expect(coreKey("Abdul Latif Jameel")).toBe(coreKey("Abdullatif Jameel"));
    expect(coreKey("عبد اللطيف جميل")).toBe(coreKey("عبداللطيف جميل"));
    expect(coreKey("Procter and Gamble")).toBe(coreKey("Procter & Gamble"));
    expect(coreKey("Abdullah Abdulghani & Brothers")).toBe(coreKey("Abdullah Abdulghani and Bros."));
  });

  it("recognise such spellings as the known company", () => {
    expect(known("Al-Jazira Bank")).toBe("Bank AlJazira");
    expect(known("Abdullah Abdulghani and Brothers Co.")).toBe("Abdullah Abdulghani & Bros");
    expect(known("Al Futtaim")).toBe("Al-Futtaim Motors");
  });
});

describe("known companies in longer names", () => {
  it("accept the seat after a Serbian legal form", () => {
    expect(known("Бамби а.д. Пожаревац")).toBe("Bambi");
    expect(known("Knjaz Miloš a.d. Aranđelovac")).toBe("Knjaz Miloš");
    expect(known("Carnex d.o.o. Vrbas")).toBe("Carnex");
  });

  it("accept a name in brackets, or the name outside them, unless the rest says otherwise", () => {
    expect(known("Etihad Etisalat (Mobily)")).toBe("Mobily");
    expect(known("Saudi Central Bank (SAMA)")).toBe("Saudi Central Bank");
    expect(known("Mobily (Al Rajhi Bank)")).toBeUndefined();
  });

  it("accept generic words that fit the company's industry, never a line of business", () => {
    expect(known("Tamara Financing Company")).toBe("Tamara");
    expect(known("Geidea Technology Co.")).toBe("Geidea");
    expect(known("Almarai Trading")).toBe("Almarai");
    expect(known("Abdul Latif Jameel Technologies")).toBeUndefined();
    expect(known("Aldar Properties")).toBeUndefined();
    expect(known("Samsung Electronics")).toBeUndefined();
  });

  it("know digital banks as fintech and their parents by their own industry", () => {
    expect(classifyIndustry("STC Bank").industry).toBe("Fintech & Digital Payments");
    expect(classifyIndustry("stc").industry).toBe("Technology");
    expect(classifyIndustry("Mashreq Neo").industry).toBe("Fintech & Digital Payments");
    expect(classifyIndustry("Mashreq").industry).toBe("Banking & Retail Banks");
  });
});

describe("the curated list", () => {
  it("covers every region with real organisations", () => {
    const count = (countries: readonly string[]) =>
      KNOWLEDGE.companies.filter((c) => countries.includes(c.country)).length;
    expect(KNOWLEDGE.companies.length).toBeGreaterThanOrEqual(1000);
    expect(count(["SA"])).toBeGreaterThanOrEqual(200);
    expect(count(["AE", "KW", "QA", "BH", "OM"])).toBeGreaterThanOrEqual(250);
    expect(count(["RS"])).toBeGreaterThanOrEqual(120);
  });

  it("gives each organisation one entry, with an ISO country code", () => {
    const names = KNOWLEDGE.companies.map((c) => coreKey(c.name));
    expect(new Set(names).size).toBe(names.length);
    for (const c of KNOWLEDGE.companies) expect(c.country, c.name).toMatch(/^[A-Z]{2}$/);
  });
});
