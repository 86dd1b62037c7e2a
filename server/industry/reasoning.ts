/**
 * One or two sentences a salesperson can read, saying why the classifier chose an industry,
 * in English, Arabic and Serbian (Cyrillic). Every language must provide every template.
 */
import type { IndustryKey } from "#core/domain/industries";
import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";
import { industryName } from "./industry-names";
import { knownCompanyNamed } from "./known-lookup";
import type { Classification, Evidence } from "./types";

interface ReasonTemplates {
  quote: (text: string) => string;
  known: (company: string, industry: string) => string;
  keyword: (quoted: string, industry: string) => string;
  keywords: (quotedList: string, industry: string) => string;
  weaker: (industry: string, quotedList: string) => string;
  conflict: (a: string, industryA: string, b: string, industryB: string) => string;
  weak: (quoted: string, industry: string) => string;
  /** Nothing in the name points to an industry: "Not assigned", never a guess. */
  none: () => string;
  external: (industry: string) => string;
  /** A matched word was accepted from the team's corrections (stored in the database). */
  learned: (quotedList: string) => string;
}

const TEMPLATES: Record<Lang, ReasonTemplates> = {
  en: {
    quote: (t) => `“${t}”`,
    known: (c, i) => `Recognised as a known company: ${c} (${i}).`,
    keyword: (q, i) => `Matched the keyword ${q} (${i}).`,
    keywords: (q, i) => `Matched the keywords ${q} (${i}).`,
    weaker: (i, q) => `Weaker cues pointed to ${i} (${q}).`,
    conflict: (a, ia, b, ib) => `Conflicting cues: ${a} (${ia}) and ${b} (${ib}); best guess only.`,
    weak: (q, i) => `Only a weak cue: ${q} (${i}); best guess only.`,
    none: () => "No industry word in the name, so no industry is assigned: choose it yourself.",
    external: (i) => `No clear cue in the name; the external model suggested ${i}.`,
    learned: (q) => `${q} was learned from the team's corrections.`,
  },
  ar: {
    quote: (t) => `«${t}»`,
    known: (c, i) => `تم التعرف عليها كشركة معروفة: ${c} (${i}).`,
    keyword: (q, i) => `تطابق الاسم مع الكلمة المفتاحية ${q} (${i}).`,
    keywords: (q, i) => `تطابق الاسم مع الكلمات المفتاحية ${q} (${i}).`,
    weaker: (i, q) => `وأشارت دلائل أضعف إلى ${i} (${q}).`,
    conflict: (a, ia, b, ib) => `دلائل متعارضة: ${a} (${ia}) و${b} (${ib})؛ هذا أفضل تخمين فقط.`,
    weak: (q, i) => `دليل ضعيف فقط: ${q} (${i})؛ هذا أفضل تخمين فقط.`,
    none: () => "لا توجد في الاسم كلمة تدل على القطاع، لذا لم يُحدَّد قطاع: اختره بنفسك.",
    external: (i) => `لا يوجد في الاسم دليل واضح؛ واقترح النموذج الخارجي: ${i}.`,
    learned: (q) => `تعلّم النظام ${q} من تصحيحات الفريق.`,
  },
  sr: {
    quote: (t) => `„${t}“`,
    known: (c, i) => `Препознато као позната компанија: ${c} (${i}).`,
    keyword: (q, i) => `Поклапа се кључна реч ${q} (${i}).`,
    keywords: (q, i) => `Поклапају се кључне речи ${q} (${i}).`,
    weaker: (i, q) => `Слабији знаци указују на ${i} (${q}).`,
    conflict: (a, ia, b, ib) =>
      `Супротстављени знаци: ${a} (${ia}) и ${b} (${ib}); ово је само најбоља претпоставка.`,
    weak: (q, i) => `Само слаб знак: ${q} (${i}); ово је само најбоља претпоставка.`,
    none: () =>
      "У називу нема речи која указује на индустрију, па индустрија није додељена: изаберите је сами.",
    external: (i) => `У називу нема јасног знака; спољни модел је предложио: ${i}.`,
    learned: (q) => `${q} је научено из исправки тима.`,
  },
};

const MAX_LISTED = 3;

/** The matched words, once each; a combo cue ("Toyota + Financial Services") counts as its parts. */
function matchedTexts(evidence: readonly Evidence[]): string[] {
  return [...new Set(evidence.flatMap((e) => e.text.split(" + ")))].slice(0, MAX_LISTED);
}

function quotedList(texts: readonly string[], lang: Lang): string {
  const t = TEMPLATES[lang];
  return new Intl.ListFormat(LANGUAGE_INFO[lang].intl, { type: "conjunction" }).format(texts.map(t.quote));
}

function companyName(evidence: Evidence, lang: Lang): string {
  const name = evidence.company ?? evidence.text;
  return knownCompanyNamed(name, lang) ?? name;
}

export function formatReasoning(c: Classification, lang: Lang): string {
  const t = TEMPLATES[lang];
  const name = (industry: IndustryKey) => industryName(industry, lang);
  const [first] = c.evidence;
  if (!first || c.industry === null) return t.none();
  if (first.kind === "known-company") return t.known(companyName(first, lang), name(c.industry));

  const main = matchedTexts(c.evidence.filter((e) => e.industry === c.industry));
  const others = c.evidence.filter((e) => e.industry !== c.industry);
  const [rival] = others;
  if (c.confidence === "low") {
    return rival
      ? t.conflict(
          quotedList(main, lang),
          name(c.industry),
          quotedList(matchedTexts([rival]), lang),
          name(rival.industry),
        )
      : t.weak(quotedList(main, lang), name(c.industry));
  }
  const matched = main.length > 1 ? t.keywords : t.keyword;
  const learned = matchedTexts(c.evidence.filter((e) => e.kind === "learned" && e.industry === c.industry));
  const sentence = [
    matched(quotedList(main, lang), name(c.industry)),
    ...(learned.length ? [t.learned(quotedList(learned, lang))] : []),
  ].join(" ");
  if (!rival) return sentence;
  const rivalTexts = matchedTexts(others.filter((e) => e.industry === rival.industry));
  return `${sentence} ${t.weaker(name(rival.industry), quotedList(rivalTexts, lang))}`;
}

/** The reasoning when the external model decided (the name gave no clear local cue). */
export function formatExternalReasoning(industry: IndustryKey, lang: Lang): string {
  return TEMPLATES[lang].external(industryName(industry, lang));
}
