import type { TestApp } from "../test/app";

/** POST /api/auth/login as a browser would, from a given address (the tests trust X-Forwarded-For). */
export function postLogin(
  t: TestApp,
  input: { username: string; password: string },
  options: { ip?: string; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return t.request("/api/auth/login", {
    method: "POST",
    json: input,
    headers: {
      "x-forwarded-for": options.ip ?? "198.51.100.1",
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
  });
}

/** The `name=value` part of the answer's Set-Cookie, and the whole header. */
export function sessionCookieOf(res: Response): { cookie: string; header: string } {
  const header = res.headers.getSetCookie()[0] ?? "";
  return { cookie: header.split(";")[0] ?? "", header };
}

export async function sessionOf(t: TestApp, cookie: string, headers: Record<string, string> = {}) {
  const res = await t.request("/api/auth/session", { headers: { cookie, ...headers } });
  return ((await res.json()) as { session: { username: string; expiresAt: string } | null }).session;
}
