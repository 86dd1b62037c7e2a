/** Keyword cues of fintech and digital payments, and of exchange houses and money transfer. */
import type { KeywordRule } from "./rule-types";

export const PAYMENT_RULES: readonly KeywordRule[] = [
  // Fintech: wallets, BNPL, payment gateways and e-money.
  {
    industry: "Fintech & Digital Payments",
    weight: 6,
    terms: [
      "fintech",
      "wallet",
      "e wallet",
      "ewallet",
      "bnpl",
      "buy now pay later",
      "payment gateway",
      "digital payments",
      "elektronski novac",
      "e money",
      "emoney",
      "electronic money",
      "محفظه",
      "المدفوعات الرقميه",
      "الدفع الالكتروني",
    ],
    overrides: ["Technology", "Banking & Retail Banks"],
  },
  {
    industry: "Fintech & Digital Payments",
    weight: 5,
    terms: ["pay", "*pay", "payment solutions", "payment institution", "platna institucija", "باي"],
  },
  {
    industry: "Fintech & Digital Payments",
    weight: 4,
    terms: ["pay*", "payments", "payment", "مدفوعات", "دفع"],
  },
  {
    // A bank that is only an app is a fintech, whatever its licence says.
    industry: "Fintech & Digital Payments",
    weight: 7,
    terms: [
      "digital bank",
      "neobank",
      "neo bank",
      "challenger bank",
      "digitalna banka",
      "digitalne banke",
      "بنك رقمي",
      "مصرف رقمي",
    ],
    overrides: ["Banking & Retail Banks", "Technology"],
  },
  {
    industry: "Fintech & Digital Payments",
    weight: 6,
    terms: [
      "open banking",
      "crowdfunding",
      "crowd funding",
      "p2p lending",
      "peer to peer",
      "novcanik",
      "elektronsk* placanj*",
      "تمويل جماعي",
    ],
    overrides: ["Technology", "Banking & Retail Banks"],
  },
  {
    industry: "Fintech & Digital Payments",
    weight: 5,
    terms: ["crypto*", "merchant services", "payment services", "acquiring", "platne uslug*", "عملات رقميه"],
  },
  { industry: "Fintech & Digital Payments", weight: 4, terms: ["placanj*", "placanja"] },
  { industry: "Fintech & Digital Payments", weight: 3, terms: ["lending"] },

  // Exchange houses and money transfer.
  {
    industry: "Banking Services & Remittance",
    weight: 6,
    terms: [
      "money transfer",
      "money exchange",
      "exchange house",
      "exchange company",
      "foreign exchange",
      "remit*",
      "*remit",
      "menjacnic*",
      "doznak*",
      "transfer novca",
      "صرافه",
      "تحويل الاموال",
      "حوالات",
      "حواله",
    ],
    overrides: ["Banking & Retail Banks", "Fintech & Digital Payments"],
  },
  { industry: "Banking Services & Remittance", weight: 5, terms: ["exchange", "forex", "tahweel", "تحويل"] },
  {
    industry: "Banking Services & Remittance",
    weight: 5,
    terms: ["money services", "currency", "hawala", "valut*", "عملات"],
  },
  { industry: "Banking Services & Remittance", weight: 4, terms: ["banking services", "money"] },
  { industry: "Banking Services & Remittance", weight: 3, terms: ["transfer"] },
];
