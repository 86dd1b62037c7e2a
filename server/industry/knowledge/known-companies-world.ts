import type { KnownCompany } from "./rule-types";

/**
 * International groups. Car makers are filed under Automotive Distribution, the nearest of the twelve industries;
 * their finance arms under Automotive Finance.
 */
export const WORLD_COMPANIES: readonly KnownCompany[] = [
  {
    name: "American Express",
    industry: "American Express",
    country: "US",
    aliases: ["Amex", "American Express Company", "أمريكان إكسبريس", "امريكان اكسبرس", "Американ Експрес"],
  },
  { name: "Swisscard AECS", industry: "American Express", country: "CH", aliases: ["Swisscard"] },

  { name: "Visa", industry: "Payment Networks", country: "US", aliases: ["Visa Inc", "فيزا", "Виза"] },
  {
    name: "Mastercard",
    industry: "Payment Networks",
    country: "US",
    aliases: ["MasterCard Incorporated", "ماستركارد", "ماستر كارد", "Мастеркард"],
  },
  {
    name: "UnionPay International",
    industry: "Payment Networks",
    country: "CN",
    aliases: ["UnionPay", "China UnionPay", "يونيون باي"],
  },
  { name: "JCB International", industry: "Payment Networks", country: "JP", aliases: ["JCB"] },
  {
    name: "Diners Club International",
    industry: "Payment Networks",
    country: "US",
    aliases: ["Diners Club"],
  },
  { name: "Discover Global Network", industry: "Payment Networks", country: "US", aliases: ["Discover"] },
  { name: "RuPay", industry: "Payment Networks", country: "IN", aliases: [] },
  { name: "Interac", industry: "Payment Networks", country: "CA", aliases: [] },

  {
    name: "HSBC",
    industry: "Banking & Retail Banks",
    country: "GB",
    aliases: ["HSBC Holdings", "HSBC Bank Middle East", "اتش اس بي سي"],
  },
  {
    name: "JPMorgan Chase",
    industry: "Banking & Retail Banks",
    country: "US",
    aliases: ["JPMorgan", "JP Morgan", "J.P. Morgan", "Chase"],
  },
  { name: "Barclays", industry: "Banking & Retail Banks", country: "GB", aliases: [] },
  { name: "BNP Paribas", industry: "Banking & Retail Banks", country: "FR", aliases: [] },
  { name: "Santander", industry: "Banking & Retail Banks", country: "ES", aliases: ["Banco Santander"] },
  { name: "Société Générale", industry: "Banking & Retail Banks", country: "FR", aliases: [] },
  { name: "UBS", industry: "Banking & Retail Banks", country: "CH", aliases: [] },
  { name: "Goldman Sachs", industry: "Banking & Retail Banks", country: "US", aliases: [] },
  { name: "Wells Fargo", industry: "Banking & Retail Banks", country: "US", aliases: [] },

  { name: "Allianz", industry: "Insurance Services", country: "DE", aliases: ["أليانز", "Алијанц"] },
  { name: "AXA", industry: "Insurance Services", country: "FR", aliases: ["أكسا"] },
  { name: "MetLife", industry: "Insurance Services", country: "US", aliases: ["ميتلايف"] },
  { name: "Prudential", industry: "Insurance Services", country: "GB", aliases: ["Prudential plc"] },
  { name: "Zurich", industry: "Insurance Services", country: "CH", aliases: ["Zurich Insurance"] },
  { name: "AIG", industry: "Insurance Services", country: "US", aliases: ["American International Group"] },
  { name: "Chubb", industry: "Insurance Services", country: "CH", aliases: [] },
  { name: "Munich Re", industry: "Insurance Services", country: "DE", aliases: [] },
  { name: "Swiss Re", industry: "Insurance Services", country: "CH", aliases: [] },
  { name: "Aviva", industry: "Insurance Services", country: "GB", aliases: [] },
  { name: "Lloyd's", industry: "Insurance Services", country: "GB", aliases: ["Lloyd's of London"] },

  {
    name: "Toyota Motor Corporation",
    industry: "Automotive Distribution",
    country: "JP",
    aliases: ["Toyota", "Toyota Motor", "تويوتا", "Тојота"],
  },
  {
    name: "Hyundai Motor Company",
    industry: "Automotive Distribution",
    country: "KR",
    aliases: ["Hyundai", "Hyundai Motor", "هيونداي", "Хјундаи", "Хјундај"],
  },
  {
    name: "Nissan",
    industry: "Automotive Distribution",
    country: "JP",
    aliases: ["Nissan Motor", "نيسان", "Нисан"],
  },
  {
    name: "Ford Motor Company",
    industry: "Automotive Distribution",
    country: "US",
    aliases: ["Ford", "فورد"],
  },
  {
    name: "General Motors",
    industry: "Automotive Distribution",
    country: "US",
    aliases: ["GM", "جنرال موتورز"],
  },
  { name: "Tesla", industry: "Automotive Distribution", country: "US", aliases: ["تسلا"] },

  {
    name: "GM Financial",
    industry: "Automotive Finance",
    country: "US",
    aliases: ["General Motors Financial Company", "AmeriCredit"],
  },
  {
    name: "Mobilize Financial Services",
    industry: "Automotive Finance",
    country: "FR",
    aliases: ["RCI Banque", "RCI Bank and Services", "Mobilize FS"],
  },
  {
    name: "Hyundai Capital",
    industry: "Automotive Finance",
    country: "KR",
    aliases: ["Hyundai Capital Services", "Hyundai Capital America"],
  },
  {
    name: "Ford Credit",
    industry: "Automotive Finance",
    country: "US",
    aliases: ["Ford Motor Credit Company"],
  },
  {
    name: "Nissan Motor Acceptance Company",
    industry: "Automotive Finance",
    country: "US",
    aliases: ["NMAC", "Nissan Motor Acceptance Corporation"],
  },
];
