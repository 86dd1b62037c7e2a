import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { anyJson, readJson } from "../http/input";
import { receiveContact } from "./receive-contact";

/** POST /api/contact: a message from the contact form (see submit-contact-message.ts). */
export function contactRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post("/", async (c) => {
    const answer = await receiveContact(c.var, await readJson(c, anyJson), {
      ip: c.var.ip,
      lang: c.var.lang,
      userAgent: c.req.header("user-agent"),
    });
    c.header("Cache-Control", "no-store");
    return c.json(answer, 201);
  });
  return routes;
}
