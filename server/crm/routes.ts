import { type Context, Hono } from "hono";
import { mergeCompaniesSchema, unmergeCompaniesSchema } from "#core/domain/company-duplicates";
import {
  companyListQuerySchema,
  newCompanySchema,
  newContactSchema,
  updateCompanySchema,
  updateContactSchema,
} from "#core/domain/crm";
import { bulkActionSchema } from "#core/domain/crm-bulk";
import { newProjectSchema, updateProjectSchema } from "#core/domain/deals";
import { leadFromMessageSchema } from "#core/domain/leads";
import type { AppEnv } from "../http/context";
import { jsonInput, queryInput } from "../http/input";
import { activityRoutes } from "./activities/routes";
import { applyBulkAction } from "./bulk/apply-bulk-action";
import type { IndustryChosen } from "./context";
import { createCompany } from "./create-company";
import { createContact } from "./create-contact";
import { createLeadFromMessage } from "./create-lead-from-message";
import { createProject } from "./create-project";
import { deleteCompany } from "./delete-company";
import { deleteContact } from "./delete-contact";
import { deleteProject } from "./delete-project";
import { exportRoutes } from "./export-routes";
import { getCompany } from "./get-company";
import { importRoutes } from "./import-routes";
import { listCompanies } from "./list-companies";
import { listContacts, listProjects } from "./list-contacts";
import { mergeCompanies } from "./merge-companies";
import { pipelineRoutes } from "./pipeline/routes";
import { crmContext, idParam } from "./request";
import { unmergeCompanies } from "./unmerge-companies";
import { updateCompany } from "./update-company";
import { updateContact } from "./update-contact";
import { updateProject } from "./update-project";

/**
 * /api/crm: companies (one at a time or in bulk), their contacts and projects, import and export (a staff session is required).
 * One chain, so that the routes' types reach the staff app's client (server/api-type.ts).
 */
export function crmRoutes(options: { industryChosen?: IndustryChosen } = {}) {
  /** The context of a change that may set a company's industry. */
  const withIndustry = (c: Context<AppEnv>) => ({ ...crmContext(c), ...options });
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })

    .get("/companies", queryInput(companyListQuerySchema), async (c) =>
      c.json(await listCompanies(c.var.db, c.req.valid("query"), c.var.lang, c.var.staff?.username ?? null)),
    )
    .post("/companies", jsonInput(newCompanySchema), async (c) =>
      c.json(await createCompany(withIndustry(c), c.req.valid("json")), 201),
    )
    .get("/companies/:id{[0-9]+}", async (c) => c.json(await getCompany(c.var.db, idParam(c), c.var.t)))
    .patch("/companies/:id{[0-9]+}", jsonInput(updateCompanySchema), async (c) =>
      c.json(await updateCompany(withIndustry(c), idParam(c), c.req.valid("json"))),
    )
    .delete("/companies/:id{[0-9]+}", async (c) => {
      await deleteCompany(crmContext(c), idParam(c));
      return c.body(null, 204);
    })
    .post("/bulk", jsonInput(bulkActionSchema), async (c) =>
      c.json(await applyBulkAction(crmContext(c), c.req.valid("json"))),
    )
    .post("/companies/:id{[0-9]+}/merge", jsonInput(mergeCompaniesSchema), async (c) =>
      c.json(await mergeCompanies(crmContext(c), idParam(c), c.req.valid("json"))),
    )
    .post("/companies/:id{[0-9]+}/unmerge", jsonInput(unmergeCompaniesSchema), async (c) =>
      c.json(await unmergeCompanies(crmContext(c), idParam(c), c.req.valid("json"))),
    )
    .get("/companies/:id{[0-9]+}/contacts", async (c) =>
      c.json({ items: await listContacts(c.var.db, idParam(c), c.var.t) }),
    )
    .get("/companies/:id{[0-9]+}/projects", async (c) =>
      c.json({ items: await listProjects(c.var.db, idParam(c), c.var.t) }),
    )
    .post("/leads/from-message/:id{[0-9]+}", jsonInput(leadFromMessageSchema), async (c) =>
      c.json(await createLeadFromMessage(crmContext(c), idParam(c), c.req.valid("json")), 201),
    )

    .post("/contacts", jsonInput(newContactSchema), async (c) =>
      c.json(await createContact(crmContext(c), c.req.valid("json")), 201),
    )
    .patch("/contacts/:id{[0-9]+}", jsonInput(updateContactSchema), async (c) =>
      c.json(await updateContact(crmContext(c), idParam(c), c.req.valid("json"))),
    )
    .delete("/contacts/:id{[0-9]+}", async (c) => {
      await deleteContact(crmContext(c), idParam(c));
      return c.body(null, 204);
    })

    .post("/projects", jsonInput(newProjectSchema), async (c) =>
      c.json(await createProject(crmContext(c), c.req.valid("json")), 201),
    )
    .patch("/projects/:id{[0-9]+}", jsonInput(updateProjectSchema), async (c) =>
      c.json(await updateProject(crmContext(c), idParam(c), c.req.valid("json"))),
    )
    .delete("/projects/:id{[0-9]+}", async (c) => {
      await deleteProject(crmContext(c), idParam(c));
      return c.body(null, 204);
    })

    .route("/export", exportRoutes())
    .route("/import", importRoutes())
    .route("/pipeline", pipelineRoutes())
    .route("/", activityRoutes());
}
