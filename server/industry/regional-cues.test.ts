import { describe, expect, it } from "vitest";
import type { IndustryKey } from "#core/domain/industries";
import { classifyIndustry } from "./classify";

// Invented names, none from a labelled or blind set (blind-set.test.ts checks): the region's languages beside
// Serbian, multi-word trade phrases and compounds, and payment-network wording.
const CASES: readonly [string, IndustryKey][] = [
  // Bosnian, Croatian, Montenegrin (ijekavian)
  ["Mljekara Brda Bileća", "FMCG"],
  ["Općina Grude", "Government"],
  ["Mjenjačnica Pod Lipom", "Banking Services & Remittance"],
  ["Autodijelovi Kovačić Sinj", "Automotive Distribution"],
  ["Županija Ličko-senjska", "Government"],
  // Serbian phrases and compounds
  ["Novčani transferi Sremac", "Banking Services & Remittance"],
  ["Štedno-kreditna zadruga Jasenica", "Banking & Retail Banks"],
  ["Institucija elektronskog novca Dukat", "Fintech & Digital Payments"],
  ["AutoKredit Sombor", "Automotive Finance"],
  // Macedonian, Slovenian, Romanian, Bulgarian
  ["Осигурување Охрид", "Insurance Services"],
  ["Недвижности Битола", "Real Estate"],
  ["Zavarovalnica Triglavski vrh", "Insurance Services"],
  ["Občina Laško", "Government"],
  ["Asigurări Dunărea SA", "Insurance Services"],
  ["Panificație Argeș SRL", "FMCG"],
  ["Застрахователно дружество Мусала", "Insurance Services"],
  ["Обменно бюро Тракия", "Banking Services & Remittance"],
  // Arabic trade words of the Gulf, Egypt and the Levant
  ["مؤسسة البيان للصيرفة", "Banking Services & Remittance"],
  ["مطحنة الشمال", "FMCG"],
  ["محافظة الدقهلية", "Government"],
  // Payment networks, told apart from banks and technology
  ["ATM Systems Adriatic", "Payment Networks"],
  ["Bankomati Istok d.o.o.", "Payment Networks"],
  ["POS terminal servis Zemun", "Payment Networks"],
  ["Merchant Acquiring Bank Services", "Payment Networks"],
  ["شركة نقاط البيع الخليجية", "Payment Networks"],
];

describe("the region's languages", () => {
  it.each(CASES)("%s is %s", (name, industry) => {
    const c = classifyIndustry(name);
    expect(c.industry, JSON.stringify(c.evidence)).toBe(industry);
    expect(c.confidence).not.toBe("low");
  });

  it("gives a bank word beside an ATM word to the payment network, with high confidence", () => {
    expect(classifyIndustry("Bankomat Mreža Banke Dunav")).toMatchObject({
      industry: "Payment Networks",
      confidence: "high",
    });
  });
});
