import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import { AppError } from "../http/errors";
import { readJson } from "../http/input";
import type { AccountContext } from "./account-context";
import { addStaffUser } from "./add-staff-user";
import { changeStaffPassword } from "./change-staff-password";
import { listStaffUsers } from "./list-staff-users";
import { readServerFile } from "./server-file";
import { setStaffActive } from "./set-staff-active";

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
 * Only the staff command on this machine: the server must hold the embedded database
 * (DATA_DIR/server.json names this process), the request must come from this machine, not through a
 * proxy, and carry the file's random token. Anything else gets the same 404 as an unknown path.
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

const NewAccount = z.object({ username: z.string(), password: z.string() });
const NewPassword = z.object({ password: z.string() });

/** The staff command's operations, run by the server that holds the embedded database. */
export function adminRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use(adminOnly());
  const ctx = (c: Context<AppEnv>): AccountContext => ({
    db: c.var.db,
    now: c.var.now(),
    t: c.var.t,
    actor: "cli via server",
  });

  routes.get("/staff", async (c) => c.json({ users: await listStaffUsers(c.var.db, c.var.now()) }));
  routes.post("/staff", async (c) => c.json(await addStaffUser(ctx(c), await readJson(c, NewAccount)), 201));
  routes.post("/staff/:username/disable", async (c) => {
    await readJson(c, z.object({}));
    return c.json(await setStaffActive(ctx(c), { username: c.req.param("username"), active: false }));
  });
  routes.post("/staff/:username/enable", async (c) => {
    await readJson(c, z.object({}));
    return c.json(await setStaffActive(ctx(c), { username: c.req.param("username"), active: true }));
  });
  routes.post("/staff/:username/password", async (c) => {
    const { password } = await readJson(c, NewPassword);
    return c.json(await changeStaffPassword(ctx(c), { username: c.req.param("username"), password }));
  });
  return routes;
}
