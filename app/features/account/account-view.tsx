import { useQuery } from "@tanstack/react-query";
import { QueryState } from "~/components/ui/query-state";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { accountKey, fetchAccount } from "./account-api";
import { CalendarFeedPanel } from "./calendar-feed-panel";
import { SettingsForm } from "./settings-form";

/** /crm/account: the signed-in staff member's own settings and calendar feed. */
export function AccountView() {
  const { t } = useTranslation("account");
  const lang = useLang();
  const query = useQuery({ queryKey: accountKey, queryFn: ({ signal }) => fetchAccount(lang, signal) });

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold text-navy-900">{t("title")}</h1>
        <p className="mt-2 text-muted">{t("intro")}</p>
      </div>
      <QueryState query={query} loading={t("settings.loading")} error={t("settings.loadError")}>
        {(settings) => (
          <>
            <SettingsForm settings={settings} />
            <CalendarFeedPanel settings={settings} />
          </>
        )}
      </QueryState>
    </div>
  );
}
