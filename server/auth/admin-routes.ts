import { type Context, Hono } from "hono";
import { z } from "zod";
import { ROLES } from "#core/domain/roles";
import type { AppEnv } from "../http/context";
import { readJson } from "../http/input";
import { adminOnly } from "../process/admin-endpoint";
import type { AccountContext } from "./account-context";
import { addStaffUser } from "./add-staff-user";
import { changeStaffPassword } from "./change-staff-password";
import { listStaffUsers } from "./list-staff-users";
import { enrollSecondFactor } from "./second-factor";
import { setStaffActive } from "./set-staff-active";

const NewAccount = z.object({ username: z.string(), password: z.string(), role: z.enum(ROLES).optional() });
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
  routes.post("/staff/:username/mfa", async (c) => {
    await readJson(c, z.object({}));
    return c.json(await enrollSecondFactor(ctx(c), { username: c.req.param("username") }));
  });
  return routes;
}
