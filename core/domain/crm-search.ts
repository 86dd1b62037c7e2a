import { z } from "zod";

/** GET /api/crm/search?q=: one search over companies, contacts and projects. */
export const crmSearchQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(""),
  limit: z.coerce.number().int().min(1).max(50).optional().default(8),
});
export type CrmSearchQuery = z.output<typeof crmSearchQuerySchema>;

/** Which field of a result matched the query: the client shows it with the matched part marked. */
export type SearchField =
  | "name"
  | "website"
  | "nextAction"
  | "notes"
  | "email"
  | "phone"
  | "position"
  | "deliverables";

export interface SearchMatch {
  field: SearchField;
  /** The field's text (for long texts, the part around the match). */
  text: string;
  /** [start, end) of the matched part in `text`; null when the match is not a substring (phone digits). */
  range: [number, number] | null;
}

export interface CompanyHit {
  id: number;
  name: string;
  stage: string;
  industry: string | null;
  match: SearchMatch;
}

export interface ContactHit {
  id: number;
  companyId: number;
  companyName: string;
  name: string;
  match: SearchMatch;
}

export interface ProjectHit {
  id: number;
  companyId: number;
  companyName: string;
  name: string;
  match: SearchMatch;
}

export interface CrmSearchResult {
  /** The query as folded for matching. */
  folded: string;
  companies: CompanyHit[];
  contacts: ContactHit[];
  projects: ProjectHit[];
}
