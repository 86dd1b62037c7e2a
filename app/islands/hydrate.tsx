import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
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
  for (const element of elements) {
    if (element.dataset.hydrating) continue;
    element.dataset.hydrating = "true";
    const data = JSON.parse(element.dataset.props ?? "{}") as IslandData<P>;
    const messages = await loadMessages(data.lang, island.namespaces);
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
