import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { COMPANY_STAGES } from "~/domain/crm";
import { useDebounced } from "./use-company-list";

export interface DashboardUrlState {
  /** What the search box shows (ahead of the URL while typing). */
  search: string;
  /** The settled search, as in the URL (`q`). */
  q: string;
  stage: string;
  solution: string;
  /** The open company (`company`), or null. */
  companyId: number | null;
}

const stageOf = (value: string | null) =>
  value && (COMPANY_STAGES as readonly string[]).includes(value) ? value : "all";
const solutionOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 12 ? String(n) : "all";
};
const idOf = (value: string | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * The dashboard's search, filters and open company live in the URL (?q=&stage=&solution=&company=):
 * a reload or Back keeps them and a link opens one company. Typing replaces the history entry (after a
 * pause); a filter or an opened company adds one, so Back undoes it.
 */
export function useDashboardUrl() {
  const [params, setParams] = useSearchParams();
  // The params as last asked for: two changes in a row (open a company, then the typed search settles)
  // both land, even before the first navigation has finished.
  const latest = useRef(params);
  // Follows the URL once a navigation has landed (not on every render, which may still show the old one).
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const urlQ = params.get("q") ?? "";
  const [search, setSearch] = useState(urlQ);
  const settled = useDebounced(search);

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

  // The settled search goes into the URL without a new history entry.
  useEffect(() => {
    if (settled.trim() !== urlQ) update({ q: settled.trim() }, true);
  }, [settled, urlQ, update]);
  // Back/forward to another search: the box follows.
  useEffect(() => {
    setSearch((current) => (current.trim() === urlQ ? current : urlQ));
  }, [urlQ]);

  const state: DashboardUrlState = {
    search,
    q: urlQ,
    stage: stageOf(params.get("stage")),
    solution: solutionOf(params.get("solution")),
    companyId: idOf(params.get("company")),
  };
  return {
    state,
    setSearch,
    setStage: (stage: string, resetSolution = false) =>
      update(resetSolution ? { stage, solution: null } : { stage }),
    setSolution: (solution: string) => update({ solution }),
    openCompany: (id: number) => update({ company: String(id) }),
    closeCompany: () => update({ company: null }),
  };
}
