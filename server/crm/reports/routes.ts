import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import {
  isReportName,
  type ReportAnswers,
  type ReportFilter,
  type ReportName,
  type ReportQuery,
  reportQuerySchema,
  resolveFilter,
} from "#core/domain/reports";
import { serverT } from "#core/i18n/resources.server";
import type { TFunction } from "#core/i18n/translate";
import type { Db } from "../../db/client";
import { staffUsers } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { AppError } from "../../http/errors";
import { queryInput } from "../../http/input";
import { reportCsv } from "./report-csv";
import { REPORT_RUNNERS } from "./reports";

/** The period and owner asked for; an owner who is no staff account is refused (not an empty report). */
async function filterOf(db: Db, t: TFunction, query: ReportQuery, now: Date): Promise<ReportFilter> {
  if (query.owner) {
    const [known] = await db
      .select({ username: staffUsers.username })
      .from(staffUsers)
      .where(eq(staffUsers.username, query.owner));
    if (!known)
      throw new AppError(400, "invalid_input", t("reports:errors.owner"), {
        fields: { owner: t("reports:errors.owner") },
      });
  }
  return resolveFilter(query, now.toISOString().slice(0, 10));
}

const input = queryInput(reportQuerySchema);
type ReportContext = Context<AppEnv, string, { out: { query: ReportQuery } }>;

/** A report's JSON route. */
const answer =
  <K extends ReportName>(name: K) =>
  async (c: ReportContext) => {
    const filter = await filterOf(c.var.db, c.var.t, c.req.valid("query"), c.var.now());
    const report: ReportAnswers[K] = await REPORT_RUNNERS[name].run(c.var.db, filter);
    return c.json(report);
  };

/**
 * /api/crm/reports: each report as JSON (?from=&to=&owner=, and today= for the forecast's month), and as a
 * CSV download at /api/crm/reports/<name>.csv with the same query (lang= for its headings).
 */
export function reportRoutes() {
  return new Hono<AppEnv>()
    .get("/forecast", input, answer("forecast"))
    .get("/pipeline", input, answer("pipeline"))
    .get("/won-lost", input, answer("won-lost"))
    .get("/days-to-close", input, answer("days-to-close"))
    .get("/lost-reasons", input, answer("lost-reasons"))
    .get("/owners", input, answer("owners"))
    .get("/sources", input, answer("sources"))
    .get("/:file{[a-z-]+\\.csv}", input, async (c) => {
      const name = c.req.param("file").replace(/\.csv$/, "");
      if (!isReportName(name)) throw new AppError(404, "not_found", c.var.t("api.notFound"));
      const query = c.req.valid("query");
      const filter = await filterOf(c.var.db, c.var.t, query, c.var.now());
      const answer = await REPORT_RUNNERS[name].run(c.var.db, filter);
      const t = query.lang ? serverT(query.lang) : c.var.t;
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header(
        "Content-Disposition",
        `attachment; filename="potentia-report-${name}-${filter.from}-${filter.to}.csv"`,
      );
      c.header("Cache-Control", "no-store");
      return c.body(reportCsv(name, answer, t));
    });
}
