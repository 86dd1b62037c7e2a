import { eq } from "drizzle-orm";
import type { Role } from "#core/domain/roles";
import { serverT } from "#core/i18n/resources.server";
import { addStaffUser } from "../auth/add-staff-user";
import type { Db } from "../db/client";
import { staffUsers } from "../db/schema";
import type { TestApp } from "./app";

/** The password of the accounts that loginAsStaff creates. */
export const TEST_STAFF_PASSWORD = "Ledger-Harbour-Quince-42";

/** Creates a staff account the way the staff command does (argon2id hash, password rules). */
export async function createStaffUser(
  db: Db,
  username: string,
  password = TEST_STAFF_PASSWORD,
  role: Role = "admin",
): Promise<void> {
  await addStaffUser({ db, now: new Date(), t: serverT("en"), actor: "test" }, { username, password, role });
}

/**
 * Signs in through POST /api/auth/login (creating the account first if it does not exist, an admin
 * unless a role is given: the tests of what each role may do are in server/auth/route-roles.test.ts) and answers
 * the Cookie header value to send with staff requests: `t.request(path, { headers: { cookie } })`.
 */
export async function loginAsStaff(
  t: TestApp,
  username = "sales1",
  role: Role = "admin",
): Promise<{ cookie: string }> {
  const [existing] = await t.database.db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.username, username));
  if (!existing) await createStaffUser(t.database.db, username, TEST_STAFF_PASSWORD, role);
  const res = await t.request("/api/auth/login", {
    method: "POST",
    json: { username, password: TEST_STAFF_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`login as ${username} failed: ${res.status} ${await res.text()}`);
  const setCookie = res.headers.get("set-cookie") ?? "";
  const cookie = /^([^;]+)/.exec(setCookie)?.[1];
  if (!cookie) throw new Error("login answered without a session cookie");
  return { cookie };
}
