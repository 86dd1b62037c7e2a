import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { fetchOwners, pipelineKeys } from "./pipeline-api";

export const CRM_VIEWS = ["cards", "board", "followUps"] as const;
export type CrmView = (typeof CRM_VIEWS)[number];

const storageKey = (username: string) => `crm.view.${username}`;
/** Told to every mounted dashboard when the view is chosen elsewhere (the command palette). */
const VIEW_EVENT = "crm:view";

const isCrmView = (value: unknown): value is CrmView =>
  typeof value === "string" && (CRM_VIEWS as readonly string[]).includes(value);

/** Remembers `username`'s view in this browser and switches a dashboard that is showing to it. */
export function chooseCrmView(username: string | null, view: CrmView) {
  if (username) window.localStorage.setItem(storageKey(username), view);
  window.dispatchEvent(new CustomEvent(VIEW_EVENT, { detail: view }));
}

/** The staff accounts a follow-up can go to, and the signed-in one. */
export function useOwners() {
  const lang = useLang();
  return useQuery({
    queryKey: pipelineKeys.owners(),
    queryFn: ({ signal }) => fetchOwners(lang, signal),
    staleTime: 5 * 60_000,
  });
}

/** The dashboard's view (cards, board, my follow-ups), remembered per staff member in this browser. */
export function useCrmView(): [CrmView, (view: CrmView) => void, boolean] {
  const owners = useOwners();
  const me = owners.data?.me ?? null;
  const [view, setView] = useState<CrmView>("cards");
  const [known, setKnown] = useState(false);
  // A view chosen before the signed-in name is known (a click while it loads): kept once it is.
  const early = useRef<CrmView | null>(null);
  useEffect(() => {
    if (!me) return;
    const saved = window.localStorage.getItem(storageKey(me));
    if (early.current) chooseCrmView(me, early.current);
    else if (isCrmView(saved)) setView(saved);
    setKnown(true);
  }, [me]);
  useEffect(() => {
    const follow = (event: Event) => {
      const next = event instanceof CustomEvent ? event.detail : null;
      if (isCrmView(next)) setView(next);
    };
    window.addEventListener(VIEW_EVENT, follow);
    return () => window.removeEventListener(VIEW_EVENT, follow);
  }, []);
  const choose = (next: CrmView) => {
    if (!me) early.current = next;
    chooseCrmView(me, next);
  };
  return [view, choose, known || owners.isError];
}

/** Three buttons, one pressed: the dashboard's views. */
export function ViewSwitch({ view, onChange }: { view: CrmView; onChange: (view: CrmView) => void }) {
  const { t } = useTranslation("pipeline");
  return (
    <fieldset className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
      <legend className="sr-only">{t("view.label")}</legend>
      {CRM_VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className={`min-h-9 rounded-md px-3 text-sm font-semibold ${
            view === option ? "bg-navy-900 text-white" : "text-navy-900 hover:bg-primary-light"
          }`}
        >
          {t(`view.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
