import type { AuditQuery, InviteInput, UpdateMemberInput } from "#core/domain/team";
import type { Lang } from "#core/i18n/languages";
import { answerOf, api, requestOptions } from "~/lib/api-client";

/** The Team, Audit and join pages' calls (admins only for the first two: the server checks). */
export const teamKeys = {
  team: ["team"] as const,
  audit: (query: Partial<AuditQuery>) => ["team", "audit", query] as const,
  invitation: (token: string) => ["invitation", token] as const,
};

const member = (username: string) => ({ param: { username } });

export const fetchTeam = (lang: Lang, signal?: AbortSignal) =>
  answerOf(api.crm.team.$get({}, requestOptions(lang, signal)));
export const saveTeamSettings = (lang: Lang, mfaRequired: boolean) =>
  answerOf(api.crm.team.settings.$put({ json: { mfaRequired } }, requestOptions(lang)));
export const inviteMember = (lang: Lang, input: InviteInput) =>
  answerOf(api.crm.team.invitations.$post({ json: input }, requestOptions(lang)));
export const updateMember = (lang: Lang, username: string, input: UpdateMemberInput) =>
  answerOf(
    api.crm.team.members[":username"].$patch({ ...member(username), json: input }, requestOptions(lang)),
  );
export const setMemberActive = (lang: Lang, username: string, active: boolean) =>
  active
    ? answerOf(
        api.crm.team.members[":username"].enable.$post(
          { ...member(username), json: {} },
          requestOptions(lang),
        ),
      )
    : answerOf(
        api.crm.team.members[":username"].disable.$post(
          { ...member(username), json: {} },
          requestOptions(lang),
        ),
      );
export const resetSecondFactor = (lang: Lang, username: string) =>
  answerOf(
    api.crm.team.members[":username"]["reset-second-factor"].$post(
      { ...member(username), json: {} },
      requestOptions(lang),
    ),
  );
export const endSession = (lang: Lang, username: string, session: string) =>
  answerOf(
    api.crm.team.members[":username"].sessions[":session{[0-9a-f]{64}}"].$delete(
      { param: { username, session } },
      requestOptions(lang),
    ),
  );
export const reassignWork = (lang: Lang, from: string, to: string) =>
  answerOf(api.crm.team.reassign.$post({ json: { from, to } }, requestOptions(lang)));
export const undoReassign = (lang: Lang, id: number) =>
  answerOf(
    api.crm.team.reassign[":id{[0-9]+}"].undo.$post(
      { param: { id: String(id) }, json: {} },
      requestOptions(lang),
    ),
  );

export const fetchAudit = (lang: Lang, query: Partial<AuditQuery>, signal?: AbortSignal) =>
  answerOf(api.crm.audit.$get({ query: queryOf(query) }, requestOptions(lang, signal)));

/** The filter as URL query values (empty ones left out). */
export function queryOf(query: Partial<AuditQuery>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== "")
      .map(([key, value]) => [key, String(value)]),
  );
}

export const fetchInvitation = (lang: Lang, token: string, signal?: AbortSignal) =>
  answerOf(
    api.auth.invitations[":token{[A-Za-z0-9_-]{43}}"].$get(
      { param: { token } },
      requestOptions(lang, signal),
    ),
  );
export const acceptInvitation = (lang: Lang, token: string, input: { username: string; password: string }) =>
  answerOf(
    api.auth.invitations[":token{[A-Za-z0-9_-]{43}}"].$post(
      { param: { token }, json: input },
      requestOptions(lang),
    ),
  );
