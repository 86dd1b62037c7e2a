import type { StaffUserSummary } from "../list-staff-users";
import { loopbackHost, type ServerFile } from "../server-file";
import { CommandError, type StaffOperations } from "./operations";

/**
 * The staff operations through the running server that holds the embedded database: its loopback-only
 * admin endpoint (/api/auth/admin/staff), with the random token from DATA_DIR/server.json.
 */
export function throughServer(holder: ServerFile & { port: number }): StaffOperations {
  const host = loopbackHost(holder.host);
  const base = `http://${host.includes(":") ? `[${host}]` : host}:${holder.port}/api/auth/admin/staff`;

  async function call<T>(path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: {
          authorization: `Bearer ${holder.token}`,
          "accept-language": "en",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new CommandError(
        `The server (pid ${holder.pid}) holds the embedded database but did not answer on port ${holder.port} (${
          (error as Error).message
        }). Try again, or stop the server and run the command again.`,
      );
    }
    const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    if (!response.ok) {
      throw new CommandError(answer.error?.message ?? `The server answered HTTP ${response.status}.`);
    }
    return answer as T;
  }

  const user = (username: string) => `/${encodeURIComponent(username.trim().toLowerCase())}`;
  return {
    route: `A server is running on this data directory (pid ${holder.pid}, port ${holder.port}): the command went through it.`,
    list: async () => (await call<{ users: StaffUserSummary[] }>("")).users,
    add: (username, password) => call("", { username, password }),
    setActive: (username, active) => call(`${user(username)}/${active ? "enable" : "disable"}`, {}),
    changePassword: (username, password) => call(`${user(username)}/password`, { password }),
    close: async () => {},
  };
}
