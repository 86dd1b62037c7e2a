import type { Context } from "hono";
import { Hono } from "hono";
import { CASE_KEY, caseInputSchema, caseMoveSchema, caseUpdateSchema } from "#core/domain/case-studies";
import type { AppEnv } from "../http/context";
import { jsonInput } from "../http/input";
import { staffWork } from "../http/staff-work";
import { deleteCase, moveCase } from "./arrange-cases";
import { listCases, readCase } from "./read-cases";
import { caseNotFound, createCase, updateCase } from "./save-case";

/** The `:key` of the path; 404 when it cannot be a case's key. */
function caseKey(c: Context<AppEnv>): string {
  const key = c.req.param("key") ?? "";
  if (!CASE_KEY.test(key) || key.length > 60) throw caseNotFound(staffWork(c));
  return key;
}

/**
 * /api/crm/cases: the staff editor of the case studies (list, read, add, save, move, delete). Reading is a
 * viewer's, writing sales' and admins' (server/auth/route-roles.ts).
 */
export function caseEditorRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })
    .get("/", async (c) => c.json({ items: await listCases(c.var.db) }))
    .post("/", jsonInput(caseInputSchema), async (c) =>
      c.json(await createCase(staffWork(c), c.req.valid("json")), 201),
    )
    .get("/:key", async (c) => {
      const found = await readCase(c.var.db, caseKey(c));
      if (!found) throw caseNotFound(staffWork(c));
      return c.json(found);
    })
    .put("/:key", jsonInput(caseUpdateSchema), async (c) =>
      c.json(await updateCase(staffWork(c), caseKey(c), c.req.valid("json"))),
    )
    .post("/:key/move", jsonInput(caseMoveSchema), async (c) =>
      c.json({ items: await moveCase(staffWork(c), caseKey(c), c.req.valid("json").direction) }),
    )
    .delete("/:key", async (c) => {
      await deleteCase(staffWork(c), caseKey(c));
      return c.body(null, 204);
    });
}
