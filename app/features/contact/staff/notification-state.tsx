import type { StaffMessage } from "#core/domain/contact-messages";
import { useTranslation } from "~/i18n/react";

const TONE = {
  sent: "bg-green-100 text-green-900",
  pending: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-900",
} as const;

/** The outbox state of a message's notification e-mail: status, attempts, last error, when. */
export function NotificationState({
  notification,
  formatTime,
  formatNumber,
}: {
  notification: StaffMessage["notification"];
  formatTime: (iso: string) => string;
  formatNumber: (value: number) => string;
}) {
  const { t } = useTranslation("contact");
  if (!notification) return <p className="text-sm text-muted">{t("staff.noNotification")}</p>;
  const { status, attempts, lastError, nextAttemptAt, sentAt } = notification;
  return (
    <div className="space-y-1 text-sm">
      <p>
        <span className="text-muted">{t("staff.notification")}: </span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>
          {t(`staff.status.${status}`)}
        </span>
      </p>
      <p className="text-muted">{t("staff.attempts", { number: formatNumber(attempts) })}</p>
      {sentAt ? <p className="text-muted">{t("staff.sentAt", { time: formatTime(sentAt) })}</p> : null}
      {status === "pending" && attempts > 0 ? (
        <p className="text-muted">{t("staff.nextAttempt", { time: formatTime(nextAttemptAt) })}</p>
      ) : null}
      {lastError && status !== "sent" ? (
        <p className="break-words text-destructive" dir="ltr">
          {t("staff.lastError", { error: lastError })}
        </p>
      ) : null}
    </div>
  );
}
