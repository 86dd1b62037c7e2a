import { type ComponentType, useEffect } from "react";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { LazyToaster } from "~/components/ui/toast";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/**
 * An island: an interactive part of a document page. The server renders it inside the page like any
 * component, wrapped in an element that names it and carries its props; in the browser `app/islands/boot.ts`
 * loads its script (see IslandLoad) with the translations it reads (messages.ts), and React hydrates that
 * element alone. The rest of the page stays plain HTML.
 *
 * When an island's script loads: at once; when the island comes near the screen (or takes focus); or on first use,
 * when a visitor points at it, focuses or types in it (a form: its HTML works meanwhile, and what was typed is kept).
 */
export type IslandLoad = "eager" | "visible" | "use";

export interface IslandDefinition<P extends object> {
  name: string;
  Component: ComponentType<P>;
  /** The translations the component reads: whole namespaces ("tools") or parts ("newsletter:signup"). */
  namespaces: readonly string[];
  /** Shows toasts: the island carries the toast region (mounted on the first toast). */
  toasts?: true;
}

export interface IslandData<P> {
  lang: ReturnType<typeof useLang>;
  props: P;
  /** The toast region's label, for an island with toasts. */
  toastLabel?: string;
}

export function defineIsland<P extends object>(definition: IslandDefinition<P>): IslandDefinition<P> {
  return definition;
}

export function Island<P extends object>({
  island,
  props,
  load = "eager",
}: {
  island: IslandDefinition<P>;
  props: NoInfer<P>;
  load?: IslandLoad;
}) {
  const lang = useLang();
  const { t } = useTranslation("common");
  const data: IslandData<P> = { lang, props };
  if (island.toasts) data.toastLabel = t("toast.label");
  return (
    <div className="contents" data-island={island.name} data-load={load} data-props={JSON.stringify(data)}>
      <IslandContent island={island} data={data} />
    </div>
  );
}

/** What the island element holds: the same on the server and in the browser, so that React can hydrate it. */
export function IslandContent<P extends object>({
  island,
  data,
  onHydrated,
}: {
  island: IslandDefinition<P>;
  data: IslandData<P>;
  /** Called once React has hydrated the island (in the browser only). */
  onHydrated?: () => void;
}) {
  const { Component } = island;
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <>
      <Component {...data.props} />
      {data.toastLabel !== undefined ? (
        <LazyToaster dir={LANGUAGE_INFO[data.lang].dir} label={data.toastLabel} />
      ) : null}
    </>
  );
}
