import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useGetHref } from "~/hooks/use-lang";

/**
 * After a record's first save, its own address (`path`, language-neutral), once the form no longer counts as
 * unsaved. Once only: started again on every render, a navigation whose answer is slow would be replaced by a
 * new one before it ends, again and again, and the address would never change.
 */
export function useOpenCreated(path: string | null, dirty: boolean): void {
  const navigate = useNavigate();
  const href = useGetHref();
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (path === null || dirty || opened.current === path) return;
    opened.current = path;
    navigate(href(path), { replace: true });
  }, [path, dirty, navigate, href]);
}
