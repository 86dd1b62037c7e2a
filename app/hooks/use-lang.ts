import { useLocation } from "react-router";
import type { Lang } from "~/i18n/languages";
import { getHref, langFromPathname } from "~/lib/paths";

/** The page's language, from its URL. */
export function useLang(): Lang {
  return langFromPathname(useLocation().pathname);
}

/** A function turning a language-neutral path ("/about") into this page's language URL. */
export function useGetHref(): (path: string) => string {
  const lang = useLang();
  return (path: string) => getHref(path, lang);
}
