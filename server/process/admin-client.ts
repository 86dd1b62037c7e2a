import { CommandError } from "./command-error";
import { loopbackHost, type ServerFile } from "./server-file";

/** A running server that holds the embedded database and listens. */
export type ListeningServer = ServerFile & { port: number };

/** Calls the running server's loopback admin endpoint (`/api/...`) with the token of DATA_DIR/server.json. */
export interface AdminClient {
  server: ListeningServer;
  call<T>(path: string, options?: { body?: unknown; timeoutMs?: number }): Promise<T>;
}

/**
 * A GET without a body, a JSON POST with one. The server's `{error:{message}}` becomes a CommandError with
 * that message (in English: the commands ask for it).
 */
export function adminClient(server: ListeningServer): AdminClient {
  const host = loopbackHost(server.host);
  const base = `http://${host.includes(":") ? `[${host}]` : host}:${server.port}/api`;
  return {
    server,
    async call<T>(path: string, options: { body?: unknown; timeoutMs?: number } = {}): Promise<T> {
      const { body } = options;
      let response: Response;
      try {
        response = await fetch(`${base}${path}`, {
          method: body === undefined ? "GET" : "POST",
          headers: {
            authorization: `Bearer ${server.token}`,
            "accept-language": "en",
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
      } catch (error) {
        throw new CommandError(
          `The server (pid ${server.pid}) holds the embedded database but did not answer on port ${server.port} (${
            (error as Error).message
          }). Try again, or stop the server and run the command again.`,
        );
      }
      const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
      if (!response.ok) {
        throw new CommandError(answer.error?.message ?? `The server answered HTTP ${response.status}.`);
      }
      return answer as T;
    },
  };
}
