import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ArrowRight,
  Building2,
  Download,
  FolderKanban,
  LogOut,
  type LucideIcon,
  Plus,
  Search,
  Trash2,
  UserRound,
  X,
} from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { Dialog, DialogClose, DialogContent, DialogTitle } from "~/components/ui/dialog";
import { useGetHref, useLang } from "~/hooks/use-lang";
import { useStaffSession } from "~/hooks/use-staff-session";
import { useTranslation } from "~/i18n/react";
import { exportUrl, fetchCompany } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { fetchOwners, pipelineKeys } from "../board/pipeline-api";
import { type CrmView, chooseCrmView } from "../board/view-switch";
import { useDebounced } from "../dashboard/use-company-list";
import { useCrmSearch } from "../search/crm-search-api";
import { Highlight } from "../search/highlight";
import { HitText } from "../search/search-results";
import { formatNumber } from "../shared/format";
import { StageBadge } from "../shared/stage-badge";
import { matchActions, type PaletteActionId } from "./palette-actions";
import { isApplePlatform } from "./shortcut";

/** What the palette shows of the `crm` translations: for the loaders of staff pages without all of them. */
export const PALETTE_NS = ["crm:palette", "crm:search", "crm:stage"] as const;

/** Asks the palette mounted on this page to open (its button on the dashboard). */
const OPEN_EVENT = "crm:palette";

const ICONS: Record<PaletteActionId, LucideIcon> = {
  addCompany: Plus,
  addContact: Plus,
  addProject: Plus,
  goList: ArrowRight,
  goBoard: ArrowRight,
  goFollowUps: ArrowRight,
  goTrash: Trash2,
  exportCompanies: Download,
  exportContacts: Download,
  exportProjects: Download,
  signOut: LogOut,
};

const VIEWS: Partial<Record<PaletteActionId, CrmView>> = {
  goList: "cards",
  goBoard: "board",
  goFollowUps: "followUps",
};

const SHEETS = {
  exportCompanies: "companies",
  exportContacts: "contacts",
  exportProjects: "projects",
} as const;

/** Keys that type text where they are pressed: "/" there is a character, not a shortcut. */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !["checkbox", "radio", "button", "submit", "reset", "range", "color", "file"].includes(target.type)
  );
}

/**
 * The staff area's command palette: Ctrl+K (Cmd+K on a Mac) opens it from anywhere on a staff page;
 * "/" outside a text field puts the cursor in the dashboard's search (or opens the palette where the
 * page has none). One field searches companies, contacts and projects (the dashboard's search) and
 * filters the actions; the arrow keys move through one list, Enter opens, Escape closes and gives focus
 * back. Mount it inside StaffPage (signed in) with the `crm` namespace's palette, search and stage texts.
 */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.isComposing) return;
      const k = event.key.toLowerCase() === "k" || event.code === "KeyK";
      if (k && (event.ctrlKey || event.metaKey) && !event.shiftKey) {
        event.preventDefault();
        setOpen((was) => !was);
        return;
      }
      if (event.key !== "/" || event.ctrlKey || event.metaKey || typesText(event.target)) return;
      // Behind another dialog the page's search cannot take the focus.
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      const search = document.getElementById("crm-search");
      if (search) search.focus();
      else setOpen(true);
    };
    const onAsk = () => setOpen(true);
    document.addEventListener("keydown", onKey);
    window.addEventListener(OPEN_EVENT, onAsk);
    return () => {
      document.removeEventListener("keydown", onKey);
      window.removeEventListener(OPEN_EVENT, onAsk);
    };
  }, []);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {open ? <PaletteDialog onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

const noSubscription = () => () => {};

/**
 * The shortcut as the keyboard in use names it: "⌘K" on Apple platforms, "Ctrl K" elsewhere. The server
 * does not know the platform, so the first render (server and hydration) says "Ctrl K" and the browser's
 * own answer follows right after hydration, without a mismatch.
 */
function useShortcutLabel(): string {
  const apple = useSyncExternalStore(
    noSubscription,
    () => isApplePlatform(navigator),
    () => false,
  );
  return apple ? "⌘K" : "Ctrl K";
}

/** The dashboard's button for the palette (the only way in without a keyboard). */
export function PaletteButton({ className = "" }: { className?: string }) {
  const { t } = useTranslation("crm");
  const shortcut = useShortcutLabel();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={() => window.dispatchEvent(new Event(OPEN_EVENT))}
      className={`inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-navy-900 hover:bg-primary-light ${className}`}
    >
      <Search aria-hidden="true" className="h-4 w-4" />
      {t("palette.open")}
      <span
        aria-hidden="true"
        dir="ltr"
        className="hidden rounded border border-slate-300 bg-surface px-1.5 text-xs text-muted sm:inline"
      >
        {shortcut}
      </span>
    </button>
  );
}

type Group = "actions" | "companies" | "contacts" | "projects";

interface Option {
  id: string;
  group: Group;
  run: () => void;
  content: ReactNode;
}

