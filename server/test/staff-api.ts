import { afterAll, beforeAll } from "vitest";
import type { Role } from "#core/domain/roles";
import type { Lang } from "#core/i18n/languages";
import { createTestApp, type TestApp } from "./app";
import { loginAsStaff } from "./staff";

export interface StaffApiTest {
  t: TestApp;
  /** A staff request in a language (sales unless another cookie is given): status and parsed JSON. */
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    json?: unknown,
    options?: { lang?: Lang; cookie?: string },
  ): Promise<{ status: number; body: T }>;
  cookie: string;
}

/** One test app per file, signed in as sales1: a sales member unless another role is given. */
export function setupStaffApi(options: { role?: Role } = {}): StaffApiTest {
  const state = {} as StaffApiTest;
  beforeAll(async () => {
    state.t = await createTestApp();
    state.cookie = (await loginAsStaff(state.t, "sales1", options.role ?? "sales")).cookie;
    state.call = async (method, path, json, options = {}) => {
      const res = await state.t.request(path, {
        method,
        headers: { cookie: options.cookie ?? state.cookie, "accept-language": options.lang ?? "en" },
        ...(json === undefined ? {} : { json }),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as never };
    };
  });
  afterAll(() => state.t.close());
  return state;
}
