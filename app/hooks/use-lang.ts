import type { Lang } from "#core/i18n/languages";
import { getHref } from "#core/lib/paths";
import { useTranslation } from "~/i18n/react";

/**
 * The page's language, from the translation provider (the frame sets it from the URL; an island gets it
 * with its props), so that components work with or without the router.
 */
export function useLang(): Lang {
  return useTranslation().i18n.language;
}

/** A function turning a language-neutral path ("/about") into this page's language URL. */
export function useGetHref(): (path: string) => string {
  const lang = useLang();
  return (path: string) => getHref(path, lang);
}
