import { Hono } from "hono";
import type { ImportSheet } from "#core/domain/crm";
import type { AppEnv } from "../http/context";
import { exportCsv } from "./export-csv";

/** GET /api/crm/export/companies.csv (and contacts.csv, projects.csv): a download of the whole sheet. */
export function exportRoutes() {
  return new Hono<AppEnv>().get("/:sheet{(companies|contacts|projects)\\.csv}", async (c) => {
    const sheet = c.req.param("sheet").replace(/\.csv$/, "") as ImportSheet;
    const csv = await exportCsv(c.var.db, sheet);
    const date = c.var.now().toISOString().slice(0, 10);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="potentia-crm-${sheet}-${date}.csv"`);
    c.header("Cache-Control", "no-store");
    return c.body(csv);
  });
}
