import type { CompanyFilters } from "./crm-api";

/** TanStack Query keys of the CRM; everything under "crm" is refetched by Refresh. */
export const crmKeys = {
  all: ["crm"] as const,
  lists: () => ["crm", "companies"] as const,
  list: (filters: CompanyFilters) => ["crm", "companies", filters] as const,
  company: (id: number) => ["crm", "company", id] as const,
  contacts: (id: number) => ["crm", "company", id, "contacts"] as const,
  projects: (id: number) => ["crm", "company", id, "projects"] as const,
  options: () => ["crm", "options"] as const,
};
