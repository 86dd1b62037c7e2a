import type { CatalogResponse } from "#core/domain/catalog";
import type { Lang } from "#core/i18n/languages";
import { CATALOG, CATALOG_META } from "./solutions";

/** The catalogue of twelve solutions in one language, with its headline figures. */
export function getCatalog(lang: Lang): CatalogResponse {
  return { meta: { ...CATALOG_META }, solutions: CATALOG[lang] };
}
