import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { DEAL_STAGES } from "#core/domain/deals";
import {
  boardColumnQuerySchema,
  boardFilterSchema,
  followUpQuerySchema,
  pipelineSettingsSchema,
  ratesSchema,
} from "#core/domain/pipeline";
import { staffUsers } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { AppError } from "../../http/errors";
import { jsonInput, queryInput } from "../../http/input";
import { crmContext } from "../request";
import { getPipelineSummary } from "./get-summary";
import { listBoardColumn } from "./list-column";
import { listFollowUps } from "./list-follow-ups";
import { readSettings, saveRates, saveSettings } from "./settings";

/** The asker's calendar day if given, else the server's (UTC). */
const dayOf = (now: Date, asked?: string) => asked ?? now.toISOString().slice(0, 10);

/**
 * /api/crm/pipeline: the board's summary and columns, follow-ups, the owners a follow-up can go to, rates
 * and stage probabilities. One chain, so that the types reach the staff app's client.
 */
export function pipelineRoutes() {
  return (
    new Hono<AppEnv>()
      .get("/summary", queryInput(boardFilterSchema), async (c) => {
        const query = c.req.valid("query");
        const me = c.var.staff?.username ?? "";
        return c.json(await getPipelineSummary(c.var.db, query, me, dayOf(c.var.now(), query.today)));
      })
      .get("/columns/:stage", queryInput(boardColumnQuerySchema), async (c) => {
        const stage = DEAL_STAGES.find((s) => s === c.req.param("stage"));
        if (!stage) throw new AppError(404, "not_found", c.var.t("api.notFound"));
        const query = c.req.valid("query");
        const me = c.var.staff?.username ?? "";
        return c.json(await listBoardColumn(c.var.db, stage, query, me, dayOf(c.var.now(), query.today)));
      })
      .get("/follow-ups", queryInput(followUpQuerySchema), async (c) => {
        const { today } = c.req.valid("query");
        return c.json(
          await listFollowUps(c.var.db, c.var.staff?.username ?? "", dayOf(c.var.now(), today), c.var.lang),
        );
      })
      .get("/owners", async (c) => {
        const rows = await c.var.db
          .select({ username: staffUsers.username })
          .from(staffUsers)
          .where(eq(staffUsers.active, true))
          .orderBy(asc(staffUsers.username));
        return c.json({ items: rows.map((r) => r.username), me: c.var.staff?.username ?? null });
      })
      // The stage probabilities and going-cold days alone (a deal form's default probability).
      .get("/settings", async (c) => c.json(await readSettings(c.var.db)))
      .put("/settings", jsonInput(pipelineSettingsSchema), async (c) => {
        const ctx = crmContext(c);
        return c.json(await saveSettings(ctx.db, ctx.actor, ctx.now, c.req.valid("json")));
      })
      .put("/rates", jsonInput(ratesSchema), async (c) => {
        const ctx = crmContext(c);
        return c.json({ rates: await saveRates(ctx.db, ctx.actor, ctx.now, c.req.valid("json").rates) });
      })
  );
}
