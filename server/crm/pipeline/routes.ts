import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { COMPANY_STAGES } from "../../../app/domain/crm";
import {
  boardColumnQuerySchema,
  followUpQuerySchema,
  pipelineSettingsSchema,
  ratesSchema,
} from "../../../app/domain/pipeline";
import { staffUsers } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { AppError } from "../../http/errors";
import { parseInput, readJson } from "../../http/input";
import { crmContext } from "../request";
import { getPipelineSummary } from "./get-summary";
import { listBoardColumn } from "./list-column";
import { listFollowUps } from "./list-follow-ups";
import { saveRates, saveSettings } from "./settings";

/** /api/crm/pipeline: the board's summary and columns, follow-ups, rates and stage probabilities. */
export function pipelineRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const today = (c: { var: AppEnv["Variables"] }, asked?: string) =>
    asked ?? c.var.now().toISOString().slice(0, 10);

  routes.get("/summary", async (c) => c.json(await getPipelineSummary(c.var.db)));

  routes.get("/columns/:stage", async (c) => {
    const stage = COMPANY_STAGES.find((s) => s === c.req.param("stage"));
    if (!stage) throw new AppError(404, "not_found", c.var.t("api.notFound"));
    const query = parseInput(boardColumnQuerySchema, c.req.query(), c.var.t);
    return c.json(await listBoardColumn(c.var.db, stage, { ...query, today: today(c, query.today) }));
  });

  routes.get("/follow-ups", async (c) => {
    const query = parseInput(followUpQuerySchema, c.req.query(), c.var.t);
    return c.json(await listFollowUps(c.var.db, c.var.staff?.username ?? "", today(c, query.today)));
  });

  /** The active staff accounts a follow-up can be given to. */
  routes.get("/owners", async (c) => {
    const rows = await c.var.db
      .select({ username: staffUsers.username })
      .from(staffUsers)
      .where(and(eq(staffUsers.active, true)))
      .orderBy(asc(staffUsers.username));
    return c.json({ items: rows.map((r) => r.username), me: c.var.staff?.username ?? null });
  });

  routes.put("/settings", async (c) => {
    const input = await readJson(c, pipelineSettingsSchema);
    const ctx = crmContext(c);
    return c.json(await saveSettings(ctx.db, ctx.actor, ctx.now, input));
  });

  routes.put("/rates", async (c) => {
    const input = await readJson(c, ratesSchema);
    const ctx = crmContext(c);
    return c.json({ rates: await saveRates(ctx.db, ctx.actor, ctx.now, input.rates) });
  });
  return routes;
}
