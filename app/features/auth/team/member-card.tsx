import type { TeamMember } from "#core/domain/team";
import { formatDateTime, formatTime } from "#core/lib/format";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ChoiceField, LanguageField, RoleField } from "./choice-field";
import { endSession, resetSecondFactor, setMemberActive, updateMember } from "./team-api";
import { useTeamAction } from "./use-team-action";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** One account on the Team page: role, language, reminder hour, access, second factor and sessions. */
export function MemberCard({ member }: { member: TeamMember }) {
  const { t } = useTranslation("team");
  const lang = useLang();
  const who = { username: member.username };
  const update = useTeamAction(
    (input: Parameters<typeof updateMember>[2]) => updateMember(lang, member.username, input),
    () => t("team.updated", who),
  );
  const access = useTeamAction(
    (active: boolean) => setMemberActive(lang, member.username, active),
    (_, active) => t(active ? "team.enabledDone" : "team.disabledDone", who),
  );
  const reset = useTeamAction(
    () => resetSecondFactor(lang, member.username),
    () => t("team.secondFactorReset", who),
  );
  const end = useTeamAction(
    (session: string) => endSession(lang, member.username, session),
    () => t("team.sessionEnded"),
  );
  const id = (field: string) => `member-${member.username}-${field}`;
  const hourLabel = (hour: number) => formatTime(new Date(2000, 0, 1, hour), lang);

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby={id("name")}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={id("name")} className="text-lg font-bold text-navy-900">
          <bdi>{member.username}</bdi>
        </h3>
        <Badge variant={member.active ? "success" : "outline"}>
          {member.active ? t("team.active") : t("team.disabled")}
        </Badge>
        {member.email ? <bdi className="text-sm text-muted">{member.email}</bdi> : null}
      </div>
      <p className="mt-1 text-sm text-muted">
        {member.lastLoginAt
          ? t("team.lastLogin", { when: formatDateTime(member.lastLoginAt, lang) })
          : t("team.neverSignedIn")}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <RoleField
          id={id("role")}
          value={member.role}
          disabled={update.isPending}
          onChange={(role) => update.mutate({ role })}
        />
        <LanguageField
          id={id("lang")}
          value={member.language}
          disabled={update.isPending}
          onChange={(language) => update.mutate({ language })}
        />
        {/* The member chose no morning e-mail on My account: shown as none until an hour is set here. */}
        <ChoiceField
          id={id("hour")}
          label={t("team.reminderHour")}
          values={HOURS}
          value={member.reminderHour}
          optionLabel={hourLabel}
          disabled={update.isPending}
          onChange={(reminderHour) => update.mutate({ reminderHour })}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="text-sm text-ink">
          {t("team.secondFactor")}:{" "}
          {member.secondFactor ? t("team.secondFactorOn") : t("team.secondFactorOff")}
        </p>
        {member.secondFactor ? (
          <Button
            variant="outline"
            size="sm"
            disabled={reset.isPending}
            onClick={() => reset.mutate(undefined)}
          >
            {t("team.resetSecondFactor")}
          </Button>
        ) : null}
        <Button
          variant={member.active ? "destructive" : "outline"}
          size="sm"
          disabled={access.isPending}
          onClick={() => access.mutate(!member.active)}
        >
          {member.active ? t("team.disable") : t("team.enable")}
        </Button>
      </div>
      <h4 className="mt-4 text-sm font-semibold text-navy-900">{t("team.sessions")}</h4>
      {member.sessions.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t("team.noSessions")}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {member.sessions.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg bg-surface p-3 text-sm"
            >
              <span className="min-w-0 flex-1 break-words">
                <span className="sr-only">{t("team.device")}: </span>
                <bdi>{deviceOf(session.userAgent) ?? t("team.unknownDevice")}</bdi>
                {session.current ? (
                  <Badge variant="secondary" className="ms-2">
                    {t("team.thisBrowser")}
                  </Badge>
                ) : null}
              </span>
              <span>
                {t("team.address")}: <bdi>{session.ip ?? "—"}</bdi>
              </span>
              <span>
                {t("team.lastSeen")}: {formatDateTime(session.lastSeenAt, lang)}
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={end.isPending}
                onClick={() => end.mutate(session.id)}
              >
                {t("team.endSession")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** A short name for a browser's User-Agent: the browser and the system, when recognisable. */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = /(Edg|OPR|Firefox|Chrome|Safari)\/[\d.]+/
    .exec(userAgent)?.[1]
    ?.replace("Edg", "Edge")
    .replace("OPR", "Opera");
  const system = /(Windows|Android|iPhone|iPad|Mac OS X|Linux)/
    .exec(userAgent)?.[1]
    ?.replace("Mac OS X", "macOS");
  return [browser, system].filter(Boolean).join(", ") || userAgent.slice(0, 60);
}
