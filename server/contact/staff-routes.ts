import { Hono } from "hono";
import { z } from "zod";
import { MESSAGE_STATES, messageHandledSchema } from "#core/domain/contact-messages";
import { MAX_ID } from "#core/domain/crm";
import type { AppEnv } from "../http/context";
import { AppError } from "../http/errors";
import { jsonInput, queryInput } from "../http/input";
import { listContactMessages } from "./list-contact-messages";
import { markMessageHandled } from "./mark-message-handled";

const listQuery = z.object({
  before: z.coerce.number().int().positive().max(MAX_ID).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  state: z.enum(MESSAGE_STATES).optional(),
});

/**
 * /api/crm/messages (staff session required by the /api/crm mount): GET the messages (open, handled or
 * all) with their outbox state; PUT /:id/handled marks one handled or open again.
 */
export function contactStaffRoutes() {
  return new Hono<AppEnv>()
    .get("/", queryInput(listQuery), async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await listContactMessages(c.var.db, c.req.valid("query")));
    })
    .put("/:id{[0-9]+}/handled", jsonInput(messageHandledSchema), async (c) => {
      const id = Number(c.req.param("id"));
      if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) {
        throw new AppError(404, "not_found", c.var.t("contact:staff.errors.messageNotFound"));
      }
      const ctx = {
        db: c.var.db,
        now: c.var.now(),
        username: c.var.staff?.username ?? "unknown",
        t: c.var.t,
      };
      return c.json(await markMessageHandled(ctx, id, c.req.valid("json").handled));
    });
}
