import type { InferResponseType } from "hono/client";
import type { z } from "zod";
import type { MergeCompanies, UnmergeCompanies } from "#core/domain/company-duplicates";
import type {
  CompanySort,
  ImportRequest,
  NewCompanyForm,
  NewContactForm,
  updateCompanySchema,
  updateContactSchema,
} from "#core/domain/crm";
import type { TakeSheet } from "#core/domain/crm-import";
import type { TrashKind } from "#core/domain/crm-trash";
import type { NewProjectForm, updateProjectSchema } from "#core/domain/deals";
import type { IndustryKey } from "#core/domain/industries";
import type { Lang } from "#core/i18n/languages";
import { answerOf, api, doneOf, requestOptions } from "~/lib/api-client";

/**
 * The CRM's calls to /api/crm, in the page's language (error messages come back translated), typed from
 * the server's routes (see app/lib/api-client.ts).
 */

export interface CompanyFilters {
  q: string;
  stage: string;
  solution: string;
  /** By name when not given. */
  sort?: CompanySort;
  /** Only the signed-in staff member's follow-ups. */
  mine?: boolean;
}

/** The bodies of the PATCH calls: some fields, and the version they were based on. */
export type CompanyPatch = z.input<typeof updateCompanySchema>;
export type ContactPatch = z.input<typeof updateContactSchema>;
export type ProjectPatch = z.input<typeof updateProjectSchema>;

const crm = api.crm;
const company = crm.companies[":id{[0-9]+}"];
const param = (id: number) => ({ param: { id: String(id) } });

export function fetchCompanies(lang: Lang, filters: CompanyFilters, offset: number, signal?: AbortSignal) {
  const q = filters.q.trim();
  const query = {
    offset: String(offset),
    ...(q ? { q } : {}),
    ...(filters.stage !== "all" ? { stage: filters.stage } : {}),
    ...(filters.solution !== "all" ? { solution: filters.solution } : {}),
    ...(filters.sort && filters.sort !== "name" ? { sort: filters.sort } : {}),
    ...(filters.mine ? { mine: "1" } : {}),
  };
  return answerOf(crm.companies.$get({ query }, requestOptions(lang, signal)));
}

export const fetchCompany = (lang: Lang, id: number, signal?: AbortSignal) =>
  answerOf(company.$get(param(id), requestOptions(lang, signal)));

export const createCompany = (lang: Lang, json: NewCompanyForm) =>
  answerOf(crm.companies.$post({ json }, requestOptions(lang)));

export const updateCompany = (lang: Lang, id: number, json: CompanyPatch) =>
  answerOf(company.$patch({ ...param(id), json }, requestOptions(lang)));

export const deleteCompany = (lang: Lang, id: number) =>
  doneOf(company.$delete(param(id), requestOptions(lang)));

export const fetchContacts = (lang: Lang, companyId: number, signal?: AbortSignal) =>
  answerOf(company.contacts.$get(param(companyId), requestOptions(lang, signal)));

export const fetchProjects = (lang: Lang, companyId: number, signal?: AbortSignal) =>
  answerOf(company.projects.$get(param(companyId), requestOptions(lang, signal)));

export const createContact = (lang: Lang, json: NewContactForm) =>
  answerOf(crm.contacts.$post({ json }, requestOptions(lang)));

export const updateContact = (lang: Lang, id: number, json: ContactPatch) =>
  answerOf(crm.contacts[":id{[0-9]+}"].$patch({ ...param(id), json }, requestOptions(lang)));

export const deleteContact = (lang: Lang, id: number) =>
  doneOf(crm.contacts[":id{[0-9]+}"].$delete(param(id), requestOptions(lang)));

export const createProject = (lang: Lang, json: NewProjectForm) =>
  answerOf(crm.projects.$post({ json }, requestOptions(lang)));

export const updateProject = (lang: Lang, id: number, json: ProjectPatch) =>
  answerOf(crm.projects[":id{[0-9]+}"].$patch({ ...param(id), json }, requestOptions(lang)));

export const deleteProject = (lang: Lang, id: number) =>
  doneOf(crm.projects[":id{[0-9]+}"].$delete(param(id), requestOptions(lang)));

