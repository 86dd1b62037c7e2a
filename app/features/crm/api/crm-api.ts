import type {
  Company,
  CompanyList,
  CompanyOption,
  Contact,
  ImportReport,
  ImportRequest,
  Project,
} from "~/domain/crm";
import type { Lang } from "~/i18n/languages";
import { apiFetch } from "~/lib/api-client";

/** The CRM's calls to /api/crm, in the page's language (error messages come back translated). */

export interface CompanyFilters {
  q: string;
  stage: string;
  solution: string;
}

export function fetchCompanies(
  lang: Lang,
  filters: CompanyFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<CompanyList> {
  const params = new URLSearchParams({ offset: String(offset) });
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.stage !== "all") params.set("stage", filters.stage);
  if (filters.solution !== "all") params.set("solution", filters.solution);
  return apiFetch(`/api/crm/companies?${params}`, { lang, signal });
}

export const fetchCompany = (lang: Lang, id: number, signal?: AbortSignal) =>
  apiFetch<Company>(`/api/crm/companies/${id}`, { lang, signal });

export const fetchCompanyOptions = (lang: Lang, signal?: AbortSignal) =>
  apiFetch<{ items: CompanyOption[] }>("/api/crm/companies/options", { lang, signal });

export const createCompany = (lang: Lang, body: unknown) =>
  apiFetch<Company>("/api/crm/companies", { lang, body });

export const updateCompany = (lang: Lang, id: number, body: unknown) =>
  apiFetch<Company>(`/api/crm/companies/${id}`, { lang, method: "PATCH", body });

export const deleteCompany = (lang: Lang, id: number) =>
  apiFetch<void>(`/api/crm/companies/${id}`, { lang, method: "DELETE" });

export const fetchContacts = (lang: Lang, companyId: number, signal?: AbortSignal) =>
  apiFetch<{ items: Contact[] }>(`/api/crm/companies/${companyId}/contacts`, { lang, signal });

export const fetchProjects = (lang: Lang, companyId: number, signal?: AbortSignal) =>
  apiFetch<{ items: Project[] }>(`/api/crm/companies/${companyId}/projects`, { lang, signal });

export const createContact = (lang: Lang, body: unknown) =>
  apiFetch<Contact>("/api/crm/contacts", { lang, body });

export const updateContact = (lang: Lang, id: number, body: unknown) =>
  apiFetch<Contact>(`/api/crm/contacts/${id}`, { lang, method: "PATCH", body });

export const deleteContact = (lang: Lang, id: number) =>
  apiFetch<void>(`/api/crm/contacts/${id}`, { lang, method: "DELETE" });

export const createProject = (lang: Lang, body: unknown) =>
  apiFetch<Project>("/api/crm/projects", { lang, body });

export const updateProject = (lang: Lang, id: number, body: unknown) =>
  apiFetch<Project>(`/api/crm/projects/${id}`, { lang, method: "PATCH", body });

export const deleteProject = (lang: Lang, id: number) =>
  apiFetch<void>(`/api/crm/projects/${id}`, { lang, method: "DELETE" });

export const importFiles = (lang: Lang, body: ImportRequest) =>
  apiFetch<ImportReport>("/api/crm/import", { lang, body });

export interface DetectedIndustry {
  industry: string;
  confidence: string;
  reasoning: string;
}

export const detectIndustry = (lang: Lang, companyName: string) =>
  apiFetch<DetectedIndustry>("/api/crm/detect-industry", { lang, body: { companyName } });

export const exportUrl = (sheet: "companies" | "contacts" | "projects") => `/api/crm/export/${sheet}.csv`;
