import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { INDUSTRIES } from "#core/domain/industries";
import { BOARD_CLOSE_FILTERS, type BoardFilterParams, CURRENCIES } from "#core/domain/pipeline";

export const BOARD_FILTER_KEYS = ["mine", "owner", "currency", "industry", "close"] as const;
export type BoardFilterKey = (typeof BOARD_FILTER_KEYS)[number];

const known: Record<BoardFilterKey, (value: string) => boolean> = {
  mine: (value) => value === "1",
  owner: (value) => value.trim() !== "" && value.length <= 100,
  currency: (value) => (CURRENCIES as readonly string[]).includes(value),
  industry: (value) => INDUSTRIES.some((i) => i.slug === value),
  close: (value) => (BOARD_CLOSE_FILTERS as readonly string[]).includes(value),
};

/**
 * The board's filters in the dashboard's URL (?mine=1&owner=&currency=&industry=&close=): a reload, Back or a
 * shared link keeps them. A value the board does not know is left out (never sent to be refused).
 */
export function useBoardFilters(): [
  BoardFilterParams,
  (key: BoardFilterKey, value: string) => void,
  () => void,
] {
  const [params, setParams] = useSearchParams();
  const signature = BOARD_FILTER_KEYS.map((key) => params.get(key) ?? "").join("|");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters' own values, not the whole URL
  const filters = useMemo(() => {
    const found: BoardFilterParams = {};
    for (const key of BOARD_FILTER_KEYS) {
      const value = params.get(key);
      if (value && known[key](value)) found[key] = value;
    }
    if (found.mine) delete found.owner;
    return found;
  }, [signature]);
  const setFilter = useCallback(
    (key: BoardFilterKey, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          if (key === "mine" && value) next.delete("owner");
          if (key === "owner" && value) next.delete("mine");
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of BOARD_FILTER_KEYS) next.delete(key);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return [filters, setFilter, clear];
}
