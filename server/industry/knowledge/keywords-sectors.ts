/**
 * Keyword cues of cars, car finance and technology (public bodies: keywords-public.ts; goods and property:
 * keywords-consumer.ts).
 */
import { CAR_MAKES } from "./auto-terms";
import type { KeywordRule } from "./rule-types";

export const SECTOR_RULES: readonly KeywordRule[] = [
  // Car dealers, distributors and agencies (makes alone are a medium cue).
  {
    industry: "Automotive Distribution",
    weight: 6,
    terms: [
      "motors",
      "automotive",
      "automobil*",
      "autokuc*",
      "auto kuca",
      "autosalon*",
      "autocentar*",
      "autohaus",
      "سيارات",
      "موتورز",
    ],
  },
  {
    industry: "Automotive Distribution",
    weight: 5,
    terms: [
      "motor",
      "auto",
      "car",
      "vehicle",
      "vozil*",
      "dealership",
      "trucks",
      "kamion*",
      "showroom",
      "سياره",
      "مركبات",
      "شاحنات",
      "اوتو",
    ],
  },
  {
    industry: "Automotive Distribution",
    weight: 4,
    terms: [...CAR_MAKES, "autoservis*", "spare parts"],
  },
  {
    // Tractor and heavy-equipment dealers: the nearest of the twelve, but only a weak cue.
    industry: "Automotive Distribution",
    weight: 3,
    terms: ["tractor*", "traktor*", "heavy equipment", "heavy machinery"],
  },

  // Leasing, hire purchase and "facilities" companies in the Gulf and Serbia mostly finance vehicles (a car word
  // or make with a finance word is a combo, see keywords.ts); "bank" (6) still outweighs them.
  {
    industry: "Automotive Finance",
    weight: 5,
    terms: ["commercial facilities", "facilities company", "تسهيلات", "تاجير تمويلي"],
  },
  {
    industry: "Automotive Finance",
    weight: 4,
    terms: [
      "leasing",
      "lizing",
      "auto leasing",
      "hire purchase",
      "lease",
      "fleet leasing",
      "ijara",
      "للتمويل",
      "تاجير",
      "اجاره",
    ],
  },
  { industry: "Automotive Finance", weight: 3, terms: ["fleet", "installment*", "instalment*", "تقسيط"] },

  // Technology and telecoms.
  {
    industry: "Technology",
    weight: 6,
    terms: [
      "telecom*",
      "telekom*",
      "telekomunikacij*",
      "software",
      "softver*",
      "information technology",
      "information systems",
      "system integration",
      "systems integration",
      "it services",
      "it solutions",
      "artificial intelligence",
      "etisalat",
      "اتصالات",
      "برمجيات",
      "تقنيه معلومات",
      "ذكاء اصطناعي",
    ],
  },
  {
    industry: "Technology",
    weight: 5,
    terms: [
      "technolog*",
      "tehnolog*",
      "informatika",
      "informatics",
      "informatique",
      "electronics",
      "elektronika",
      "computer*",
      "racunar*",
      "semiconductor*",
      "تقنيه",
      "تقنيات",
      "تكنولوجيا",
      "الكترونيات",
      "حاسب",
    ],
  },
  {
    industry: "Technology",
    weight: 4,
    terms: [
      "tech",
      "*tech",
      "*soft",
      "systems",
      "cloud",
      "cyber*",
      "communications",
      "komunikacij*",
      "internet",
      "broadband",
      "wireless",
      "satellite",
      "robotics",
      "analytics",
      "hosting",
      "informacion*",
      "اقمار",
    ],
  },
  {
    industry: "Technology",
    weight: 3,
    terms: [
      "data",
      "networks",
      "digital",
      "mobile",
      "games",
      "gaming",
      "labs",
      "it",
      "ai",
      "معلومات",
      "انظمه",
      "رقميه",
      "شبكات",
    ],
  },
];
