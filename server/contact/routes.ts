import { Hono } from "hono";
import { contactSubmissionSchema } from "../../app/domain/contact";
import type { AppEnv } from "../http/context";
import { readJson } from "../http/input";
import { submitContactMessage } from "./submit-contact-message";

/** POST /api/contact: a message from the contact form (see submit-contact-message.ts). */
export function contactRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post("/", async (c) => {
    const input = await readJson(c, contactSubmissionSchema);
    const answer = await submitContactMessage(c.var, input, {
      ip: c.var.ip,
      lang: c.var.lang,
      userAgent: c.req.header("user-agent"),
      channel: { kind: "api", elapsedMs: input.elapsedMs },
    });
    c.header("Cache-Control", "no-store");
    return c.json(answer, 201);
  });
  return routes;
}
