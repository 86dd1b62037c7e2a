import { useQuery } from "@tanstack/react-query";
import { Search, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Dialog, DialogClose, DialogContent, DialogTitle } from "~/components/ui/dialog";
import { useGetHref, useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { fetchCompany } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { useDebounced } from "../dashboard/use-company-list";
import { useCrmSearch } from "../search/crm-search-api";
import { formatNumber } from "../shared/format";
import { matchActions } from "./palette-actions";
import { optionId, PaletteList } from "./palette-list";
import { paletteOptions } from "./palette-options";
import { usePaletteKeys } from "./use-palette-keys";
import { useRunAction } from "./use-run-action";

export { PaletteButton } from "./palette-button";

/** What the palette shows of the `crm` translations: for the loaders of staff pages without all of them. */
export const PALETTE_NS = ["crm:palette", "crm:search", "crm:stage"] as const;

/**
 * The staff area's command palette: Ctrl+K (Cmd+K on a Mac) opens it from anywhere on a staff page;
 * "/" outside a text field puts the cursor in the dashboard's search (or opens the palette where the
 * page has none). One field searches companies, contacts and projects (the dashboard's search) and
 * filters the actions; the arrow keys move through one list, Enter opens, Escape closes and gives focus
 * back. Mount it inside StaffPage (signed in) with the `crm` namespace's palette, search and stage texts.
 */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  usePaletteKeys(setOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {open ? <PaletteDialog onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function PaletteDialog({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const href = useGetHref();
  const navigate = useNavigate();
  const location = useLocation();
  const base = useId();
  const [text, setText] = useState("");
  const [active, setActive] = useState(0);
  // Where the focus was when the palette opened: it goes back there on close.
  const [opener] = useState(() => document.activeElement);

  // The open company: on the dashboard, ?company=id.
  const onDashboard = location.pathname === href("/crm");
  const params = new URLSearchParams(location.search);
  const openId = onDashboard ? Number(params.get("company")) || null : null;
  const company = useQuery({
    queryKey: crmKeys.company(openId ?? 0),
    queryFn: ({ signal }) => fetchCompany(lang, openId ?? 0, signal),
    enabled: openId !== null,
  });
  const companyName = openId !== null ? company.data?.name : undefined;

  const settled = useDebounced(text, 200).trim();
  const search = useCrmSearch(settled);
  const result = settled && text.trim() ? search.data : undefined;

  const openCompany = (id: number) => {
    const next = onDashboard ? new URLSearchParams(location.search) : new URLSearchParams();
    next.set("company", String(id));
    onDone();
    void navigate(`${href("/crm")}?${next}`);
  };

  const runAction = useRunAction({ openId, onDashboard, onDone });

  const actions = matchActions(text, {
    companyOpen: Boolean(companyName),
    label: (id) => t(`palette.actions.${id}`, { company: companyName ?? "" }),
  });
  const options = paletteOptions({
    actions,
    result,
    runAction: (id) => void runAction(id),
    openCompany,
  });
  const current = Math.min(active, options.length - 1);
  const activeId = current >= 0 && options[current] ? optionId(base, options[current]) : undefined;

  // The active option stays in sight.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || !options.length) return;
    // Up and down in every language: the list runs top to bottom in Arabic too.
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (event.key === "PageDown" || event.key === "PageUp") {
      event.preventDefault();
      setActive(event.key === "PageDown" ? options.length - 1 : 0);
    } else if (event.key === "Enter") {
      event.preventDefault();
      options[current]?.run();
    }
  };

  const searching = Boolean(text.trim()) && (settled !== text.trim() || search.isFetching);
  const resultCount = options.length - actions.length;
  const status = searching
    ? t("palette.searching")
    : text.trim()
      ? t("palette.count", { count: options.length, formatted: formatNumber(options.length, lang) })
      : t("palette.count", { count: actions.length, formatted: formatNumber(actions.length, lang) });

  return (
    <DialogContent
      size="md"
      aria-describedby={`${base}-hint`}
      className="top-3! translate-y-0! max-h-[calc(100dvh-1.5rem)]! sm:top-[12vh]! sm:max-h-[76vh]!"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        document.getElementById(`${base}-input`)?.focus();
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      }}
    >
      <DialogTitle className="sr-only">{t("palette.title")}</DialogTitle>
      <div className="flex shrink-0 items-center gap-2 border-b border-slate-200 ps-4 pe-2">
        <Search aria-hidden="true" className="h-5 w-5 shrink-0 text-muted" />
        <input
          id={`${base}-input`}
          type="text"
          role="combobox"
          aria-label={t("palette.inputLabel")}
          aria-expanded={options.length > 0}
          aria-controls={options.length > 0 ? `${base}-list` : undefined}
          aria-activedescendant={activeId}
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={t("palette.placeholder")}
          className="min-h-14 min-w-0 flex-1 bg-transparent text-base text-ink placeholder:text-muted focus:outline-none"
        />
        <DialogClose
          aria-label={t("palette.close")}
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-ink focus-visible:outline-3 focus-visible:outline-gold"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </DialogClose>
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        {options.length > 0 ? (
          <PaletteList base={base} options={options} current={current} onActivate={setActive} />
        ) : text.trim() && !searching ? (
          <p className="px-3 py-6 text-center text-sm text-muted">
            {t("palette.nothing", { query: text.trim() })}
          </p>
        ) : null}
        {resultCount === 0 && searching ? (
          <p className="px-3 py-3 text-center text-sm text-muted">{t("palette.searching")}</p>
        ) : null}
      </div>
      <p
        id={`${base}-hint`}
        className="hidden shrink-0 border-t border-slate-200 px-4 py-2 text-xs text-muted sm:block"
      >
        {t("palette.hint")}
      </p>
    </DialogContent>
  );
}
