/**
 * What a route says about the script its page needs (its `handle`). Public pages are documents and say
 * nothing: they ship no JavaScript. A page with interactive parts renders them as islands (app/islands)
 * and says `islands: true`; the staff area is an app and says `app: true` (React Router hydrates it).
 */
export interface PageHandle {
  app?: true;
  islands?: true;
}

export const APP_PAGE = { app: true } as const satisfies PageHandle;
export const ISLAND_PAGE = { islands: true } as const satisfies PageHandle;

export function pageNeeds(handles: readonly unknown[]): { app: boolean; islands: boolean } {
  const needs = { app: false, islands: false };
  for (const handle of handles) {
    if (typeof handle !== "object" || handle === null) continue;
    if ((handle as PageHandle).app) needs.app = true;
    if ((handle as PageHandle).islands) needs.islands = true;
  }
  return needs;
}
