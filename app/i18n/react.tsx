import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { Lang } from "#core/i18n/languages";
import { type Bundle, createT, type TFunction } from "#core/i18n/translate";

interface TranslationState {
  lang: Lang;
  bundle: Bundle;
}

const TranslationContext = createContext<TranslationState | null>(null);

export function TranslationProvider({ lang, bundle, children }: TranslationState & { children: ReactNode }) {
  const value = useMemo(() => ({ lang, bundle }), [lang, bundle]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/**
 * `const { t } = useTranslation("pages")`: the translation function of the page's language, with
 * `ns` as the default namespace (others by prefix: `t("common:nav.home")`).
 */
export function useTranslation(ns: string | readonly string[] = "common"): {
  t: TFunction;
  i18n: { language: Lang };
  ready: boolean;
} {
  const state = useContext(TranslationContext);
  const defaultNs = typeof ns === "string" ? ns : (ns[0] ?? "common");
  const lang = state?.lang ?? "en";
  const bundle = state?.bundle;
  return useMemo(
    () => ({
      t: createT(lang, () => bundle ?? {}, defaultNs),
      i18n: { language: lang },
      ready: state !== null,
    }),
    [lang, bundle, defaultNs, state],
  );
}
