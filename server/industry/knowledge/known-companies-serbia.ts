import type { KnownCompany } from "./rule-types";

/** Serbia: aliases in Latin and Cyrillic (both normalise to the same key, but Cyrillic is listed for display). */
export const SERBIAN_COMPANIES: readonly KnownCompany[] = [
  {
    name: "DinaCard",
    industry: "Payment Networks",
    country: "RS",
    aliases: ["Dina Card", "ДинаКард", "Дина картица"],
  },

  {
    name: "Banca Intesa",
    industry: "Banking & Retail Banks",
    country: "RS",
    aliases: ["Banka Intesa", "Банка Интеса", "Банка Интеза"],
  },
  {
    name: "NLB Komercijalna banka",
    industry: "Banking & Retail Banks",
    country: "RS",
    aliases: ["Komercijalna banka", "НЛБ Комерцијална банка", "Комерцијална банка"],
  },
  {
    name: "Raiffeisen banka",
    industry: "Banking & Retail Banks",
    country: "RS",
    aliases: ["Raiffeisen Bank", "Рајфајзен банка"],
  },
  {
    name: "UniCredit Bank Srbija",
    industry: "Banking & Retail Banks",
    country: "RS",
    aliases: ["UniCredit", "Уникредит банка"],
  },
  {
    name: "Halkbank",
    industry: "Banking & Retail Banks",
    country: "RS",
    aliases: ["Halkbank Beograd", "Халкбанк"],
  },
  { name: "ProCredit Bank", industry: "Banking & Retail Banks", country: "RS", aliases: ["ПроКредит банка"] },
  {
    name: "Eurobank Direktna",
    industry: "Banking & Retail Banks",
    country: "RS",
    aliases: ["Еуробанк Директна"],
  },

  {
    name: "Dunav osiguranje",
    industry: "Insurance Services",
    country: "RS",
    aliases: ["Dunav", "Дунав осигурање", "Компанија Дунав осигурање"],
  },
  {
    name: "DDOR Novi Sad",
    industry: "Insurance Services",
    country: "RS",
    aliases: ["DDOR", "DDOR osiguranje", "ДДОР Нови Сад"],
  },
  {
    name: "Milenijum osiguranje",
    industry: "Insurance Services",
    country: "RS",
    aliases: ["Миленијум осигурање"],
  },
  {
    name: "Grawe osiguranje",
    industry: "Insurance Services",
    country: "RS",
    aliases: ["Grawe", "Граве осигурање"],
  },

  { name: "Toyota Adria", industry: "Automotive Distribution", country: "RS", aliases: ["Тојота Адриа"] },

  {
    name: "Telekom Srbija",
    industry: "Technology",
    country: "RS",
    aliases: ["mts", "Телеком Србија", "мтс"],
  },
  {
    name: "Yettel",
    industry: "Technology",
    country: "RS",
    aliases: ["Telenor Srbija", "Јетел", "Yettel Srbija"],
  },
  { name: "A1 Srbija", industry: "Technology", country: "RS", aliases: ["A1", "Vip mobile"] },
  { name: "SBB", industry: "Technology", country: "RS", aliases: ["Serbia Broadband", "СББ"] },
  { name: "Nordeus", industry: "Technology", country: "RS", aliases: ["Нордеус"] },
  { name: "HTEC Group", industry: "Technology", country: "RS", aliases: ["HTEC", "ХТЕЦ"] },
  { name: "Seven Bridges", industry: "Technology", country: "RS", aliases: [] },
  { name: "Execom", industry: "Technology", country: "RS", aliases: [] },
  {
    name: "Microsoft Development Center Serbia",
    industry: "Technology",
    country: "RS",
    aliases: ["MDCS", "Мајкрософт развојни центар Србија"],
  },

  {
    name: "Narodna banka Srbije",
    industry: "Government",
    country: "RS",
    aliases: ["NBS", "National Bank of Serbia", "Народна банка Србије"],
  },
  {
    name: "Agencija za privredne registre",
    industry: "Government",
    country: "RS",
    aliases: ["APR", "Serbian Business Registers Agency", "Агенција за привредне регистре"],
  },
  {
    name: "Ministarstvo unutrašnjih poslova",
    industry: "Government",
    country: "RS",
    aliases: ["MUP", "Министарство унутрашњих послова"],
  },
  {
    name: "Republički fond za zdravstveno osiguranje",
    industry: "Government",
    country: "RS",
    aliases: ["RFZO", "Републички фонд за здравствено осигурање"],
  },

  { name: "Imlek", industry: "FMCG", country: "RS", aliases: ["Имлек"] },
  { name: "Bambi", industry: "FMCG", country: "RS", aliases: ["Бамби"] },
  { name: "Soko Štark", industry: "FMCG", country: "RS", aliases: ["Štark", "Штарк", "Соко Штарк"] },
  { name: "Knjaz Miloš", industry: "FMCG", country: "RS", aliases: ["Књаз Милош"] },
  {
    name: "Swisslion-Takovo",
    industry: "FMCG",
    country: "RS",
    aliases: ["Swisslion", "Takovo", "Свислајон Таково"],
  },
  {
    name: "Carlsberg Srbija",
    industry: "FMCG",
    country: "RS",
    aliases: ["Carlsberg", "Carlsberg Group", "Карлсберг Србија"],
  },
  { name: "Jaffa Crvenka", industry: "FMCG", country: "RS", aliases: ["Jaffa", "Јафа Црвенка", "Јафа"] },
  { name: "Marbo Product", industry: "FMCG", country: "RS", aliases: ["Marbo", "Марбо"] },
  { name: "Nectar", industry: "FMCG", country: "RS", aliases: ["Нектар"] },
  { name: "Pionir", industry: "FMCG", country: "RS", aliases: ["Пионир"] },
  { name: "Frikom", industry: "FMCG", country: "RS", aliases: ["Фриком"] },
  { name: "Nelt", industry: "FMCG", country: "RS", aliases: ["Nelt Group", "Нелт"] },

  { name: "Payspot", industry: "Fintech & Digital Payments", country: "RS", aliases: ["Пејспот"] },

  {
    name: "Beograd na vodi",
    industry: "Real Estate",
    country: "RS",
    aliases: ["Belgrade Waterfront", "Београд на води"],
  },
];
