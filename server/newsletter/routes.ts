import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { anyJson, readJson } from "../http/input";
import { receiveSubscription } from "./receive-subscription";

/** POST /api/newsletter: subscribe an address (same answer whether it is new or already subscribed). */
export function newsletterRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post("/", async (c) => {
    const answer = await receiveSubscription(c.var, await readJson(c, anyJson), {
      ip: c.var.ip,
      lang: c.var.lang,
    });
    c.header("Cache-Control", "no-store");
    return c.json(answer);
  });
  return routes;
}
