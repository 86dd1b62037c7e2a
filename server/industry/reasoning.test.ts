import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INDUSTRIES } from "#core/domain/industries";
import { LANGUAGES } from "#core/i18n/languages";
import { classifyIndustry } from "./classify";
import { INDUSTRY_NAMES } from "./industry-names";
import { formatExternalReasoning, formatReasoning } from "./reasoning";

const reason = (name: string, lang: "en" | "ar" | "sr") => formatReasoning(classifyIndustry(name), lang);

describe("formatReasoning", () => {
  it("names a known company and its industry", () => {
    expect(reason("Al Rajhi Bank", "en")).toBe(
      "Recognised as a known company: Al Rajhi Bank (Banking & Retail Banks).",
    );
    expect(reason("Al Rajhi Bank", "ar")).toBe(
      "تم التعرف عليها كشركة معروفة: مصرف الراجحي (البنوك والخدمات المصرفية للأفراد).",
    );
    expect(reason("Dunav osiguranje", "sr")).toBe(
      "Препознато као позната компанија: Дунав осигурање (Услуге осигурања).",
    );
  });

  it("quotes the matched keyword", () => {
    expect(reason("Qatar Insurance Company", "en")).toBe(
      "Matched the keyword “Insurance” (Insurance Services).",
    );
    expect(reason("Qatar Insurance Company", "ar")).toBe(
      "تطابق الاسم مع الكلمة المفتاحية «Insurance» (خدمات التأمين).",
    );
    expect(reason("Триглав осигурање", "sr")).toBe("Поклапа се кључна реч „осигурање“ (Услуге осигурања).");
    expect(reason("Toyota Financial Services", "en")).toBe(
      "Matched the keywords “Toyota” and “Financial Services” (Automotive Finance).",
    );
  });

  it("says when there is no industry word that none is assigned, and when cues conflict that it is a best guess", () => {
    expect(reason("Xyzzy", "en")).toBe(
      "No industry word in the name, so no industry is assigned: choose it yourself.",
    );
    expect(reason("Xyzzy", "ar")).toContain("لم يُحدَّد قطاع");
    expect(reason("Xyzzy", "sr")).toContain("није додељена");
    expect(reason("Switch Communications", "en")).toBe(
      "Conflicting cues: “Switch” (Payment Networks) and “Communications” (Technology); best guess only.",
    );
    expect(reason("Nayifat Finance", "en")).toBe(
      "Only a weak cue: “Finance” (Banking & Retail Banks); best guess only.",
    );
  });

  it("gives a non-empty sentence in every language for every kind of answer", () => {
    for (const name of ["STC", "Beam Wallet", "Xyzzy", "Switch Communications", "Cisco Systems"]) {
      for (const lang of LANGUAGES) expect(reason(name, lang).length, `${name} ${lang}`).toBeGreaterThan(10);
    }
    expect(formatExternalReasoning("FMCG", "en")).toBe(
      "No clear cue in the name; the external model suggested FMCG.",
    );
  });
});

describe("industry names", () => {
  it("match the app's translations of the industries", () => {
    for (const lang of LANGUAGES) {
      const file = new URL(`../../core/i18n/locales/${lang}/industries.json`, import.meta.url);
      const json = JSON.parse(readFileSync(file, "utf8")) as { industry: Record<string, string> };
      for (const industry of INDUSTRIES) {
        expect(INDUSTRY_NAMES[lang][industry.key], `${lang} ${industry.key}`).toBe(
          json.industry[industry.slug],
        );
      }
    }
  });
});
