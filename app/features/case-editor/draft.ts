import {
  type CaseIcon,
  type CaseInput,
  type CaseSector,
  type CaseStudyView,
  type CaseText,
  type CaseUnit,
  caseInputSchema,
} from "#core/domain/case-studies";
import { messageNumbers } from "#core/domain/message-numbers";
import { LANGUAGES, type Lang } from "#core/i18n/languages";

/** The editor's columns, in the order they stand on a wide screen: English, Serbian, Arabic. */
export const EDITOR_LANGS = ["en", "sr", "ar"] as const satisfies readonly Lang[];

/** A figure as typed: its value is the text of the field until it is sent. */
export interface FigureDraft {
  id: string;
  value: string;
  unit: CaseUnit;
}

export interface Draft {
  sector: CaseSector;
  icon: CaseIcon;
  sample: boolean;
  results: FigureDraft[];
  texts: Record<Lang, CaseText>;
}

const EMPTY_TEXT: CaseText = {
  industry: "",
  title: "",
  challenge: "",
  solution: "",
  resultLabels: {},
  storyTitle: "",
  story: "",
  storyLabels: {},
  quote: "",
  attribution: "",
};

/** The form's values for a case as read, or a new one (one figure, no texts). */
export function draftOf(view: CaseStudyView | undefined): Draft {
  return {
    sector: view?.sector ?? "automotive",
    icon: view?.icon ?? "Car",
    sample: view?.sample ?? false,
    results: view?.results.map((figure) => ({ ...figure, value: String(figure.value) })) ?? [
      { id: "figure-1", value: "", unit: "percent" },
    ],
    texts: Object.fromEntries(LANGUAGES.map((lang) => [lang, view?.texts[lang] ?? EMPTY_TEXT])) as Record<
      Lang,
      CaseText
    >,
  };
}

/** A figure's id not yet in the list: figure-2, figure-3... */
export function newFigureId(results: FigureDraft[]): string {
  let n = results.length + 1;
  while (results.some((figure) => figure.id === `figure-${n}`)) n += 1;
  return `figure-${n}`;
}

/** What is sent: each value as a number (an empty or unreadable one as NaN, refused with its message). */
export function inputOf(draft: Draft): CaseInput {
  const number = (value: string) => (value.trim() === "" ? Number.NaN : Number(value.replace(",", ".")));
  return { ...draft, results: draft.results.map((figure) => ({ ...figure, value: number(figure.value) })) };
}

/**
 * The form's own check before sending (the server checks again): a message per field, or null. A figure's
 * bounds are written by the page's language.
 */
export function draftProblems(
  draft: Draft,
  t: (key: string, values: Record<string, string>) => string,
  lang: Lang,
): Record<string, string> | null {
  const parsed = caseInputSchema.safeParse(inputOf(draft));
  if (parsed.success) return null;
  const found: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    found[issue.path.join(".")] ??= t(issue.message, messageNumbers(issue.message, lang));
  }
  return found;
}
