import { useQuery } from "@tanstack/react-query";
import { Panel } from "~/components/ui/panel";
import { QueryState } from "~/components/ui/query-state";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { HandOver } from "./hand-over";
import { InviteForm } from "./invite-form";
import { MemberCard } from "./member-card";
import { fetchTeam, saveTeamSettings, teamKeys } from "./team-api";
import { useTeamAction } from "./use-team-action";

/** /crm/team (admins): invite, roles, access, second factors, sessions, and handing work over. */
export function TeamView() {
  const { t } = useTranslation("team");
  const lang = useLang();
  const query = useQuery({ queryKey: teamKeys.team, queryFn: ({ signal }) => fetchTeam(lang, signal) });
  const settings = useTeamAction(
    (mfaRequired: boolean) => saveTeamSettings(lang, mfaRequired),
    () => t("team.saved"),
  );

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold text-navy-900">{t("team.title")}</h1>
        <p className="mt-2 max-w-2xl text-muted">{t("team.intro")}</p>
      </div>
      <InviteForm />
      <QueryState query={query} loading={t("team.loading")} error={t("team.loadFailed")} errorMessage>
        {(team) => (
          <>
            <Panel title={t("team.settings")}>
              <label className="mt-3 flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 h-5 w-5 accent-primary"
                  checked={team.settings.mfaRequired}
                  disabled={settings.isPending}
                  onChange={(event) => settings.mutate(event.target.checked)}
                  aria-describedby="mfa-required-hint"
                />
                <span>
                  <span className="font-medium text-ink">{t("team.mfaRequired")}</span>
                  <span id="mfa-required-hint" className="block text-sm text-muted">
                    {t("team.mfaRequiredHint")}
                  </span>
                </span>
              </label>
            </Panel>
            <section aria-labelledby="members-heading">
              <h2 id="members-heading" className="text-xl font-bold text-navy-900">
                {t("team.members")}
              </h2>
              <ul className="mt-3 space-y-4">
                {team.members.map((member) => (
                  <MemberCard key={member.username} member={member} />
                ))}
              </ul>
            </section>
            <HandOver members={team.members} />
          </>
        )}
      </QueryState>
    </div>
  );
}
