import { useQuery } from "@tanstack/react-query";
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
      {query.isPending ? (
        <p role="status" className="text-muted">
          {t("settings.loading")}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-destructive">
          {t("settings.loadError")}
        </p>
      ) : (
        <>
          <SettingsForm settings={query.data} />
          <CalendarFeedPanel settings={query.data} />
        </>
      )}
    </div>
  );
}
