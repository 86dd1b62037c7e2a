/**
 * Keyword cues per industry in English, Arabic and Serbian (written in Latin; Cyrillic names are transliterated
 * before matching). See rule-types.ts for the term syntax and the weights.
 */
import { CAR_MAKES, CAR_WORDS, FINANCE_WORDS } from "./auto-terms";
import { CONSUMER_RULES } from "./keywords-consumer";
import { FINANCE_RULES } from "./keywords-finance";
import { PAYMENT_RULES } from "./keywords-payments";
import { PUBLIC_RULES } from "./keywords-public";
import { SECTOR_RULES } from "./keywords-sectors";
import type { ComboRule, KeywordRule, Term } from "./rule-types";

export const KEYWORD_RULES: readonly KeywordRule[] = [
  ...FINANCE_RULES,
  ...PAYMENT_RULES,
  ...SECTOR_RULES,
  ...PUBLIC_RULES,
  ...CONSUMER_RULES,
];

/** Phrases that contain a cue word but mean something outside the twelve industries: they silence it. */
export const NEUTRAL_TERMS: readonly Term[] = [
  "stock exchange",
  "securities exchange",
  "mercantile exchange",
  "commodities exchange",
  "commodity exchange",
  "berza",
  "بورصه",
  "السوق الماليه",
  "car rental",
  "saudi exchange",
  "visa services",
  "visa application",
  "rent a car",
  "car hire",
  "تاجير سيارات",
  "تاجير معدات",
  "facilities management",
  "facility management",
  "iznajmljivanje vozila",
  "rent a kar",
  "data center",
  "call center",
  "call centre",
];

/** Cues that only count together; their parts then count only as the combo. */
export const COMBO_RULES: readonly ComboRule[] = [
  {
    // A car make or car word with a lending word: a captive or auto finance company (Toyota Financial Services).
    industry: "Automotive Finance",
    weight: 8,
    groups: [[...CAR_MAKES, ...CAR_WORDS], FINANCE_WORDS],
    overrides: [
      "Automotive Distribution",
      "Banking & Retail Banks",
      "Banking Services & Remittance",
      "Fintech & Digital Payments",
    ],
  },
  {
    // Network + payments in Arabic word order (الشبكة السعودية للمدفوعات) or English.
    industry: "Payment Networks",
    weight: 7,
    groups: [
      ["شبكه", "network"],
      ["مدفوعات", "دفع", "payments", "payment"],
    ],
    overrides: ["Fintech & Digital Payments", "Technology"],
  },
  {
    // Central bank in either Arabic word order (مصرف الإمارات العربية المتحدة المركزي).
    industry: "Government",
    weight: 8,
    groups: [["بنك", "مصرف"], ["مركزي"]],
    overrides: "all",
  },
];
