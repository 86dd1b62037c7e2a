/** Keyword cues of the money industries: Amex, card networks, banks, insurance (fintech and remittance: keywords-payments.ts). */
import type { KeywordRule } from "./rule-types";

export const FINANCE_RULES: readonly KeywordRule[] = [
  // American Express: the brand and its licensees.
  {
    industry: "American Express",
    weight: 9,
    terms: [
      "american express",
      "amex",
      "amerikan ekspres",
      "american ekspres",
      "امريكان اكسبريس",
      "اميركان اكسبريس",
    ],
    overrides: "all",
  },

  // Payment networks and card schemes, national switches.
  {
    industry: "Payment Networks",
    weight: 7,
    terms: [
      "payment network",
      "payments network",
      "card scheme",
      "card network",
      "platni sistem",
      "platnih kartica",
    ],
    overrides: ["Fintech & Digital Payments", "Banking & Retail Banks", "Technology"],
  },
  {
    industry: "Payment Networks",
    weight: 6,
    terms: ["mastercard", "masterkard", "unionpay", "diners club", "ماستركارد", "يونيون باي"],
  },
  {
    industry: "Payment Networks",
    weight: 5,
    terms: ["payment system", "payments system", "jcb", "visa", "فيزا"],
  },
  {
    industry: "Payment Networks",
    weight: 4,
    terms: ["switch", "clearing", "kliring", "procesni centar", "المقاصه"],
  },
  { industry: "Payment Networks", weight: 3, terms: ["atm", "*card", "*kard", "kartic*", "بطاقات"] },
  { industry: "Payment Networks", weight: 2, terms: ["pos"] },

  // Retail banks.
  {
    industry: "Banking & Retail Banks",
    weight: 6,
    terms: ["bank*", "*bank", "banca", "banco", "banque", "bancorp", "بنك", "مصرف"],
  },
  {
    industry: "Banking & Retail Banks",
    weight: 5,
    terms: ["stedionic*", "finance house", "savings bank", "credit union", "building society", "بيت التمويل"],
  },
  {
    industry: "Banking & Retail Banks",
    weight: 2,
    terms: [
      "finance",
      "financing",
      "financial services",
      "credit",
      "finansij*",
      "تمويل",
      "مصرفيه",
      "خدمات ماليه",
    ],
  },
  {
    industry: "Banking & Retail Banks",
    weight: 5,
    terms: ["mortgage", "home finance", "home loans", "تمويل المساكن", "تمويل المنازل", "stambeni kredit*"],
  },
  { industry: "Banking & Retail Banks", weight: 3, terms: ["islamic"] },
  { industry: "Banking & Retail Banks", weight: 1, terms: ["capital", "financial", "savings"] },

  // Insurance.
  {
    industry: "Insurance Services",
    weight: 6,
    terms: [
      "insurance",
      "reinsurance",
      "takaful",
      "osigura*",
      "reosigura*",
      "versicherung*",
      "assicurazion*",
      "seguros",
      "sigorta",
      "تامين",
      "تكافل",
    ],
    overrides: ["Banking & Retail Banks", "Technology", "Automotive Distribution"],
  },
  {
    industry: "Insurance Services",
    weight: 5,
    terms: ["assurance", "reassurance", "insurer", "underwriting"],
  },
  { industry: "Insurance Services", weight: 3, terms: ["ado", "mutual", "ضمان"] },
];
