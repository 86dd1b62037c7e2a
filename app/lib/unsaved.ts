import { useEffect, useRef, useSyncExternalStore } from "react";

/**
 * Which forms hold changes not yet saved. Forms report with `useReportUnsaved(isDirty)`; the staff
 * frame asks before leaving the page (UnsavedGuard) and the CRM modal before closing.
 */
const dirty = new Set<symbol>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const hasUnsaved = (): boolean => dirty.size > 0;

export function useReportUnsaved(isDirty: boolean): void {
  const id = useRef(Symbol("form"));
  useEffect(() => {
    const key = id.current;
    if (isDirty) dirty.add(key);
    else dirty.delete(key);
    notify();
    return () => {
      dirty.delete(key);
      notify();
    };
  }, [isDirty]);
}

export function useHasUnsaved(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hasUnsaved,
    () => false,
  );
}
