import type { KnownCompany } from "./rule-types";

/** Saudi Arabia and the Gulf, continued: technology, government, consumer goods, fintech, remittance, real estate. */
export const GULF_COMPANIES_MORE: readonly KnownCompany[] = [
  // Telecoms and technology
  {
    name: "STC",
    industry: "Technology",
    country: "SA",
    aliases: [
      "stc group",
      "Saudi Telecom",
      "اس تي سي",
      "إس تي سي",
      "الاتصالات السعودية",
      "solutions by stc",
      "حلول إس تي سي",
    ],
  },
  { name: "Mobily", industry: "Technology", country: "SA", aliases: ["موبايلي"] },
  {
    name: "Zain",
    industry: "Technology",
    country: "KW",
    aliases: ["Zain KSA", "Zain Group", "زين", "زين السعودية"],
  },
  { name: "du", industry: "Technology", country: "AE", aliases: ["دو"] },
  {
    name: "e&",
    industry: "Technology",
    country: "AE",
    aliases: ["Etisalat", "Etisalat by e&", "e& UAE", "اتصالات"],
  },
  { name: "Ooredoo", industry: "Technology", country: "QA", aliases: ["Qtel", "أوريدو", "اوريدو"] },
  { name: "Omantel", industry: "Technology", country: "OM", aliases: ["عمانتل"] },
  { name: "Elm", industry: "Technology", country: "SA", aliases: ["Elm Company", "شركة علم", "علم"] },
  { name: "Careem", industry: "Technology", country: "AE", aliases: ["كريم"] },
  { name: "Salla", industry: "Technology", country: "SA", aliases: ["سلة"] },
  { name: "Jahez", industry: "Technology", country: "SA", aliases: ["جاهز"] },
  { name: "Unifonic", industry: "Technology", country: "SA", aliases: ["يونيفونك"] },

  // Government
  {
    name: "Public Investment Fund",
    industry: "Government",
    country: "SA",
    aliases: ["PIF", "صندوق الاستثمارات العامة"],
  },
  {
    name: "Saudi Central Bank",
    industry: "Government",
    country: "SA",
    aliases: [
      "SAMA",
      "Saudi Arabian Monetary Authority",
      "البنك المركزي السعودي",
      "مؤسسة النقد العربي السعودي",
    ],
  },
  {
    name: "ZATCA",
    industry: "Government",
    country: "SA",
    aliases: ["Zakat, Tax and Customs Authority", "هيئة الزكاة والضريبة والجمارك"],
  },
  { name: "SDAIA", industry: "Government", country: "SA", aliases: ["Saudi Data and AI Authority", "سدايا"] },
  {
    name: "General Authority for Statistics",
    industry: "Government",
    country: "SA",
    aliases: ["GASTAT", "الهيئة العامة للإحصاء"],
  },
  { name: "Monsha'at", industry: "Government", country: "SA", aliases: ["Monshaat", "منشآت"] },
  {
    name: "Abu Dhabi Department of Economic Development",
    industry: "Government",
    country: "AE",
    aliases: ["ADDED", "دائرة التنمية الاقتصادية أبوظبي"],
  },

  // Consumer goods
  { name: "Almarai", industry: "FMCG", country: "SA", aliases: ["Almarai Company", "المراعي"] },
  { name: "Savola", industry: "FMCG", country: "SA", aliases: ["Savola Group", "صافولا", "مجموعة صافولا"] },
  {
    name: "NADEC",
    industry: "FMCG",
    country: "SA",
    aliases: ["National Agricultural Development Company", "نادك", "الشركة الوطنية للتنمية الزراعية"],
  },
  { name: "Halwani Bros", industry: "FMCG", country: "SA", aliases: ["Halwani Brothers", "حلواني إخوان"] },
  { name: "Al Islami Foods", industry: "FMCG", country: "AE", aliases: ["Al Islami", "الإسلامي للأغذية"] },
  { name: "Masafi", industry: "FMCG", country: "AE", aliases: ["مسافي"] },
  { name: "Al Rawabi", industry: "FMCG", country: "AE", aliases: ["Al Rawabi Dairy", "الروابي"] },
  { name: "Baladna", industry: "FMCG", country: "QA", aliases: ["بلدنا"] },
  { name: "Al Safi Danone", industry: "FMCG", country: "SA", aliases: ["الصافي دانون"] },

  // Fintech and digital payments
  {
    name: "STC Pay",
    industry: "Fintech & Digital Payments",
    country: "SA",
    aliases: ["stcpay", "إس تي سي باي", "اس تي سي باي"],
  },
  { name: "Tabby", industry: "Fintech & Digital Payments", country: "SA", aliases: ["تابي"] },
  { name: "Tamara", industry: "Fintech & Digital Payments", country: "SA", aliases: ["تمارا"] },
  { name: "Geidea", industry: "Fintech & Digital Payments", country: "SA", aliases: ["جيديا"] },
  { name: "Moyasar", industry: "Fintech & Digital Payments", country: "SA", aliases: ["ميسر"] },
  { name: "Spotii", industry: "Fintech & Digital Payments", country: "SA", aliases: ["سبوتي"] },
  { name: "Lean Technologies", industry: "Fintech & Digital Payments", country: "SA", aliases: ["Lean"] },
  { name: "Tweeq", industry: "Fintech & Digital Payments", country: "SA", aliases: ["تويق"] },
  { name: "Ziina", industry: "Fintech & Digital Payments", country: "AE", aliases: [] },
  { name: "Tarabut", industry: "Fintech & Digital Payments", country: "BH", aliases: ["Tarabut Gateway"] },

  // Exchange houses and money transfer
  {
    name: "Enjaz",
    industry: "Banking Services & Remittance",
    country: "SA",
    aliases: ["Enjaz Banking Services", "إنجاز"],
  },
  {
    name: "Tahweel Al Rajhi",
    industry: "Banking Services & Remittance",
    country: "SA",
    aliases: ["تحويل الراجحي"],
  },
  { name: "Telemoney", industry: "Banking Services & Remittance", country: "SA", aliases: ["تلي موني"] },
  { name: "Fawri", industry: "Banking Services & Remittance", country: "SA", aliases: ["فوري"] },
  {
    name: "Lulu Exchange",
    industry: "Banking Services & Remittance",
    country: "AE",
    aliases: ["Lulu International Exchange", "Lulu Money", "لولو للصرافة"],
  },
  { name: "Wall Street Exchange", industry: "Banking Services & Remittance", country: "AE", aliases: [] },
  { name: "GCC Exchange", industry: "Banking Services & Remittance", country: "AE", aliases: [] },
  {
    name: "Al Rostamani International Exchange",
    industry: "Banking Services & Remittance",
    country: "AE",
    aliases: [],
  },
  {
    name: "BFC Group",
    industry: "Banking Services & Remittance",
    country: "BH",
    aliases: ["Bahrain Financing Company", "BFC"],
  },

  // Real estate
  { name: "Dar Al Arkan", industry: "Real Estate", country: "SA", aliases: ["Dar Al-Arkan", "دار الأركان"] },
  { name: "Roshn", industry: "Real Estate", country: "SA", aliases: ["روشن"] },
  {
    name: "Arabian Centres",
    industry: "Real Estate",
    country: "SA",
    aliases: ["Cenomi Centers", "المراكز العربية"],
  },
  {
    name: "Saudi Real Estate Company",
    industry: "Real Estate",
    country: "SA",
    aliases: ["Alakaria", "العقارية"],
  },
  { name: "Red Sea Global", industry: "Real Estate", country: "SA", aliases: ["البحر الأحمر الدولية"] },
  {
    name: "Emaar Properties",
    industry: "Real Estate",
    country: "AE",
    aliases: ["Emaar", "إعمار", "إعمار العقارية"],
  },
  { name: "Nakheel", industry: "Real Estate", country: "AE", aliases: ["نخيل"] },
  { name: "Meraas", industry: "Real Estate", country: "AE", aliases: ["مراس"] },
  {
    name: "Ezdan Holding",
    industry: "Real Estate",
    country: "QA",
    aliases: ["Ezdan", "إزدان", "إزدان القابضة"],
  },
  { name: "Mabanee", industry: "Real Estate", country: "KW", aliases: ["مباني"] },
];
