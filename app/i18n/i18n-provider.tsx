import { type ReactNode, useMemo, useState } from "react";
import { useMatches } from "react-router";
import type { Lang } from "#core/i18n/languages";
import type { Bundle, Messages } from "#core/i18n/translate";
import { TranslationProvider } from "./react";

function hasMessages(data: unknown): data is { messages: Bundle } {
  return typeof data === "object" && data !== null && "messages" in data;
}

function isRecord(value: unknown): value is Messages {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Copies what `source` has and `target` lacks, level by level (parts of one namespace add up). */
function mergeMissing(target: Messages, source: Messages): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (existing === undefined) target[key] = value;
    else if (isRecord(existing) && isRecord(value)) mergeMissing(existing, value);
  }
}

/**
 * Collects the translations that the matched routes' loaders returned (`messages`), adding
 * namespaces and parts of namespaces as navigation brings new ones. One bundle per language.
 */
export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const matches = useMatches();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new, empty bundle for each language
  const bundle = useMemo<Bundle>(() => ({}), [lang]);
  const [merged] = useState(() => new WeakSet<object>());

  for (const match of matches) {
    if (!hasMessages(match.loaderData)) continue;
    for (const [ns, messages] of Object.entries(match.loaderData.messages)) {
      if (merged.has(messages)) continue;
      merged.add(messages);
      bundle[ns] ??= {};
      mergeMissing(bundle[ns], structuredClone(messages));
    }
  }

  return (
    <TranslationProvider lang={lang} bundle={bundle}>
      {children}
    </TranslationProvider>
  );
}
