import { Hono } from "hono";
import { newsletterSchema } from "../../app/domain/newsletter";
import type { AppEnv } from "../http/context";
import { readJson } from "../http/input";
import { subscribeNewsletter } from "./subscribe-newsletter";

/** POST /api/newsletter: subscribe an address (same answer whether it is new or already subscribed). */
export function newsletterRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post("/", async (c) => {
    const input = await readJson(c, newsletterSchema);
    const answer = await subscribeNewsletter(c.var, input, { ip: c.var.ip, lang: c.var.lang });
    c.header("Cache-Control", "no-store");
    return c.json(answer);
  });
  return routes;
}
