import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { IMPORT_BODY_LIMIT, importRequestSchema } from "#core/domain/crm";
import { takeSheetSchema } from "#core/domain/crm-import";
import type { AppEnv } from "../http/context";
import { AppError } from "../http/errors";
import { jsonInput } from "../http/input";
import { adminOnly } from "../process/admin-endpoint";
import { looksBinary } from "./import/binary-file";
import { importFiles } from "./import/import-files";
import { takeSheetValues } from "./import/take-sheet";
import { undoImport } from "./import/undo-import";
import { crmContext, idParam } from "./request";

/** The paths that take spreadsheet files: they set their own, bigger body limit (see server/app.ts). */
export const IMPORT_PATHS = new Set(["/api/crm/import", "/api/admin/crm/import"]);

/**
 * A binary file (an image, a ZIP) renamed .csv is "not a CSV file", said before the generic input checks
 * (which would only name the NUL characters such files hold). Malformed bodies go on to jsonInput's answer.
 */
const refuseBinaryFiles = createMiddleware<AppEnv>(async (c, next) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return next();
  }
  const files = typeof body === "object" && body !== null && "files" in body ? body.files : undefined;
  for (const file of Array.isArray(files) ? files : []) {
    const { name, content } = (file ?? {}) as { name?: unknown; content?: unknown };
    if (typeof content === "string" && looksBinary(content)) {
      const problem = c.var.t("crm:import.errors.notCsv");
      const shown = typeof name === "string" ? name.replaceAll("\u0000", "").slice(0, 255) : "";
      throw new AppError(400, "invalid_input", c.var.t("crm:import.errors.inFile", { file: shown, problem }));
    }
  }
  await next();
});

function importRoute(actor?: string) {
  return new Hono<AppEnv>().post(
    "/",
    bodyLimit({
      maxSize: IMPORT_BODY_LIMIT,
      onError: (c) => {
        throw new AppError(413, "too_large", c.var.t("crm:import.errors.tooLarge"));
      },
    }),
    refuseBinaryFiles,
    jsonInput(importRequestSchema),
    async (c) => {
      const { files, takeSheet } = c.req.valid("json");
      const ctx = crmContext(c);
      return c.json(
        await importFiles(actor ? { ...ctx, actor: { ...ctx.actor, username: actor } } : ctx, files, {
          takeSheet,
        }),
      );
    },
  );
}

/**
 * POST /api/crm/import: the dashboard's Import button (behind the staff session); then, on the import's
 * batch, /:id/take-sheet (the sheet's value for some conflicts) and /:id/undo (the whole import).
 */
export const importRoutes = () =>
  importRoute()
    .post("/:id{[0-9]+}/take-sheet", jsonInput(takeSheetSchema), async (c) =>
      c.json(await takeSheetValues(crmContext(c), idParam(c), c.req.valid("json"))),
    )
    .post("/:id{[0-9]+}/undo", async (c) => c.json(await undoImport(crmContext(c), idParam(c))));

/**
 * POST /api/admin/crm/import: `npm run import` through the running server that holds the embedded
 * database (loopback only, with the admin token of DATA_DIR/server.json, like the staff command).
 */
export function crmAdminRoutes() {
  return new Hono<AppEnv>().use(adminOnly()).route("/import", importRoute("cli via server"));
}
