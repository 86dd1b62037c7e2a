import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import { AppError } from "../http/errors";
import { jsonInput } from "../http/input";
import { adminOnly } from "../process/admin-endpoint";
import { backupDatabase } from "./backup-database";
import { backupSchema } from "./backup-format";
import { restoreDatabase } from "./restore-database";

/** The restore takes a whole database: it sets its own, bigger body limit (see server/app.ts). */
export const RESTORE_PATH = "/api/admin/database/restore";
const RESTORE_BODY_LIMIT = 512 * 1024 * 1024;

/**
 * GET /api/admin/database/backup and POST /api/admin/database/restore: `npm run backup` and
 * `npm run restore` through the running server that holds the embedded database (loopback only, with the
 * admin token of DATA_DIR/server.json, like the staff and import commands).
 */
export function backupAdminRoutes() {
  return new Hono<AppEnv>()
    .use(adminOnly())
    .get("/backup", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await backupDatabase(c.var.db, c.var.now()));
    })
    .post(
      "/restore",
      bodyLimit({
        maxSize: RESTORE_BODY_LIMIT,
        onError: (c) => {
          throw new AppError(413, "too_large", c.var.t("api.tooLarge"));
        },
      }),
      jsonInput(z.object({ backup: backupSchema })),
      async (c) => c.json(await restoreDatabase(c.var.db, c.req.valid("json").backup)),
    );
}
