import { findFolded, fold } from "#core/domain/search-fold";

/** What the command palette can do besides opening a search result. */
export const PALETTE_ACTIONS = [
  "addCompany",
  "addContact",
  "addProject",
  "goList",
  "goBoard",
  "goFollowUps",
  "goTrash",
  "exportCompanies",
  "exportContacts",
  "exportProjects",
  "signOut",
] as const;
export type PaletteActionId = (typeof PALETTE_ACTIONS)[number];

/** Actions that only make sense with a company open (on the dashboard, ?company=id). */
const NEEDS_COMPANY: ReadonlySet<PaletteActionId> = new Set(["addContact"]);

export interface MatchedAction {
  id: PaletteActionId;
  label: string;
  /** [start, end) of the typed text in `label`, for the highlight; null when nothing was typed. */
  range: [number, number] | null;
}

/**
 * The actions to list for what was typed, best first: those that fit (add contact only with a company
 * open) and whose label contains the typed text, folded as the search folds it (case, accents, Cyrillic
 * or Latin, Arabic letter forms), or else every typed word. Labels starting with the text come first,
 * then those with a word starting with it; otherwise the palette's own order stays.
 */
export function matchActions(
  query: string,
  context: { companyOpen: boolean; label: (id: PaletteActionId) => string },
): MatchedAction[] {
  const wanted = fold(query.trim().replace(/\s+/g, " "));
  const matched: { action: MatchedAction; rank: number; order: number }[] = [];
  PALETTE_ACTIONS.forEach((id, order) => {
    if (NEEDS_COMPANY.has(id) && !context.companyOpen) return;
    const label = context.label(id);
    if (!wanted) {
      matched.push({ action: { id, label, range: null }, rank: 0, order });
      return;
    }
    const folded = fold(label);
    const at = folded.indexOf(wanted);
    if (at >= 0) {
      const rank = at === 0 ? 0 : /[\s\-–(]/.test(folded[at - 1] ?? "") ? 1 : 2;
      matched.push({ action: { id, label, range: findFolded(label, wanted) }, rank, order });
    } else if (wanted.split(" ").every((word) => folded.includes(word))) {
      matched.push({ action: { id, label, range: null }, rank: 3, order });
    }
  });
  return matched.sort((a, b) => a.rank - b.rank || a.order - b.order).map((m) => m.action);
}
