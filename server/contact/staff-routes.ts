import { Hono } from "hono";
import { z } from "zod";
import { MAX_ID } from "../../app/domain/crm";
import type { AppEnv } from "../http/context";
import { queryInput } from "../http/input";
import { listContactMessages } from "./list-contact-messages";

const listQuery = z.object({
  before: z.coerce.number().int().positive().max(MAX_ID).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/** GET /api/crm/messages (staff session required by the /api/crm mount): messages with their outbox state. */
export function contactStaffRoutes() {
  return new Hono<AppEnv>().get("/", queryInput(listQuery), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listContactMessages(c.var.db, c.req.valid("query")));
  });
}
