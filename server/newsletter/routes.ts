import { Hono } from "hono";
import { unsubscribeTokenSchema } from "#core/domain/newsletter";
import type { AppEnv } from "../http/context";
import { AppError } from "../http/errors";
import { anyJson, parseInput, readJson } from "../http/input";
import { receiveSubscription } from "./receive-subscription";
import { unsubscribeNewsletter } from "./unsubscribe-newsletter";

/** The path mail clients post one-click unsubscribes to (exempt from the cross-site check, server/app.ts). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = "/api/newsletter/unsubscribe";

/**
 * POST /api/newsletter: subscribe an address (same answer whether it is new or already subscribed).
 * POST /api/newsletter/unsubscribe?token=…: RFC 8058 one-click unsubscribe, body `List-Unsubscribe=One-Click`,
 * sent by mail clients from the List-Unsubscribe header: no page, no cookie.
 */
export function newsletterRoutes() {
  return new Hono<AppEnv>()
    .post("/", async (c) => {
      const answer = await receiveSubscription(c.var, await readJson(c, anyJson), {
        ip: c.var.ip,
        lang: c.var.lang,
      });
      c.header("Cache-Control", "no-store");
      return c.json(answer);
    })
    .post("/unsubscribe", async (c) => {
      const { token } = parseInput(unsubscribeTokenSchema, { token: c.req.query("token") ?? "" }, c.var.t);
      const body = new URLSearchParams(await c.req.text());
      if (body.get("List-Unsubscribe") !== "One-Click") {
        throw new AppError(400, "invalid_input", c.var.t("newsletter:unsubscribe.oneClickOnly"));
      }
      const subscription = await unsubscribeNewsletter(c.var.db, token, c.var.now());
      if (subscription.state === "invalid") {
        throw new AppError(404, "not_found", c.var.t("newsletter:unsubscribe.invalid"));
      }
      c.header("Cache-Control", "no-store");
      return c.json({ status: "unsubscribed" as const });
    });
}
