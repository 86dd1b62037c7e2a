import { pageOfRoute } from "#core/lib/pages";

/**
 * The script a page ships, from its line in the table of pages (core/lib/pages.ts), found by the matched
 * routes' ids. Public pages are documents: no JavaScript. A page with interactive parts renders them as
 * islands (app/islands) and ships their boot script; the staff app is an app (React Router hydrates it).
 */
export function pageNeeds(routeIds: readonly string[]): { app: boolean; islands: boolean } {
  const needs = { app: false, islands: false };
  for (const id of routeIds) {
    const page = pageOfRoute(id);
    if (page?.kind === "staff") needs.app = true;
    if (page?.islands) needs.islands = true;
  }
  return needs;
}
