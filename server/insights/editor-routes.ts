import { Hono } from "hono";
import {
  insightInputSchema,
  insightListQuerySchema,
  insightPublishSchema,
  insightUnpublishSchema,
  insightUpdateSchema,
} from "#core/domain/insights";
import type { Lang } from "#core/i18n/languages";
import type { AppEnv } from "../http/context";
import { jsonInput, queryInput } from "../http/input";
import { notFound } from "./editor-checks";
import { editorContext, insightIdParam } from "./editor-context";
import { deleteInsight } from "./editor-delete";
import { publishInsight, unpublishInsight } from "./editor-publish";
import { listInsights, readInsight } from "./editor-read";
import { createInsight, updateInsight } from "./editor-save";

const LANG = ":lang{(en|ar|sr)}";

/**
 * /api/crm/insights: the staff editor of insights (list, read, create, save, publish or schedule a language,
 * unpublish it, delete). Reading is a viewer's, writing sales' and admins' (server/auth/route-roles.ts).
 */
export function insightEditorRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })
    .get("/", queryInput(insightListQuerySchema), async (c) =>
      c.json({ items: await listInsights(c.var.db, c.var.now(), c.req.valid("query").status) }),
    )
    .post("/", jsonInput(insightInputSchema), async (c) =>
      c.json(await createInsight(editorContext(c), c.req.valid("json")), 201),
    )
    .get("/:id{[0-9]+}", async (c) => {
      const insight = await readInsight(c.var.db, insightIdParam(c));
      if (!insight) throw notFound(editorContext(c));
      return c.json(insight);
    })
    .patch("/:id{[0-9]+}", jsonInput(insightUpdateSchema), async (c) =>
      c.json(await updateInsight(editorContext(c), insightIdParam(c), c.req.valid("json"))),
    )
    .post(`/:id{[0-9]+}/publish/${LANG}`, jsonInput(insightPublishSchema), async (c) =>
      c.json(
        await publishInsight(
          editorContext(c),
          insightIdParam(c),
          c.req.param("lang") as Lang,
          c.req.valid("json"),
        ),
      ),
    )
    .post(`/:id{[0-9]+}/unpublish/${LANG}`, jsonInput(insightUnpublishSchema), async (c) =>
      c.json(
        await unpublishInsight(
          editorContext(c),
          insightIdParam(c),
          c.req.param("lang") as Lang,
          c.req.valid("json").updatedAt,
        ),
      ),
    )
    .delete("/:id{[0-9]+}", async (c) => {
      await deleteInsight(editorContext(c), insightIdParam(c));
      return c.body(null, 204);
    });
}