function PaletteDialog({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const href = useGetHref();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const { signOut } = useStaffSession();
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

  const runAction = async (id: PaletteActionId) => {
    onDone();
    if (id === "signOut") {
      // The staff bar's sign-out (auth's StaffPage): the login gate follows.
      signOut();
      return;
    }
    const view = VIEWS[id];
    if (view) {
      const owners = await client
        .fetchQuery({
          queryKey: pipelineKeys.owners(),
          queryFn: ({ signal }) => fetchOwners(lang, signal),
          staleTime: 5 * 60_000,
        })
        .catch(() => null);
      chooseCrmView(owners?.me ?? null, view);
      if (!onDashboard) await navigate(href("/crm"));
      return;
    }
    if (id in SHEETS) {
      const link = document.createElement("a");
      link.href = exportUrl(SHEETS[id as keyof typeof SHEETS]);
      link.download = "";
      link.click();
      return;
    }
    const add = href("/crm-add");
    if (id === "addCompany") await navigate(`${add}?tab=company`);
    else if (id === "addContact") await navigate(`${add}?tab=contact&company=${openId}`);
    else if (id === "addProject") await navigate(`${add}?tab=project${openId ? `&company=${openId}` : ""}`);
    else if (id === "goTrash") await navigate(href("/crm/trash"));
  };

  const actions = matchActions(text, {
    companyOpen: Boolean(companyName),
    label: (id) => t(`palette.actions.${id}`, { company: companyName ?? "" }),
  });
  const options: Option[] = [
    ...actions.map((action): Option => {
      const Icon = ICONS[action.id];
      return {
        id: `action-${action.id}`,
        group: "actions",
        run: () => void runAction(action.id),
        content: (
          <span className="flex items-center gap-3">
            <Icon aria-hidden="true" className="flip-rtl h-4 w-4 shrink-0 text-primary" />
            <span className="font-semibold text-ink">
              {action.range ? (
                <Highlight match={{ field: "name", text: action.label, range: action.range }} />
              ) : (
                action.label
              )}
            </span>
          </span>
        ),
      };
    }),
    ...(result?.companies ?? []).map(
      (hit): Option => ({
        id: `company-${hit.id}`,
        group: "companies",
        run: () => openCompany(hit.id),
        content: (
          <HitText
            title={hit.name}
            match={hit.match}
            aside={<StageBadge stage={hit.stage} className="shrink-0" />}
          />
        ),
      }),
    ),
    ...(result?.contacts ?? []).map(
      (hit): Option => ({
        id: `contact-${hit.id}`,
        group: "contacts",
        run: () => openCompany(hit.companyId),
        content: <HitText title={hit.name} subtitle={hit.companyName} match={hit.match} />,
      }),
    ),
    ...(result?.projects ?? []).map(
      (hit): Option => ({
        id: `project-${hit.id}`,
        group: "projects",
        run: () => openCompany(hit.companyId),
        content: <HitText title={hit.name} subtitle={hit.companyName} match={hit.match} />,
      }),
    ),
  ];
  const current = Math.min(active, options.length - 1);
  const optionId = (option: Option) => `${base}-${option.id}`;
  const activeId = current >= 0 && options[current] ? optionId(options[current]) : undefined;

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
  const groups: Group[] = ["actions", "companies", "contacts", "projects"];
  const headings: Record<Group, string> = {
    actions: t("palette.actionsHeading"),
    companies: t("search.companies"),
    contacts: t("search.contacts"),
    projects: t("search.projects"),
  };
  const groupIcons: Record<Group, LucideIcon> = {
    actions: ArrowRight,
    companies: Building2,
    contacts: UserRound,
    projects: FolderKanban,
  };

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
          <div id={`${base}-list`} role="listbox" aria-label={t("palette.listLabel")}>
            {groups.map((group) => {
              const members = options.filter((option) => option.group === group);
              if (!members.length) return null;
              const Icon = groupIcons[group];
              return (
                // biome-ignore lint/a11y/useSemanticElements: a listbox holds options and groups of them, not a fieldset
                <div key={group} role="group" aria-labelledby={`${base}-${group}`} className="mb-2">
                  <div
                    id={`${base}-${group}`}
                    role="presentation"
                    className="flex items-center gap-2 px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
                  >
                    <Icon aria-hidden="true" className="flip-rtl h-3.5 w-3.5" />
                    {headings[group]}
                  </div>
                  {members.map((option) => {
                    const index = options.indexOf(option);
                    const selected = index === current;
                    return (
                      // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field handles the keys (aria-activedescendant)
                      <div
                        key={option.id}
                        id={optionId(option)}
                        role="option"
                        tabIndex={-1}
                        aria-selected={selected}
                        onMouseMove={() => {
                          if (!selected) setActive(index);
                        }}
                        onClick={option.run}
                        className={`flex min-h-11 cursor-pointer flex-col justify-center gap-0.5 rounded-lg px-3 py-1.5 text-start ${
                          selected ? "bg-primary-light ring-2 ring-primary ring-inset" : ""
                        }`}
                      >
                        {option.content}
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
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
