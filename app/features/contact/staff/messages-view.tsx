import { Download, RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { StaffMessage } from "#core/domain/contact-messages";
import type { LeadFromMessageResult } from "#core/domain/leads";
import { formatNumber as formatCount, formatDateTime } from "#core/lib/format";
import { Button, buttonClass } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";
import { useGetHref, useLang } from "~/hooks/use-lang";
import { useStaffSession } from "~/hooks/use-staff-session";
import { useTranslation } from "~/i18n/react";
import { LeadDialog } from "./lead-dialog";
import { MessageCard } from "./message-card";
import { useMarkHandled, useMessages } from "./use-messages";

const STATES = ["open", "handled", "spam"] as const;

const EMPTY = {
  open: "contact:staff.emptyOpen",
  handled: "contact:staff.emptyHandled",
  spam: "contact:staff.emptySpam",
} as const;

/** /crm/messages: what arrived through the contact form, and whether each notification went out. */
export function MessagesView() {
  const { t } = useTranslation(["contact", "newsletter"]);
  const { can } = useStaffSession();
  const lang = useLang();
  const [state, setState] = useState<(typeof STATES)[number]>("open");
  const query = useMessages(state);
  const mark = useMarkHandled();
  const href = useGetHref();
  const [leadOf, setLeadOf] = useState<StaffMessage | null>(null);
  const [made, setMade] = useState<{ result: LeadFromMessageResult; from: string } | null>(null);
  const madeBox = useRef<HTMLParagraphElement>(null);
  // The card that opened the dialog has left the Open list: focus goes to what happened instead.
  useEffect(() => {
    if (made) madeBox.current?.focus();
  }, [made]);
  const formatTime = (iso: string) => formatDateTime(iso, lang);
  const formatNumber = (value: number) => formatCount(value, lang);
  const messages = query.data?.pages.flatMap((page) => page.messages) ?? [];

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-navy-900">{t("contact:staff.title")}</h1>
          <p className="mt-2 max-w-2xl text-muted">{t("contact:staff.intro")}</p>
        </div>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t("contact:staff.refresh")}
        </Button>
      </div>

      {/* Open and handled messages apart: one list at a time. */}
      <fieldset className="mt-6">
        <legend className="sr-only">{t("contact:staff.filterLabel")}</legend>
        <div className="inline-flex rounded-lg bg-surface p-1 ring-1 ring-slate-200">
          {STATES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={state === value}
              onClick={() => setState(value)}
              className={`min-h-11 rounded-md px-4 text-sm font-semibold transition-colors ${
                state === value ? "bg-white text-navy-900 shadow-sm" : "text-muted hover:text-ink"
              }`}
            >
              {t(`contact:staff.filter.${value}`)}
            </button>
          ))}
        </div>
      </fieldset>

      {/* The message just turned into a lead leaves the Open list: say where it went. */}
      <div role="status" className="mt-6 empty:hidden">
        {made ? (
          <p
            ref={madeBox}
            tabIndex={-1}
            className="rounded-xl bg-emerald-50 p-4 text-emerald-950 ring-1 ring-emerald-200 outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
          >
            {t(made.result.created ? "contact:staff.lead.done" : "contact:staff.lead.doneExisting", {
              name: `\u2068${made.from}\u2069`,
            })}{" "}
            <a
              href={`${href("/crm")}?company=${made.result.company.id}`}
              className="font-semibold text-primary underline"
            >
              {t("contact:staff.lead.link", { name: `\u2068${made.result.company.name}\u2069` })}
            </a>
          </p>
        ) : null}
      </div>

      <div className="mt-6 space-y-5">
        {query.isPending ? (
          <p role="status" className="text-muted">
            {t("contact:staff.loading")}
          </p>
        ) : query.isError && messages.length === 0 ? (
          <div role="alert" className="rounded-xl bg-red-50 p-6 text-destructive ring-1 ring-red-200">
            <p className="font-semibold">{t("contact:staff.loadError")}</p>
            <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
              {t("contact:staff.retry")}
            </Button>
          </div>
        ) : messages.length === 0 ? (
          <p className="rounded-xl bg-surface p-6 text-muted">{t(EMPTY[state])}</p>
        ) : (
          <>
            {messages.map((message) => (
              <MessageCard
                key={message.id}
                message={message}
                formatTime={formatTime}
                formatNumber={formatNumber}
                busy={mark.isPending && mark.variables?.id === message.id}
                onHandled={(handled) => mark.mutate({ id: message.id, handled })}
                onTurnIntoLead={() => setLeadOf(message)}
              />
            ))}
            {query.hasNextPage ? (
              <Button
                variant="outline"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {t("contact:staff.loadMore")}
              </Button>
            ) : null}
          </>
        )}
      </div>

      {leadOf ? (
        <LeadDialog
          message={leadOf}
          onClose={() => setLeadOf(null)}
          onDone={(result) => {
            setMade({ result, from: leadOf.name });
            setLeadOf(null);
          }}
        />
      ) : null}

      {can("admin") ? (
        <Panel
          title={t("newsletter:export.title")}
          className="mt-12 rounded-2xl bg-surface p-6 ring-1 ring-slate-200"
          titleClassName="text-xl font-semibold text-navy-900"
        >
          <p className="mt-2 text-muted">{t("newsletter:export.text")}</p>
          <a
            href="/api/crm/newsletter/subscribers.csv"
            download
            className={buttonClass("secondary", "md", "mt-4")}
          >
            <Download aria-hidden="true" className="size-4" />
            {t("newsletter:export.button")}
          </a>
        </Panel>
      ) : null}
    </div>
  );
}
