import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/context";
import { AppError } from "../http/errors";
import { readServerFile } from "./server-file";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sameMachine(c: Context<AppEnv>): boolean {
  try {
    const remote = getConnInfo(c as unknown as Context).remote.address ?? "";
    const local = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.localAddress;
    return LOOPBACK.test(remote) || (remote !== "" && remote === local);
  } catch {
    return false;
  }
}

function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * The loopback admin endpoint's guard, for the commands on this machine (staff, import): the server must
 * hold the embedded database (DATA_DIR/server.json names this process), the request must come from this
 * machine, not through a proxy, and carry the file's random token. Anything else gets the same 404 as an
 * unknown path.
 */
export function adminOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const notFound = new AppError(404, "not_found", c.var.t("api.notFound"));
    const file = c.var.env.DATABASE_URL ? undefined : readServerFile(c.var.env.DATA_DIR);
    if (!file || file.pid !== process.pid || file.role !== "server") throw notFound;
    if (c.req.header("x-forwarded-for") || c.req.header("forwarded") || !sameMachine(c)) throw notFound;
    const token = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1];
    if (!token || !sameSecret(token, file.token)) throw notFound;
    await next();
  };
}
