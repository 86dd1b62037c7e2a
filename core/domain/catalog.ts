/**
 * The answer of GET /api/crm/catalog, declared once for the server (which builds it) and the catalogue
 * page. The catalogue's content lives on the server (server/catalog/solutions.ts) and reaches signed-in
 * staff only through that endpoint: nothing in app/ may import it.
 */
export interface CatalogSolutionView {
  /** 1..12, the solution number of the industry it serves. */
  id: number;
  industrySlug: string;
  color: string;
  isNew: boolean;
  title: string;
  subtitle: string;
  /** Target companies operating in Saudi Arabia. */
  companies: string[];
  /** Key research areas: studies a client can commission. */
  keyAreas: string[];
}

export interface CatalogMetaView {
  industrySolutions: number;
  targetCompanies: string;
  portfolioYear: number;
  saudiFocused: string;
  /** Year and month, "YYYY-MM". */
  lastUpdated: string;
  version: string;
}

export interface CatalogResponse {
  meta: CatalogMetaView;
  solutions: CatalogSolutionView[];
}
