/**
 * One or two sentences a salesperson can read, saying why the classifier chose an industry,
 * in English, Arabic and Serbian (Cyrillic). Every language must provide every template.
 */
import type { IndustryKey } from "#core/domain/industries";
import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";
import { type FallbackBasis, fallbackFor } from "./fallback";
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
  none: () => string;
  /** No cue, but a word that makes one guess likelier (see fallback.ts). */
  hint: Record<Exclude<FallbackBasis, "default">, (quoted: string, industry: string) => string>;
  external: (industry: string) => string;
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
    none: () => "No clear industry cue in the name; best guess only.",
    hint: {
      family: (q, i) =>
        `No clear industry cue in the name; ${q} suggests a family trading house, and in the Gulf these often hold car agencies, so ${i} is a best guess only.`,
      investment: (q, i) =>
        `No clear industry cue in the name; ${q} suggests an investment company, most often in property, so ${i} is a best guess only.`,
      distribution: (q, i) =>
        `No clear industry cue in the name; ${q} suggests a distribution or import house, most often of consumer goods, so ${i} is a best guess only.`,
      solutions: (q, i) =>
        `No clear industry cue in the name; ${q} suggests a solutions provider, most often in IT, so ${i} is a best guess only.`,
    },
    external: (i) => `No clear cue in the name; the external model suggested ${i}.`,
  },
  ar: {
    quote: (t) => `«${t}»`,
    known: (c, i) => `تم التعرف عليها كشركة معروفة: ${c} (${i}).`,
    keyword: (q, i) => `تطابق الاسم مع الكلمة المفتاحية ${q} (${i}).`,
    keywords: (q, i) => `تطابق الاسم مع الكلمات المفتاحية ${q} (${i}).`,
    weaker: (i, q) => `وأشارت دلائل أضعف إلى ${i} (${q}).`,
    conflict: (a, ia, b, ib) => `دلائل متعارضة: ${a} (${ia}) و${b} (${ib})؛ هذا أفضل تخمين فقط.`,
    weak: (q, i) => `دليل ضعيف فقط: ${q} (${i})؛ هذا أفضل تخمين فقط.`,
    none: () => "لا يوجد في الاسم دليل واضح على القطاع؛ هذا أفضل تخمين فقط.",
    hint: {
      family: (q, i) =>
        `لا يوجد في الاسم دليل واضح على القطاع؛ تشير ${q} إلى شركة عائلية تجارية، وكثير منها في الخليج يملك وكالات سيارات، لذا فإن ${i} أفضل تخمين فقط.`,
      investment: (q, i) =>
        `لا يوجد في الاسم دليل واضح على القطاع؛ تشير ${q} إلى شركة استثمار، وغالباً ما يكون استثمارها في العقار، لذا فإن ${i} أفضل تخمين فقط.`,
      distribution: (q, i) =>
        `لا يوجد في الاسم دليل واضح على القطاع؛ تشير ${q} إلى شركة توزيع أو استيراد، وغالباً ما تكون للسلع الاستهلاكية، لذا فإن ${i} أفضل تخمين فقط.`,
      solutions: (q, i) =>
        `لا يوجد في الاسم دليل واضح على القطاع؛ تشير ${q} إلى مزوّد حلول، وغالباً ما يكون في تقنية المعلومات، لذا فإن ${i} أفضل تخمين فقط.`,
    },
    external: (i) => `لا يوجد في الاسم دليل واضح؛ واقترح النموذج الخارجي: ${i}.`,
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
    none: () => "У називу нема јасног знака индустрије; ово је само најбоља претпоставка.",
    hint: {
      family: (q, i) =>
        `У називу нема јасног знака индустрије; ${q} указује на породичну трговачку кућу, а оне у Заливу често држе заступништва аутомобила, па је ${i} само најбоља претпоставка.`,
      investment: (q, i) =>
        `У називу нема јасног знака индустрије; ${q} указује на инвестициону компанију, најчешће у некретнинама, па је ${i} само најбоља претпоставка.`,
      distribution: (q, i) =>
        `У називу нема јасног знака индустрије; ${q} указује на дистрибутерску или увозничку фирму, најчешће за робу широке потрошње, па је ${i} само најбоља претпоставка.`,
      solutions: (q, i) =>
        `У називу нема јасног знака индустрије; ${q} указује на пружаоца решења, најчешће у ИТ-у, па је ${i} само најбоља претпоставка.`,
    },
    external: (i) => `У називу нема јасног знака; спољни модел је предложио: ${i}.`,
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

/** Why the fallback guessed as it did: the hint word if there was one, else the plain best-guess sentence. */
function noCueReason(name: string, lang: Lang): string {
  const t = TEMPLATES[lang];
  const fallback = fallbackFor(name);
  if (fallback.basis === "default" || !fallback.text) return t.none();
  return t.hint[fallback.basis](t.quote(fallback.text), industryName(fallback.industry, lang));
}

export function formatReasoning(c: Classification, lang: Lang): string {
  const t = TEMPLATES[lang];
  const name = (industry: IndustryKey) => industryName(industry, lang);
  const [first] = c.evidence;
  if (!first || first.kind === "none") return noCueReason(first?.text ?? "", lang);
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
  const sentence = matched(quotedList(main, lang), name(c.industry));
  if (!rival) return sentence;
  const rivalTexts = matchedTexts(others.filter((e) => e.industry === rival.industry));
  return `${sentence} ${t.weaker(name(rival.industry), quotedList(rivalTexts, lang))}`;
}

/** The reasoning when the external model decided (the name gave no clear local cue). */
export function formatExternalReasoning(industry: IndustryKey, lang: Lang): string {
  return TEMPLATES[lang].external(industryName(industry, lang));
}
