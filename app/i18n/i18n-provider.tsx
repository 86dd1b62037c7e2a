import { createInstance, type i18n as I18n } from "i18next";
import { type ReactNode, useMemo, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { useMatches } from "react-router";
import type { Lang } from "./languages";

type Bundle = Record<string, Record<string, unknown>>;

function hasMessages(data: unknown): data is { messages: Bundle } {
  return typeof data === "object" && data !== null && "messages" in data;
}

/**
 * Builds the i18next instance from the `messages` that the matched routes' loaders returned,
 * adding namespaces as navigation brings new ones. One instance per language.
 */
export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const matches = useMatches();
  const instance = useMemo<I18n>(() => {
    const i18n = createInstance();
    void i18n.init({
      lng: lang,
      fallbackLng: false,
      resources: {},
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    return i18n;
  }, [lang]);

  const [merged] = useState(() => new WeakSet<object>());

  for (const match of matches) {
    if (!hasMessages(match.loaderData)) continue;
    for (const [ns, messages] of Object.entries(match.loaderData.messages)) {
      // Pages may send parts of a namespace ("pages:about"): merge each part in once.
      if (merged.has(messages)) continue;
      merged.add(messages);
      instance.addResourceBundle(lang, ns, messages, true, false);
    }
  }

  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
