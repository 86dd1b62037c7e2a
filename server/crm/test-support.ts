import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { auditLog } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
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

/** One test app per file, signed in as a staff member. */
export function setupCrmApp(): CrmTest {
  const state = {} as CrmTest;
  beforeAll(async () => {
    state.t = await createTestApp();
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
  });
  afterAll(() => state.t.close());
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
