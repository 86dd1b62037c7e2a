import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { createTestApp, type TestApp } from "../test/app";
import type { TestDatabase } from "../test/database";
import { createStaffUser, TEST_STAFF_PASSWORD } from "../test/staff";
import { LOGIN_POLICY } from "./login-throttle";
import { postLogin, sessionCookieOf, sessionOf } from "./test-support";

/**
 * Two server instances on one database. On PostgreSQL (TEST_DATABASE_URL) the second opens its own
 * connection pool, as a second process would; on the embedded database (one process only) they share it.
 */
let a: TestApp;
let b: TestApp;
let second: TestDatabase | undefined;

beforeAll(async () => {
  a = await createTestApp();
  if (a.database.url)
    second = { ...(await openDatabase({ databaseUrl: a.database.url, max: 2 })), url: a.database.url };
  b = await createTestApp({}, second ?? a.database);
  await createStaffUser(a.database.db, "kira");
  await createStaffUser(a.database.db, "luka");
});
afterAll(async () => {
  await b.close();
  await second?.close();
  await a.close();
});

describe("two instances", () => {
  it("share sessions: opened on one, valid on the other, ended on the other", async () => {
    const res = await postLogin(a, { username: "kira", password: TEST_STAFF_PASSWORD });
    const { cookie } = sessionCookieOf(res);
    expect((await sessionOf(b, cookie))?.username).toBe("kira");
    expect((await b.request("/api/crm/catalog", { headers: { cookie } })).status).toBe(200);

    await b.request("/api/auth/logout", { method: "POST", json: {}, headers: { cookie } });
    expect(await sessionOf(a, cookie)).toBeNull();
    expect((await a.request("/api/crm/catalog", { headers: { cookie } })).status).toBe(401);
  });

  it("share the failed-login counts: failures spread over both lock the username on both", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_POLICY.placeLimit; i++) {
      const instance = i % 2 === 0 ? a : b;
      const res = await postLogin(
        instance,
        { username: "luka", password: "wrong-password!" },
        { ip: "192.0.2.44" },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const again = { ip: "192.0.2.44" };
    expect((await postLogin(a, { username: "luka", password: TEST_STAFF_PASSWORD }, again)).status).toBe(429);
    expect((await postLogin(b, { username: "luka", password: TEST_STAFF_PASSWORD }, again)).status).toBe(429);
  });
});
