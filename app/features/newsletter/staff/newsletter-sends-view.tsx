import { useQuery, useQueryClient } from "@tanstack/react-query";
import { LANGUAGES } from "#core/i18n/languages";
import { formatNumber } from "#core/lib/format";
import { toast } from "~/components/ui/toast";
import { USER_TEXT, UserText, withUserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { SendDialog } from "./send-dialog";
import { fetchSendable, fetchSends, sendKeys, startSend } from "./sends-api";
import { SendsTable } from "./sends-table";

/**
 * /crm/newsletter (admins): the published insights with "Send to subscribers", and the report of the sends
 * (refreshed every few seconds while one is queuing or delivering).
 */
export function NewsletterSendsView() {
  const { t } = useTranslation("newsletter-sends");
  const lang = useLang();
  const queryClient = useQueryClient();
  const sendable = useQuery({
    queryKey: sendKeys.insights,
    queryFn: ({ signal }) => fetchSendable(lang, signal),
  });
  const sends = useQuery({
    queryKey: sendKeys.sends,
    queryFn: ({ signal }) => fetchSends(lang, signal),
    refetchInterval: (query) =>
      query.state.data?.sends.some((s) => s.queuing || s.sent + s.failed < s.queued) ? 3000 : false,
  });
  const language = (code: string) => t(`common:language.${code}`);

  const send = async (insightId: number) => {
    try {
      await startSend(lang, insightId);
      toast.success(t("started"));
      await queryClient.invalidateQueries({ queryKey: ["newsletter"] });
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t("loadError"));
      return false;
    }
  };

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold text-navy-900">{t("title")}</h1>
        <p className="mt-2 max-w-3xl text-muted">{t("intro")}</p>
        {sendable.data ? (
          <p className="mt-3 text-sm text-ink">
            <span className="font-semibold">{t("subscribers")}</span>
            {": "}
            {LANGUAGES.map((code, i) => (
              <span key={code}>
                {i > 0 ? " · " : null}
                {withUserText(
                  t("subscribersBy", {
                    language: USER_TEXT,
                    number: formatNumber(sendable.data.subscribers[code], lang),
                  }),
                  language(code),
                )}
              </span>
            ))}
          </p>
        ) : null}
      </div>
      {sendable.isError || sends.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          {t("loadError")}
        </p>
      ) : null}

      <section aria-labelledby="newsletter-insights-title" className="space-y-3">
        <h2 id="newsletter-insights-title" className="text-xl font-semibold text-navy-900">
          {t("insights.title")}
        </h2>
        {sendable.data?.insights.length === 0 ? <p className="text-muted">{t("insights.empty")}</p> : null}
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {sendable.data?.insights.map((insight) => (
            <li key={insight.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p id={`newsletter-insight-${insight.id}`} className="font-semibold text-ink">
                  <UserText>{insight.title}</UserText>
                </p>
                <p className="text-sm text-muted">
                  {t("insights.languages")}:{" "}
                  {insight.languages.map((code, i) => (
                    <span key={code}>
                      {i > 0 ? ", " : null}
                      <bdi>{language(code)}</bdi>
                    </span>
                  ))}
                </p>
              </div>
              <SendDialog
                insight={insight}
                describedBy={`newsletter-insight-${insight.id}`}
                onSend={() => send(insight.id)}
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="newsletter-sends-title" className="space-y-3">
        <h2 id="newsletter-sends-title" className="text-xl font-semibold text-navy-900">
          {t("sends.title")}
        </h2>
        {sends.data ? <SendsTable sends={sends.data.sends} /> : null}
      </section>
    </div>
  );
}