export const importFiles = (lang: Lang, json: ImportRequest) =>
  answerOf(crm.import.$post({ json }, requestOptions(lang)));

const importBatch = crm.import[":id{[0-9]+}"];

/** The sheet's value for some conflicts of an import (decision 022). */
export const takeSheetValues = (lang: Lang, batchId: number, json: TakeSheet) =>
  answerOf(importBatch["take-sheet"].$post({ ...param(batchId), json }, requestOptions(lang)));

/** The whole import undone: added records removed, changed ones put back. */
export const undoImport = (lang: Lang, batchId: number) =>
  answerOf(importBatch.undo.$post(param(batchId), requestOptions(lang)));

export type DetectedIndustry = InferResponseType<(typeof crm)["detect-industry"]["$post"]>;

export const detectIndustry = (lang: Lang, companyName: string) =>
  answerOf(crm["detect-industry"].$post({ json: { companyName } }, requestOptions(lang)));

/** The cues the team's corrections suggest, and those accepted (GET /api/crm/industry-cues). */
export const fetchIndustryCues = (lang: Lang, signal?: AbortSignal) =>
  answerOf(crm["industry-cues"].$get({}, requestOptions(lang, signal)));
export type IndustryCues = InferResponseType<(typeof crm)["industry-cues"]["$get"]>;

export const acceptIndustryCue = (lang: Lang, json: { term: string; industry: IndustryKey }) =>
  answerOf(crm["industry-cues"].accept.$post({ json }, requestOptions(lang)));

export const revertIndustryCue = (lang: Lang, id: number) =>
  answerOf(crm["industry-cues"][":id{[0-9]+}"].revert.$post(param(id), requestOptions(lang)));

/** A download link (GET /api/crm/export/<sheet>.csv), not a call. */
export const exportUrl = (sheet: "companies" | "contacts" | "projects") => `/api/crm/export/${sheet}.csv`;

/** One search over companies, contacts and projects (the folded search); at most `limit` of each kind. */
export const searchCrm = (lang: Lang, q: string, options: { limit?: number; signal?: AbortSignal } = {}) =>
  answerOf(
    crm.search.$get(
      { query: { q, ...(options.limit ? { limit: String(options.limit) } : {}) } },
      requestOptions(lang, options.signal),
    ),
  );

const trashed = (kind: TrashKind, id: number) => ({ param: { kind, id: String(id) } });

/** What was deleted in the last 30 days. */
export const fetchTrash = (lang: Lang, signal?: AbortSignal) =>
  answerOf(crm.trash.$get({}, requestOptions(lang, signal)));

/** Takes a record (a company with what went to the trash with it) out of the trash. */
export const restoreFromTrash = (lang: Lang, kind: TrashKind, id: number) =>
  doneOf(crm.trash[":kind"][":id{[0-9]+}"].restore.$post(trashed(kind, id), requestOptions(lang)));

/** Deletes a trashed record for good. */
export const purgeFromTrash = (lang: Lang, kind: TrashKind, id: number) =>
  doneOf(crm.trash[":kind"][":id{[0-9]+}"].$delete(trashed(kind, id), requestOptions(lang)));

/** The signed-in person's saved dashboard views. */
export const fetchViews = (lang: Lang, signal?: AbortSignal) =>
  answerOf(crm.views.$get({}, requestOptions(lang, signal)));

/** Saves the dashboard's query under a name (the same name replaces that view). */
export const saveView = (lang: Lang, view: { name: string; query: string }) =>
  answerOf(crm.views.$post({ json: view }, requestOptions(lang)));

export const deleteView = (lang: Lang, id: number) =>
  doneOf(crm.views[":id{[0-9]+}"].$delete(param(id), requestOptions(lang)));

/** Merges another company into this one (contacts, projects and timeline move; the other goes to the trash). */
export const mergeCompanies = (lang: Lang, id: number, json: MergeCompanies) =>
  answerOf(company.merge.$post({ ...param(id), json }, requestOptions(lang)));

/** Undoes a merge (the toast's Undo), if the kept company has not changed since. */
export const unmergeCompanies = (lang: Lang, id: number, json: UnmergeCompanies) =>
  answerOf(company.unmerge.$post({ ...param(id), json }, requestOptions(lang)));
