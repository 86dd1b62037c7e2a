import type { IndustryKey } from "#core/domain/industries";
import type { Lang } from "#core/i18n/languages";

/** Industry names for reasoning texts; the same words as core/i18n/locales/<lang>/industries.json (tested). */
export const INDUSTRY_NAMES: Record<Lang, Record<IndustryKey, string>> = {
  en: {
    "American Express": "American Express",
    "Payment Networks": "Payment Networks",
    "Banking & Retail Banks": "Banking & Retail Banks",
    "Insurance Services": "Insurance Services",
    "Automotive Distribution": "Automotive Distribution",
    "Automotive Finance": "Automotive Finance",
    Technology: "Technology",
    Government: "Government",
    FMCG: "FMCG",
    "Fintech & Digital Payments": "Fintech & Digital Payments",
    "Banking Services & Remittance": "Banking Services & Remittance",
    "Real Estate": "Real Estate",
  },
  ar: {
    "American Express": "أمريكان إكسبريس",
    "Payment Networks": "شبكات الدفع",
    "Banking & Retail Banks": "البنوك والخدمات المصرفية للأفراد",
    "Insurance Services": "خدمات التأمين",
    "Automotive Distribution": "توزيع السيارات",
    "Automotive Finance": "تمويل السيارات",
    Technology: "التقنية",
    Government: "القطاع الحكومي",
    FMCG: "السلع الاستهلاكية سريعة التداول",
    "Fintech & Digital Payments": "التقنية المالية والمدفوعات الرقمية",
    "Banking Services & Remittance": "الخدمات المصرفية والحوالات",
    "Real Estate": "العقارات",
  },
  sr: {
    "American Express": "American Express",
    "Payment Networks": "Платне мреже",
    "Banking & Retail Banks": "Банкарство и банке за становништво",
    "Insurance Services": "Услуге осигурања",
    "Automotive Distribution": "Дистрибуција возила",
    "Automotive Finance": "Финансирање возила",
    Technology: "Технологија",
    Government: "Државни сектор",
    FMCG: "Роба широке потрошње",
    "Fintech & Digital Payments": "Финтек и дигитална плаћања",
    "Banking Services & Remittance": "Банкарске услуге и дознаке",
    "Real Estate": "Некретнине",
  },
};

export function industryName(industry: IndustryKey, lang: Lang): string {
  return INDUSTRY_NAMES[lang][industry];
}
