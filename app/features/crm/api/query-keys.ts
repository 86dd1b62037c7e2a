import type { CompanyFilters } from "./crm-api";

/**
 * Every view across companies (the dashboard's list, the board and its totals, "My follow-ups" and the overdue
 * alert, search, the company picker, the trash) lives under this one prefix: every CRM write invalidates it
 * (`crmKeys.views()`), so a new view stays current by having its key here, not by being named at each write.
 */
const views = ["crm", "views"] as const;

/** TanStack Query keys of the CRM; everything under "crm" is refetched by Refresh. */
export const crmKeys = {
  all: ["crm"] as const,
  views: () => views,
  lists: () => [...views, "companies"] as const,
  list: (filters: CompanyFilters) => [...views, "companies", filters] as const,
  search: (query: string) => [...views, "search", query] as const,
  picker: (query: string) => [...views, "company-picker", query] as const,
  pipeline: () => [...views, "pipeline"] as const,
  trash: () => [...views, "trash"] as const,
  industryCues: () => [...views, "industry-cues"] as const,
  company: (id: number) => ["crm", "company", id] as const,
  contacts: (id: number) => ["crm", "company", id, "contacts"] as const,
  projects: (id: number) => ["crm", "company", id, "projects"] as const,
};
