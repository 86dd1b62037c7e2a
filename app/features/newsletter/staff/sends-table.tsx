import type { NewsletterSendReport } from "#core/domain/newsletter-sends";
import { formatDateTime, formatNumber } from "#core/lib/format";
import { UserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

const COUNTS = ["queued", "sent", "failed", "skipped", "unsubscribedSince"] as const;
const LABELS: Record<(typeof COUNTS)[number], string> = {
  queued: "sends.queued",
  sent: "sends.sent",
  failed: "sends.failed",
  skipped: "sends.skipped",
  unsubscribedSince: "sends.unsubscribed",
};

/** The sends' report: per send, the insight, who started it and when, and what became of its e-mails. */
export function SendsTable({ sends }: { sends: NewsletterSendReport[] }) {
  const { t } = useTranslation("newsletter-sends");
  const lang = useLang();
  if (sends.length === 0) return <p className="text-muted">{t("sends.empty")}</p>;
  return (
    // Scrolls sideways on a phone: reachable with the keyboard, named by its caption.
    <section
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1)
      tabIndex={0}
      aria-label={t("sends.caption")}
    >
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">{t("sends.caption")}</caption>
        <thead className="bg-surface text-start text-xs font-semibold uppercase text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-start">
              {t("sends.insight")}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t("sends.startedBy")}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t("sends.when")}
            </th>
            {COUNTS.map((key) => (
              <th key={key} scope="col" className="px-3 py-2 text-end">
                {t(LABELS[key])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {sends.map((send) => (
            <tr key={send.id}>
              <th scope="row" className="min-w-48 px-3 py-2 text-start font-medium text-ink">
                <UserText>{send.title}</UserText>
                {send.queuing ? <span className="ms-2 text-xs text-muted">{t("sends.queuing")}</span> : null}
              </th>
              <td className="px-3 py-2">
                <UserText>{send.startedBy}</UserText>
              </td>
              <td className="whitespace-nowrap px-3 py-2">{formatDateTime(send.startedAt, lang)}</td>
              {COUNTS.map((key) => (
                <td key={key} className="px-3 py-2 text-end tabular-nums">
                  {formatNumber(send[key], lang)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
