import { useRef, useState } from "react";

/** A company that can be picked for a bulk action, as it is shown (its version is what a change is based on). */
export interface Selectable {
  id: number;
  version: number;
  name: string;
}

export type Selection = ReturnType<typeof useSelection>;

/**
 * Which of the shown companies are picked for a bulk action. A click toggles one and makes it the
 * anchor; a shift-click (or Shift+Space, Shift+arrow) adds the range from the anchor to it, in the
 * order shown. The selection empties when `scope` changes (other filters, another view), and only
 * companies still shown count.
 */
export function useSelection(shown: Selectable[], scope: string) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set());
  const [lastScope, setLastScope] = useState(scope);
  const anchor = useRef<number | null>(null);
  if (lastScope !== scope) {
    setLastScope(scope);
    setPicked(new Set());
    anchor.current = null;
  }
  const order = shown.map((item) => item.id);
  const items = shown.filter((item) => picked.has(item.id));

  const toggle = (id: number) => {
    anchor.current = id;
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  /** Adds the range from the anchor (or `from`, when there is none yet) to `id`. */
  const extend = (id: number, from?: number) => {
    if (anchor.current === null || !order.includes(anchor.current)) anchor.current = from ?? null;
    const start = anchor.current === null ? -1 : order.indexOf(anchor.current);
    if (start < 0) return toggle(id);
    const end = order.indexOf(id);
    const range = order.slice(Math.min(start, end), Math.max(start, end) + 1);
    setPicked((prev) => new Set([...prev, ...range]));
  };
  return {
    scope,
    items,
    count: items.length,
    shownCount: order.length,
    isSelected: (id: number) => picked.has(id),
    toggle,
    extend,
    /** The company shown `step` places after (or before) `id`, if any. */
    neighbour: (id: number, step: 1 | -1): number | undefined => order[order.indexOf(id) + step],
    selectAll: () => setPicked(new Set(order)),
    clear: () => {
      anchor.current = null;
      setPicked(new Set());
    },
  };
}
