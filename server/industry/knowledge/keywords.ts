/**
 * Keyword cues per industry in English, Arabic and Serbian (written in Latin; Cyrillic names are transliterated
 * before matching). See rule-types.ts for the term syntax and weights.
 */
import { CAR_MAKES, CAR_WORDS, FINANCE_WORDS } from "./auto-terms";
import type { ComboRule, KeywordRule, Term } from "./rule-types";

export const KEYWORD_RULES: readonly KeywordRule[] = [
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
      "card schemes",
      "card network",
      "platni sistem",
      "platnih kartica",
    ],
    overrides: ["Fintech & Digital Payments", "Banking & Retail Banks", "Technology"],
  },
  {
    industry: "Payment Networks",
    weight: 6,
    terms: ["mastercard", "unionpay", "diners club", "ماستركارد", "يونيون باي"],
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
  { industry: "Payment Networks", weight: 3, terms: ["atm", "*card", "kartic*", "kartica", "بطاقات"] },
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
    terms: ["stedionic*", "finance house", "savings bank", "credit union", "بيت التمويل", "building society"],
  },
  {
    industry: "Banking & Retail Banks",
    weight: 2,
    terms: ["finance", "financing", "financial services", "credit", "finansij*", "تمويل", "مصرفيه"],
  },
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

  // Car dealers, distributors and agencies (makes alone are a medium cue).
  {
    industry: "Automotive Distribution",
    weight: 6,
    terms: ["motors", "automotive", "automobil*", "autokuc*", "auto kuca", "autosalon*", "سيارات"],
  },
  {
    industry: "Automotive Distribution",
    weight: 5,
    terms: ["motor", "auto", "autos", "car", "vehicle", "vozil*", "dealership", "سياره", "مركبات"],
  },
  { industry: "Automotive Distribution", weight: 4, terms: CAR_MAKES },

  // Leasing alone is usually vehicle leasing (auto brand + finance is a combo below).
  { industry: "Automotive Finance", weight: 3, terms: ["leasing", "lizing", "auto leasing"] },

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
      "اتصالات",
      "برمجيات",
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
      "systems",
      "cloud",
      "cyber*",
      "communications",
      "komunikacij*",
      "internet",
      "telecommunication",
    ],
  },
  {
    industry: "Technology",
    weight: 3,
    terms: ["data", "networks", "digital", "mobile", "games", "gaming", "معلومات", "انظمه"],
  },

  // Government: words naming a public institution outweigh the sector words around them.
  {
    industry: "Government",
    weight: 8,
    terms: ["central bank", "narodna banka", "reserve bank", "monetary authority", "البنك المركزي"],
    overrides: "all",
  },
  {
    industry: "Government",
    weight: 7,
    terms: [
      "ministry",
      "ministarstv*",
      "municipality",
      "government",
      "vlada",
      "vlade",
      "وزاره",
      "بلديه",
      "حكومه",
    ],
    overrides: "all",
  },
  {
    industry: "Government",
    weight: 6,
    terms: [
      "authority",
      "directorate",
      "opstin*",
      "skupstin*",
      "sekretarijat",
      "uprava",
      "uprave",
      "upravu",
      "embassy",
      "consulate",
      "police",
      "هيئه",
      "امانه",
      "ديوان",
      "مديريه",
      "المؤسسه العامه",
    ],
    overrides: "all",
  },
  {
    industry: "Government",
    weight: 5,
    terms: [
      "commission",
      "department of",
      "zavod",
      "customs",
      "court",
      "development fund",
      "development bank",
      "agency for",
      "agencija za",
    ],
    overrides: "all",
  },
  {
    industry: "Government",
    weight: 4,
    terms: ["council", "gradsk*", "direkcij*", "javno preduzece", "economic development", "مجلس"],
  },
  {
    industry: "Government",
    weight: 3,
    terms: ["republick*", "national center", "national centre", "statistics", "statistik*"],
  },
  {
    industry: "Government",
    weight: 2,
    terms: ["agency", "agencija", "fund", "fond", "public", "صندوق", "اداره"],
  },

  // Fast-moving consumer goods: food, drink, household.
  {
    industry: "FMCG",
    weight: 6,
    terms: [
      "food",
      "foodstuff*",
      "dairy",
      "dairies",
      "beverage*",
      "bakery",
      "bakeries",
      "confectioner*",
      "brewery",
      "breweries",
      "consumer goods",
      "mlekar*",
      "pivar*",
      "pekar*",
      "prehramb*",
      "konditor*",
      "mesna industrija",
      "اغذيه",
      "غذائيه",
      "غذاء",
      "البان",
      "مطاحن",
      "مخابز",
      "مشروبات",
    ],
  },
  {
    industry: "FMCG",
    weight: 5,
    terms: [
      "drinks",
      "flour",
      "snacks",
      "poultry",
      "juice*",
      "tobacco",
      "detergent*",
      "mlin*",
      "sokovi",
      "عصاير",
      "دواجن",
      "حلويات",
    ],
  },
  { industry: "FMCG", weight: 4, terms: ["milling", "nutrition", "cosmetics", "hrana", "mleko"] },
  {
    industry: "FMCG",
    weight: 3,
    terms: ["mills", "farms", "farm", "agricultural", "agro", "kafa", "coffee", "مياه", "منتجات"],
  },
  { industry: "FMCG", weight: 2, terms: ["water", "voda", "household"] },

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
  { industry: "Fintech & Digital Payments", weight: 3, terms: ["neobank", "lending"] },

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
  { industry: "Banking Services & Remittance", weight: 5, terms: ["exchange", "forex", "تحويل"] },
  { industry: "Banking Services & Remittance", weight: 4, terms: ["banking services", "money"] },
  { industry: "Banking Services & Remittance", weight: 3, terms: ["transfer", "transfers"] },

  // Real estate development.
  {
    industry: "Real Estate",
    weight: 7,
    terms: ["real estate", "nekretnin*", "nepokretnost*", "عقار"],
    overrides: ["Banking & Retail Banks", "Government"],
  },
  {
    industry: "Real Estate",
    weight: 6,
    terms: [
      "properties",
      "property",
      "realty",
      "reit",
      "urban development",
      "stanogradnj*",
      "اسكان",
      "تعمير",
    ],
  },
  { industry: "Real Estate", weight: 5, terms: ["housing", "developer*", "estates"] },
  {
    industry: "Real Estate",
    weight: 4,
    terms: ["development", "developments", "homes", "razvoj", "تطوير", "عمراني"],
  },
  {
    industry: "Real Estate",
    weight: 3,
    terms: ["construction", "towers", "gradnj*", "izgradnj*", "اراضي", "ابراج", "مقاولات"],
  },
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
  "rent a car",
  "data center",
];

export const COMBO_RULES: readonly ComboRule[] = [
  {
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
    industry: "Payment Networks",
    weight: 7,
    groups: [
      ["شبكه", "network"],
      ["مدفوعات", "دفع", "payments", "payment"],
    ],
    overrides: ["Fintech & Digital Payments", "Technology"],
  },
  {
    industry: "Government",
    weight: 8,
    groups: [["بنك", "مصرف"], ["مركزي"]],
    overrides: "all",
  },
];
