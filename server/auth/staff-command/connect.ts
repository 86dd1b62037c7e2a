import type { Role } from "#core/domain/roles";
import { serverT } from "#core/i18n/resources.server";
import type { Env } from "../../env";
import { plainly } from "../../process/command-error";
import { type CommandConnection, connectCommand } from "../../process/connect-command";
import type { AccountContext } from "../account-context";
import { addStaffUser } from "../add-staff-user";
import { changeStaffPassword } from "../change-staff-password";
import { listStaffUsers, type StaffUserSummary } from "../list-staff-users";
import { enrollSecondFactor } from "../second-factor";
import { setStaffActive } from "../set-staff-active";

/** What the staff command can do, wherever the database is: directly or through the running server. */
export interface StaffOperations {
  list(): Promise<StaffUserSummary[]>;
  add(username: string, password: string, role?: Role): Promise<{ username: string; role: Role }>;
  setActive(
    username: string,
    active: boolean,
  ): Promise<{ username: string; changed: boolean; endedSessions: number }>;
  changePassword(username: string, password: string): Promise<{ username: string; endedSessions: number }>;
  enrollMfa(username: string): Promise<{ username: string; uri: string; recoveryCodes: string[] }>;
}

/**
 * `npm run staff`'s way to the database (see connectCommand): the account functions on a database it
 * opened, or the running server's loopback admin endpoint (/api/auth/admin/staff).
 */
export function connectStaffCommand(env: Env): Promise<CommandConnection<StaffOperations>> {
  return connectCommand<StaffOperations>(env, {
    what: "the command",
    direct: ({ db }) => {
      const ctx = (): AccountContext => ({ db, now: new Date(), t: serverT("en"), actor: "cli" });
      return {
        list: () => listStaffUsers(db, new Date()),
        add: (username, password, role) => plainly(() => addStaffUser(ctx(), { username, password, role })),
        setActive: (username, active) => plainly(() => setStaffActive(ctx(), { username, active })),
        changePassword: (username, password) =>
          plainly(() => changeStaffPassword(ctx(), { username, password })),
        enrollMfa: (username) => plainly(() => enrollSecondFactor(ctx(), { username })),
      };
    },
    throughServer: (admin) => {
      const user = (username: string) =>
        `/auth/admin/staff/${encodeURIComponent(username.trim().toLowerCase())}`;
      return {
        list: async () => (await admin.call<{ users: StaffUserSummary[] }>("/auth/admin/staff")).users,
        add: (username, password, role) =>
          admin.call("/auth/admin/staff", { body: { username, password, ...(role ? { role } : {}) } }),
        setActive: (username, active) =>
          admin.call(`${user(username)}/${active ? "enable" : "disable"}`, { body: {} }),
        changePassword: (username, password) =>
          admin.call(`${user(username)}/password`, { body: { password } }),
        enrollMfa: (username) => admin.call(`${user(username)}/mfa`, { body: {} }),
      };
    },
  });
}
