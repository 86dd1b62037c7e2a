import type { KnownCompany } from "./rule-types";

/** Saudi Arabia and the Gulf (UAE, Kuwait, Qatar, Bahrain, Oman). */
export const GULF_COMPANIES: readonly KnownCompany[] = [
  // Payment networks and national switches
  {
    name: "Saudi Payments",
    industry: "Payment Networks",
    country: "SA",
    aliases: ["Saudi Payments Company", "المدفوعات السعودية"],
  },
  { name: "mada", industry: "Payment Networks", country: "SA", aliases: ["مدى", "mada network"] },
  {
    name: "The BENEFIT Company",
    industry: "Payment Networks",
    country: "BH",
    aliases: ["BENEFIT", "Benefit Company", "شركة بنفت", "بنفت"],
  },
  {
    name: "KNET",
    industry: "Payment Networks",
    country: "KW",
    aliases: [
      "K-Net",
      "كي نت",
      "Shared Electronic Banking Services Company",
      "شركة الخدمات المصرفية الآلية المشتركة",
    ],
  },
  {
    name: "Al Etihad Payments",
    industry: "Payment Networks",
    country: "AE",
    aliases: ["الاتحاد للمدفوعات", "AEP"],
  },
  { name: "Jaywan", industry: "Payment Networks", country: "AE", aliases: ["جيوان"] },

  // Banks
  {
    name: "Al Rajhi Bank",
    industry: "Banking & Retail Banks",
    country: "SA",
    aliases: ["Al Rajhi", "Alrajhi Bank", "مصرف الراجحي", "الراجحي"],
  },
  {
    name: "Saudi National Bank",
    industry: "Banking & Retail Banks",
    country: "SA",
    aliases: [
      "SNB",
      "AlAhli",
      "National Commercial Bank",
      "NCB",
      "Samba Financial Group",
      "البنك الأهلي السعودي",
      "البنك الأهلي التجاري",
    ],
  },
  { name: "Riyad Bank", industry: "Banking & Retail Banks", country: "SA", aliases: ["بنك الرياض"] },
  {
    name: "Alinma Bank",
    industry: "Banking & Retail Banks",
    country: "SA",
    aliases: ["Alinma", "مصرف الإنماء", "الإنماء"],
  },
  {
    name: "Bank Albilad",
    industry: "Banking & Retail Banks",
    country: "SA",
    aliases: ["Albilad", "بنك البلاد"],
  },
  {
    name: "Saudi Awwal Bank",
    industry: "Banking & Retail Banks",
    country: "SA",
    aliases: ["SAB", "SABB", "البنك السعودي الأول"],
  },
  {
    name: "Saudi Investment Bank",
    industry: "Banking & Retail Banks",
    country: "SA",
    aliases: ["SAIB", "البنك السعودي للاستثمار"],
  },
  {
    name: "Emirates NBD",
    industry: "Banking & Retail Banks",
    country: "AE",
    aliases: ["ENBD", "بنك الإمارات دبي الوطني"],
  },
  {
    name: "First Abu Dhabi Bank",
    industry: "Banking & Retail Banks",
    country: "AE",
    aliases: ["FAB", "بنك أبوظبي الأول"],
  },
  {
    name: "Abu Dhabi Commercial Bank",
    industry: "Banking & Retail Banks",
    country: "AE",
    aliases: ["ADCB", "بنك أبوظبي التجاري"],
  },
  {
    name: "Dubai Islamic Bank",
    industry: "Banking & Retail Banks",
    country: "AE",
    aliases: ["DIB", "بنك دبي الإسلامي"],
  },
  {
    name: "Mashreq",
    industry: "Banking & Retail Banks",
    country: "AE",
    aliases: ["Mashreqbank", "Mashreq Bank", "المشرق", "بنك المشرق"],
  },
  {
    name: "Kuwait Finance House",
    industry: "Banking & Retail Banks",
    country: "KW",
    aliases: ["KFH", "بيت التمويل الكويتي", "بيتك"],
  },
  {
    name: "Boubyan Bank",
    industry: "Banking & Retail Banks",
    country: "KW",
    aliases: ["Boubyan", "بنك بوبيان"],
  },
  {
    name: "Qatar National Bank",
    industry: "Banking & Retail Banks",
    country: "QA",
    aliases: ["QNB", "QNB Group", "بنك قطر الوطني"],
  },
  {
    name: "Qatar Islamic Bank",
    industry: "Banking & Retail Banks",
    country: "QA",
    aliases: ["QIB", "مصرف قطر الإسلامي"],
  },
  {
    name: "Masraf Al Rayan",
    industry: "Banking & Retail Banks",
    country: "QA",
    aliases: ["Al Rayan", "مصرف الريان"],
  },
  {
    name: "National Bank of Bahrain",
    industry: "Banking & Retail Banks",
    country: "BH",
    aliases: ["NBB", "بنك البحرين الوطني"],
  },
  { name: "Bank Dhofar", industry: "Banking & Retail Banks", country: "OM", aliases: ["بنك ظفار"] },

  // Insurance
  {
    name: "Tawuniya",
    industry: "Insurance Services",
    country: "SA",
    aliases: ["The Company for Cooperative Insurance", "التعاونية", "التعاونية للتأمين"],
  },
  {
    name: "Bupa Arabia",
    industry: "Insurance Services",
    country: "SA",
    aliases: ["Bupa Arabia for Cooperative Insurance", "بوبا العربية", "بوبا"],
  },
  {
    name: "Medgulf",
    industry: "Insurance Services",
    country: "SA",
    aliases: ["The Mediterranean and Gulf Insurance and Reinsurance", "Med Gulf", "ميدغلف"],
  },
  {
    name: "Al Rajhi Takaful",
    industry: "Insurance Services",
    country: "SA",
    aliases: ["تكافل الراجحي", "الراجحي تكافل"],
  },
  {
    name: "Walaa",
    industry: "Insurance Services",
    country: "SA",
    aliases: ["Walaa Cooperative Insurance", "ولاء للتأمين التعاوني"],
  },
  {
    name: "Daman",
    industry: "Insurance Services",
    country: "AE",
    aliases: ["National Health Insurance Company Daman", "ضمان"],
  },
  {
    name: "Sukoon",
    industry: "Insurance Services",
    country: "AE",
    aliases: ["Sukoon Insurance", "Oman Insurance Company", "سكون"],
  },
  {
    name: "ADNIC",
    industry: "Insurance Services",
    country: "AE",
    aliases: ["Abu Dhabi National Insurance Company"],
  },

  // Car distributors and agencies
  {
    name: "Abdul Latif Jameel Motors",
    industry: "Automotive Distribution",
    country: "SA",
    aliases: [
      "ALJ Motors",
      "Abdul Latif Jameel",
      "عبد اللطيف جميل للسيارات",
      "عبد اللطيف جميل",
      "عبداللطيف جميل",
    ],
  },
  {
    name: "E.A. Juffali & Brothers",
    industry: "Automotive Distribution",
    country: "SA",
    aliases: ["Juffali", "Juffali Automotive", "الجفالي"],
  },
  {
    name: "Mohamed Yousuf Naghi Motors",
    industry: "Automotive Distribution",
    country: "SA",
    aliases: ["Naghi Motors", "محمد يوسف ناغي للسيارات"],
  },
  {
    name: "Al-Futtaim Motors",
    industry: "Automotive Distribution",
    country: "AE",
    aliases: ["Al-Futtaim", "الفطيم للسيارات"],
  },
  {
    name: "Al Tayer Motors",
    industry: "Automotive Distribution",
    country: "AE",
    aliases: ["الطاير للسيارات"],
  },
  {
    name: "Al Habtoor Motors",
    industry: "Automotive Distribution",
    country: "AE",
    aliases: ["الحبتور للسيارات"],
  },
  {
    name: "Arabian Automobiles",
    industry: "Automotive Distribution",
    country: "AE",
    aliases: ["Arabian Automobiles Company"],
  },
  { name: "Gargash Enterprises", industry: "Automotive Distribution", country: "AE", aliases: ["Gargash"] },
  {
    name: "Behbehani Motors Company",
    industry: "Automotive Distribution",
    country: "KW",
    aliases: ["Behbehani Motors", "بهبهاني للسيارات"],
  },
  {
    name: "Zayani Motors",
    industry: "Automotive Distribution",
    country: "BH",
    aliases: ["الزياني للسيارات"],
  },

  // Car finance
  {
    name: "Abdul Latif Jameel Finance",
    industry: "Automotive Finance",
    country: "SA",
    aliases: [
      "ALJ Finance",
      "Abdul Latif Jameel United Finance",
      "عبد اللطيف جميل للتمويل",
      "عبد اللطيف جميل المتحدة للتمويل",
    ],
  },
];
