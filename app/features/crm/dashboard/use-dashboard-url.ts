import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";
import { COMPANY_SORTS, COMPANY_STAGES, type CompanySort } from "#core/domain/crm";
import { useDebounced } from "./use-company-list";

export interface DashboardUrlState {
  /** What the search box shows: the user's own text, never changed under their fingers. */
  search: string;
  /** What the lists search for: the box's text a moment after the last key (ahead of the URL). */
  query: string;
  /** The settled search, as in the URL (`q`). */
  q: string;
  stage: string;
  solution: string;
  sort: CompanySort;
  /** Only the companies whose follow-up is the signed-in staff member's (`mine=1`). */
  mine: boolean;
  /** The open company (`company`), or null. */
  companyId: number | null;
}

/** The lists follow the box this soon after a key: a request per pause, not per letter typed quickly. */
const QUERY_DELAY_MS = 40;
/** The URL (and so the history entry) takes the search after a longer pause. */
const URL_DELAY_MS = 500;

const stageOf = (value: string | null) =>
  value && (COMPANY_STAGES as readonly string[]).includes(value) ? value : "all";
const solutionOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 12 ? String(n) : "all";
};
const sortOf = (value: string | null): CompanySort =>
  COMPANY_SORTS.find((sort) => sort === value) ?? COMPANY_SORTS[0];
const idOf = (value: string | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * The dashboard's search, filters, order and open company live in the URL
 * (?q=&stage=&solution=&sort=&mine=&company=): a reload or Back keeps them and a link opens one company.
 * Typing replaces the history entry (after a pause); a filter or an opened company adds one, so Back undoes it.
 */
export function useDashboardUrl() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  // The params as last asked for: two changes in a row (open a company, then the typed search settles)
  // both land, even before the first navigation has finished.
  const latest = useRef(params);
  // Follows the URL once a navigation has landed (not on every render, which may still show the old one).
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const urlQ = params.get("q") ?? "";
  const [search, setSearchText] = useState(urlQ);
  const query = useDebounced(search.trim(), QUERY_DELAY_MS);
  // The searches this page wrote into the URL itself, oldest first: when one lands, the box (maybe typed
  // further since) stays as it is.
  const written = useRef<string[]>([]);
  const shownQ = useRef(urlQ);
  const urlTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(urlTimer.current), []);

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === "" || value === "all") next.delete(key);
        else next.set(key, value);
      }
      latest.current = next;
      setParams(next, { replace, preventScrollReset: true });
    },
    [setParams],
  );

  const setSearch = useCallback(
    (value: string) => {
      setSearchText(value);
      clearTimeout(urlTimer.current);
      urlTimer.current = setTimeout(() => {
        const q = value.trim();
        if (q === (latest.current.get("q") ?? "")) return;
        written.current.push(q);
        update({ q }, true);
      }, URL_DELAY_MS);
    },
    [update],
  );

  // Back/forward, or a link (a saved view) to another search: the box follows. Our own writes do not
  // touch it: the user may have typed on since.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location.key)
  useEffect(() => {
    if (urlQ === shownQ.current) return;
    shownQ.current = urlQ;
    const at = navigationType === "POP" ? -1 : written.current.lastIndexOf(urlQ);
    written.current = at >= 0 ? written.current.slice(at + 1) : [];
    if (at >= 0) return;
    clearTimeout(urlTimer.current);
    setSearchText((current) => (current.trim() === urlQ ? current : urlQ));
  }, [location.key]);

  const state: DashboardUrlState = {
    search,
    // A search brought by the URL (Back, a link) applies at once; typing waits a moment.
    query: search.trim() === urlQ ? urlQ : query,
    q: urlQ,
    stage: stageOf(params.get("stage")),
    solution: solutionOf(params.get("solution")),
    sort: sortOf(params.get("sort")),
    mine: params.get("mine") === "1",
    companyId: idOf(params.get("company")),
  };
  return {
    state,
    setSearch,
    setStage: (stage: string, resetSolution = false) =>
      update(resetSolution ? { stage, solution: null } : { stage }),
    setSolution: (solution: string) => update({ solution }),
    setSort: (sort: CompanySort) => update({ sort: sort === COMPANY_SORTS[0] ? null : sort }),
    setMine: (mine: boolean) => update({ mine: mine ? "1" : null }),
    openCompany: (id: number) => update({ company: String(id) }),
    closeCompany: () => update({ company: null }),
  };
}
