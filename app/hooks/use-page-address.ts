import { useMemo } from "react";
import { useLocation } from "react-router";
import { type PageAddress, splitLangPath } from "#core/lib/paths";

/**
 * The page the browser's URL names: its language and language-neutral path. For what sits above the
 * translation provider (the document, the frame) and what needs the path (the navigation, the language
 * switcher); below the frame, the language is useLang's.
 */
export function usePageAddress(): PageAddress {
  const { pathname } = useLocation();
  return useMemo(() => splitLangPath(pathname), [pathname]);
}
