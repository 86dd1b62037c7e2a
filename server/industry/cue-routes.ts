import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { INDUSTRY_KEYS } from "#core/domain/industries";
import type { AppEnv } from "../http/context";
import { AppError } from "../http/errors";
import { jsonInput } from "../http/input";
import { suggestCues } from "./corrections";
import { type CueActor, insertLearnedCue, listLearnedCues, revertLearnedCue } from "./learned-cues";

const acceptSchema = z.object({ term: z.string().trim().min(1).max(120), industry: z.enum(INDUSTRY_KEYS) });

/** Who changes the knowledge: an admin (server/auth/route-roles.ts lets no one else through to here). */
function knowledgeEditor(c: Context<AppEnv>): CueActor {
  const staff = c.var.staff;
  if (!staff) {
    throw new AppError(403, "forbidden", c.var.t("crm:cues.errors.forbidden"));
  }
  return { username: staff.username, ip: c.var.ip, now: c.var.now(), t: c.var.t };
}

/**
 * /api/crm/industry-cues (behind the staff session check of server/api.ts): the cues the corrections suggest
 * and the ones accepted (GET), accepting a suggested cue (POST /accept) and reverting an accepted one
 * (POST /:id/revert). A cue is only accepted while the corrections still suggest it.
 */
export function industryCueRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })
    .get("/", async (c) => {
      const [suggestions, learned] = await Promise.all([suggestCues(c.var.db), listLearnedCues(c.var.db)]);
      return c.json({
        suggestions,
        learned: learned.map((row) => ({
          ...row,
          acceptedAt: row.acceptedAt.toISOString(),
          revertedAt: row.revertedAt?.toISOString() ?? null,
        })),
      });
    })
    .post("/accept", jsonInput(acceptSchema), async (c) => {
      const actor = knowledgeEditor(c);
      const { term, industry } = c.req.valid("json");
      const suggested = (await suggestCues(c.var.db)).some((s) => s.term === term && s.industry === industry);
      if (!suggested) throw new AppError(409, "conflict", c.var.t("crm:cues.errors.notSuggested"));
      const row = await insertLearnedCue(c.var.db, actor, { term, industry });
      return c.json({ id: row.id, term: row.term, industry: row.industry }, 201);
    })
    .post("/:id{[0-9]+}/revert", async (c) => {
      const actor = knowledgeEditor(c);
      const id = Number(c.req.param("id"));
      if (!Number.isSafeInteger(id) || id > 2_147_483_647)
        throw new AppError(404, "not_found", c.var.t("api.notFound"));
      const row = await revertLearnedCue(c.var.db, actor, id);
      return c.json({ id: row.id, term: row.term, industry: row.industry });
    });
}
