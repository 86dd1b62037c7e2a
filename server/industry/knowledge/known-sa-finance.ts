import { companies } from "./company-table";
import type { KnownCompany } from "./rule-types";

/** Saudi Arabia, money side: listed banks, insurers and takaful companies, finance companies, fintechs. */
export const SA_FINANCE: readonly KnownCompany[] = [
  ...companies("Banking & Retail Banks", "SA", [
    ["Banque Saudi Fransi", "BSF", "Saudi Fransi"],
    ["ANB", "البنك العربي الوطني"],
    ["Bank AlJazira", "AlJazira Bank", "Bank Al Jazira", "بنك الجزيرة"],
    // Consumer and home finance companies licensed by SAMA
    ["Bidaya Home Finance", "Bidaya", "Saudi Home Loans", "بداية لتمويل المنازل"],
    ["Amlak International", "Amlak International Finance", "أملاك العالمية"],
    ["Dar Al Tamleek", "دار التمليك"],
  ]),
  // Digital-only banks: apps first, so filed with fintech.
  ...companies("Fintech & Digital Payments", "SA", [
    ["STC Bank", "بنك إس تي سي", "بنك اس تي سي"],
    ["D360 Bank", "D360"],
    ["Vision Bank"],
    ["Barq"],
    ["NeoLeap", "نيوليب"],
    ["Lendo", "ليندو"],
    ["Hala"],
    ["Nearpay"],
    ["Amazon Payment Services", "PayFort"],
  ]),
  ...companies("Payment Networks", "SA", [
    ["SADAD", "SADAD Payment System", "سداد"],
    ["sarie", "sarie Instant Payment System"],
  ]),
  ...companies("Insurance Services", "SA", [
    ["Malath Insurance", "Malath", "ملاذ للتأمين"],
    ["Saudi Re", "Saudi Re for Cooperative Reinsurance", "السعودية لإعادة التأمين"],
    ["Arabian Shield Cooperative Insurance", "Arabian Shield", "الدرع العربي"],
    ["Allianz Saudi Fransi", "أليانز السعودي الفرنسي"],
    ["Salama Cooperative Insurance", "سلامة للتأمين التعاوني"],
    ["Al Sagr Cooperative Insurance", "الصقر للتأمين التعاوني"],
    ["Chubb Arabia Cooperative Insurance", "Chubb Arabia"],
    ["Gulf General Cooperative Insurance", "GGI", "الخليجية العامة للتأمين التعاوني"],
    ["Buruj Cooperative Insurance", "Buruj", "بروج للتأمين التعاوني"],
    ["Al-Etihad Cooperative Insurance", "الاتحاد للتأمين التعاوني"],
    ["United Cooperative Assurance", "UCA", "المتحدة للتأمين التعاوني"],
    ["Amana Cooperative Insurance", "Amana Insurance", "أمانة للتأمين التعاوني"],
    ["Alinma Tokio Marine", "الإنماء طوكيو مارين"],
    ["Aljazira Takaful", "Aljazira Takaful Taawuni", "الجزيرة تكافل تعاوني"],
    ["Allied Cooperative Insurance Group", "ACIG", "أسيج"],
    ["Gulf Union Alahlia Cooperative Insurance", "Gulf Union Alahlia", "الاتحاد الخليجي الأهلية"],
    ["Wataniya Insurance", "الوطنية للتأمين"],
    ["GIG Saudi", "AXA Cooperative Insurance"],
    ["Najm for Insurance Services", "Najm", "نجم لخدمات التأمين"],
  ]),
  // Vehicle finance and leasing companies
  ...companies("Automotive Finance", "SA", [
    ["Alyusr Installment Company", "Alyusr", "Al Yusr Leasing and Financing", "اليسر للإجارة والتمويل"],
    ["Al Amthal Financing", "Al Amthal", "الأمثل للتمويل"],
    ["Tasheel Finance", "Tasheel", "Tas'heel Finance", "تسهيل للتمويل"],
  ]),
];
