import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import type { Company } from "#core/domain/crm";
import { auditLog } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { createTestDatabase, emptyTestDatabase, type TestDatabase } from "../test/database";
import { loginAsStaff } from "../test/staff";

export interface CrmTest {
  t: TestApp;
  cookie: string;
  /** A staff request: JSON in, the status and parsed JSON (or text) out. */
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    json?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T }>;
}

/**
 * A test app signed in as a staff member: one per file, or with `{ perTest: true }` a new one on an emptied
 * database for each test, for files whose checks read every row (lists, totals, a whole import) so that no
 * test sees another's data and each runs alone or in any order.
 */
export function setupCrmApp(options: { perTest?: boolean } = {}): CrmTest {
  const state = {} as CrmTest;
  let database: TestDatabase | undefined;
  const open = async () => {
    state.t = await createTestApp({}, database);
    state.cookie = (await loginAsStaff(state.t, "sales1")).cookie;
    state.call = async (method, path, json, headers = {}) => {
      const res = await state.t.request(path, {
        method,
        headers: { cookie: state.cookie, ...headers },
        ...(json === undefined ? {} : { json }),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // not JSON (CSV): keep the text
      }
      return { status: res.status, body: body as never };
    };
  };
  const close = () => state.t.close();
  if (options.perTest) {
    // One database for the file, emptied before each test, and a new app (its caches and limits) on it.
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    beforeEach(async () => {
      if (database) await emptyTestDatabase(database);
      await open();
    });
    afterAll(() => database?.close());
  } else {
    beforeAll(open);
    afterAll(close);
  }
  return state;
}

/** The audit rows of one record, oldest first. */
export async function auditOf(crm: CrmTest, entity: string, id: number) {
  return crm.t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
}

/** A company added through the API (a possible duplicate confirmed), as the API answers it. */
export async function addedCompany(
  crm: CrmTest,
  companyName: string,
  extra: Record<string, unknown> = {},
): Promise<Company> {
  const res = await crm.call<Company>("POST", "/api/crm/companies", {
    companyName,
    industry: "FMCG",
    confirmDuplicate: true,
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body;
}
