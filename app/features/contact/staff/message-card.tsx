import { Building2, CheckCircle2, Mail, RotateCcw, ShieldAlert, UserPlus } from "lucide-react";
import { MIN_FILL_MS, type StaffMessage } from "#core/domain/contact-messages";
import { Button } from "~/components/ui/button";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { NotificationState } from "./notification-state";

/** One received message, readable in full even when its e-mail never left the outbox. */
export function MessageCard({
  message,
  formatTime,
  formatNumber,
  busy,
  onHandled,
  onTurnIntoLead,
}: {
  message: StaffMessage;
  formatTime: (iso: string) => string;
  formatNumber: (value: number) => string;
  busy: boolean;
  onHandled: (handled: boolean) => void;
  onTurnIntoLead: () => void;
}) {
  const href = useGetHref();
  const { t } = useTranslation("contact");
  const { t: tc } = useTranslation("common");
  const headingId = `message-${message.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-navy-900" dir="auto">
            {message.name}
          </h2>
          <p className="text-sm text-muted">
            <a
              href={`mailto:${message.email}`}
              className="ltr-isolate break-all text-primary hover:underline"
            >
              {message.email}
            </a>
            {message.company ? (
              <>
                {" · "}
                <span dir="auto">{message.company}</span>
              </>
            ) : null}
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
          <dt className="text-muted">{t("staff.received")}:</dt>
          <dd>
            <time dateTime={message.receivedAt}>{formatTime(message.receivedAt)}</time>
          </dd>
          <dt className="text-muted">{t("staff.language")}:</dt>
          <dd>{tc(`language.${message.lang}`, { defaultValue: message.lang })}</dd>
        </dl>
      </div>
      {message.suspectedSpam ? (
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">{t("staff.spam.label")}</strong>{" "}
            {t(`staff.spam.reason.${message.suspectedSpam}`, { seconds: formatNumber(MIN_FILL_MS / 1000) })}
          </span>
        </p>
      ) : null}
      <p className="mt-4 whitespace-pre-wrap break-words rounded-lg bg-surface p-4 text-ink" dir="auto">
        {message.message}
      </p>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <NotificationState
          notification={message.notification}
          formatTime={formatTime}
          formatNumber={formatNumber}
        />
        <div className="flex flex-wrap gap-2">
          <a
            href={`mailto:${message.email}`}
            className="inline-flex min-h-9 items-center gap-2 rounded-lg border border-primary px-3 py-2 text-sm font-semibold text-primary hover:bg-primary-light"
          >
            <Mail aria-hidden="true" className="size-4" />
            {t("staff.reply")}
          </a>
          {message.lead ? null : (
            <Button size="sm" variant="outline" onClick={onTurnIntoLead}>
              <UserPlus aria-hidden="true" className="size-4" />
              {t("staff.lead.button")}
            </Button>
          )}
          <Button
            size="sm"
            variant={message.handled ? "ghost" : "primary"}
            disabled={busy}
            onClick={() => onHandled(!message.handled)}
          >
            {message.handled ? (
              <RotateCcw aria-hidden="true" className="size-4" />
            ) : (
              <CheckCircle2 aria-hidden="true" className="size-4" />
            )}
            {t(message.handled ? "staff.markOpen" : "staff.markHandled")}
          </Button>
        </div>
      </div>
      {message.lead ? (
        <p className="mt-3 flex items-center gap-2 text-sm">
          <Building2 aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <a
            href={`${href("/crm")}?company=${message.lead.companyId}`}
            className="font-semibold text-primary underline"
          >
            {t("staff.lead.link", { name: `\u2068${message.lead.companyName}\u2069` })}
          </a>
        </p>
      ) : null}
      {message.handled ? (
        <p className="mt-3 text-sm text-muted">
          {/* A Latin username and a date inside Arabic text: each isolated (U+2068…U+2069) keeps its own order. */}
          {t("staff.handledBy", {
            name: `\u2068${message.handled.by ?? "?"}\u2069`,
            time: `\u2068${formatTime(message.handled.at)}\u2069`,
          })}
        </p>
      ) : null}
    </article>
  );
}
