/**
 * SAMPLE CONTENT: REPLACE BEFORE LAUNCH (README, "Replace before launch").
 *
 * One short quote per case study, shown on the home page's success stories and the industries page's
 * case studies. These are written by us to show how a client's words will read; they are not what a
 * client said. Before launch the firm replaces each with a quote a client has approved, attributed by
 * role and kind of organisation only (client relationships are confidential: never a person's name
 * or an organisation's name without written consent), or deletes the entry: a case without a quote
 * shows its figures alone.
 *
 * The texts live here rather than in the translation files so that everything the firm must replace
 * sits in one marked place; each language is required by the type.
 */
import type { Lang } from "../i18n/languages";
import type { CaseStudyId } from "./pages";

export interface CaseQuote {
  /** True while the quote is our sample; the README's launch checklist lists this file. */
  sample: boolean;
  text: Record<Lang, string>;
  /** The speaker's role and the kind of organisation, e.g. "Head of Insights, a regional bank". */
  attribution: Record<Lang, string>;
}

export const CASE_QUOTES: Partial<Record<CaseStudyId, CaseQuote>> = {
  automotive: {
    sample: true,
    text: {
      en: "For the first time we could see, center by center, why owners stopped coming back after the warranty, and every team knew what to fix first.",
      ar: "لأول مرة رأينا، مركزًا تلو الآخر، لماذا يتوقف الملاك عن العودة بعد انتهاء الضمان، وعرف كل فريق ما عليه إصلاحه أولًا.",
      sr: "Први пут смо видели, центар по центар, зашто власници престају да долазе када истекне гаранција, и сваки тим је знао шта прво да поправи.",
    },
    attribution: {
      en: "Head of After-Sales, a regional automotive distributor",
      ar: "رئيس خدمات ما بعد البيع، موزع سيارات إقليمي",
      sr: "Директор постпродаје, регионални дистрибутер возила",
    },
  },
  banking: {
    sample: true,
    text: {
      en: "Customers were not rejecting the app; they could not find what they needed. The research showed us exactly where they gave up.",
      ar: "لم يكن العملاء يرفضون التطبيق، بل لم يجدوا ما يحتاجون إليه. أظهر لنا البحث بدقة أين كانوا يتوقفون.",
      sr: "Клијенти нису одбацивали апликацију, него нису могли да пронађу оно што им треба. Истраживање нам је тачно показало где одустају.",
    },
    attribution: {
      en: "Head of Digital Channels, a retail bank",
      ar: "رئيس القنوات الرقمية، بنك تجزئة",
      sr: "Руководилац дигиталних канала, банка за становништво",
    },
  },
  government: {
    sample: true,
    text: {
      en: "We could never have read thousands of complaints one by one. The analysis showed which few processes caused most of them, so we fixed those first.",
      ar: "ما كان لنا أن نقرأ آلاف الشكاوى واحدة تلو الأخرى. أظهر لنا التحليل الإجراءات القليلة التي تسببت في معظمها، فبدأنا بإصلاحها.",
      sr: "Хиљаде притужби никада не бисмо могли да прочитамо једну по једну. Анализа је показала који мали број процеса изазива већину њих, па смо њих први поправили.",
    },
    attribution: {
      en: "Director of Service Quality, a public service agency",
      ar: "مدير جودة الخدمات، جهة خدمات حكومية",
      sr: "Директор за квалитет услуга, јавна агенција",
    },
  },
};
