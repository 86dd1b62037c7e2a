import type { CaseInput, CaseStudyView, CaseUpdate } from "#core/domain/case-studies";
import type { Lang } from "#core/i18n/languages";
import { answerOf, api, doneOf, requestOptions } from "~/lib/api-client";

/** The editor's calls to /api/crm/cases, in the page's language (errors come back translated). */
const cases = api.crm.cases;
const one = cases[":key"];
const param = (key: string) => ({ param: { key } });

/** The translations the case pages (list and editor) need, besides the command palette's. */
export const CASES_NS = ["staff", "cases", "pages:industries.sectors"] as const;

export const caseKeys = {
  all: ["cases"] as const,
  list: ["cases", "list"] as const,
  one: (key: string) => ["cases", "one", key] as const,
};

export const fetchCases = (lang: Lang, signal?: AbortSignal) =>
  answerOf(cases.$get({}, requestOptions(lang, signal))) as Promise<{ items: CaseStudyView[] }>;

export const fetchCase = (lang: Lang, key: string, signal?: AbortSignal) =>
  answerOf(one.$get(param(key), requestOptions(lang, signal))) as Promise<CaseStudyView>;

export const createCase = (lang: Lang, json: CaseInput) =>
  answerOf(cases.$post({ json }, requestOptions(lang))) as Promise<CaseStudyView>;

export const saveCase = (lang: Lang, key: string, json: CaseUpdate) =>
  answerOf(one.$put({ ...param(key), json }, requestOptions(lang))) as Promise<CaseStudyView>;

export const moveCase = (lang: Lang, key: string, direction: "up" | "down") =>
  answerOf(one.move.$post({ ...param(key), json: { direction } }, requestOptions(lang))) as Promise<{
    items: CaseStudyView[];
  }>;

export const deleteCase = (lang: Lang, key: string) => doneOf(one.$delete(param(key), requestOptions(lang)));
