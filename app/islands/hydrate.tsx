import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import type { Lang } from "#core/i18n/languages";
import type { Bundle } from "#core/i18n/translate";
import { TranslationProvider } from "~/i18n/react";
import { IslandContent, type IslandData, type IslandDefinition } from "./island";
import { loadMessages } from "./messages";

/**
 * Hydrates every element of the page that holds this island, with the props and translations the server
 * rendered it with.
 * In a transition, as React Router's own entry does: React hydrates in slices of a few milliseconds and
 * gives the main thread back between them, instead of one long task (Total Blocking Time).
 */
export async function hydrateIsland<P extends object>(island: IslandDefinition<P>): Promise<void> {
  const elements = document.querySelectorAll<HTMLElement>(`[data-island="${island.name}"]`);
  // One load of the island's translations per language, however many elements hold it.
  const bundles = new Map<Lang, Promise<Bundle>>();
  for (const element of elements) {
    if (element.dataset.hydrating) continue;
    element.dataset.hydrating = "true";
    const data = JSON.parse(element.dataset.props ?? "{}") as IslandData<P>;
    const bundle = bundles.get(data.lang) ?? loadMessages(data.lang, island.namespaces);
    bundles.set(data.lang, bundle);
    const messages = await bundle;
    startTransition(() => {
      hydrateRoot(
        element,
        <TranslationProvider lang={data.lang} bundle={messages}>
          <IslandContent
            island={island}
            data={data}
            onHydrated={() => {
              // Tests and styles can tell a live island from its HTML.
              element.dataset.hydrated = "true";
            }}
          />
        </TranslationProvider>,
      );
    });
  }
}
