import { CLIENT_GROUPS } from "#core/content/home";
import { useTranslation } from "~/i18n/react";
import { useFormat } from "./use-format";

/**
 * 'Trusted by Leading Organizations': the client organisations grouped by sector, with how many each
 * group holds, set as a typeset list (descriptions, not logos: client names are confidential).
 */
export function ClientGroups() {
  const { t } = useTranslation("home");
  const format = useFormat();
  return (
    <section
      aria-labelledby="clients-title"
      className="mt-20 rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-10"
    >
      <div className="border-b border-slate-200 pb-8">
        <h3 id="clients-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          {t("clients.title")}
        </h3>
        <p className="mt-3 max-w-2xl text-pretty leading-7 text-muted">{t("clients.note")}</p>
      </div>
      <ul className="mt-8 grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
        {CLIENT_GROUPS.map((group) => (
          <li key={group.id} data-client-group={group.id}>
            <h4 className="border-t-2 border-navy-900 pt-3 text-sm font-bold tracking-wide text-navy-900 uppercase">
              {t(`clients.groups.${group.id}`)}
            </h4>
            <p className="mt-1 text-sm font-medium text-muted" data-client-count="">
              {t("clients.count", {
                count: group.clients.length,
                formatted: format.number(group.clients.length),
              })}
            </p>
            <ul className="mt-3">
              {group.clients.map((client) => (
                <li
                  key={client}
                  className="border-b border-slate-200 py-3 text-lg leading-6 font-semibold tracking-tight text-navy-800 last:border-b-0"
                  data-client={client}
                >
                  {t(`clients.items.${client}`)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
