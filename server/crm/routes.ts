import { Hono } from "hono";
import {
  companyListQuerySchema,
  newCompanySchema,
  newContactSchema,
  newProjectSchema,
  updateCompanySchema,
  updateContactSchema,
  updateProjectSchema,
} from "../../app/domain/crm";
import type { AppEnv } from "../http/context";
import { parseInput, readJson } from "../http/input";
import { activityRoutes } from "./activities/routes";
import { createCompany } from "./create-company";
import { createContact } from "./create-contact";
import { createProject } from "./create-project";
import { deleteCompany } from "./delete-company";
import { deleteContact } from "./delete-contact";
import { deleteProject } from "./delete-project";
import { exportRoutes } from "./export-routes";
import { getCompany } from "./get-company";
import { importRoutes } from "./import-routes";
import { listCompanies, listCompanyOptions } from "./list-companies";
import { listContacts, listProjects } from "./list-contacts";
import { pipelineRoutes } from "./pipeline/routes";
import { crmContext, idParam } from "./request";
import { updateCompany } from "./update-company";
import { updateContact } from "./update-contact";
import { updateProject } from "./update-project";

/** /api/crm: companies, their contacts and projects, import and export (a staff session is required). */
export function crmRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  routes.get("/companies", async (c) => {
    const query = parseInput(companyListQuerySchema, c.req.query(), c.var.t);
    return c.json(await listCompanies(c.var.db, query, c.var.lang));
  });
  routes.get("/companies/options", async (c) => c.json({ items: await listCompanyOptions(c.var.db) }));
  routes.post("/companies", async (c) => {
    const input = await readJson(c, newCompanySchema);
    return c.json(await createCompany(crmContext(c), input), 201);
  });
  routes.get("/companies/:id{[0-9]+}", async (c) => c.json(await getCompany(c.var.db, idParam(c), c.var.t)));
  routes.patch("/companies/:id{[0-9]+}", async (c) => {
    const input = await readJson(c, updateCompanySchema);
    return c.json(await updateCompany(crmContext(c), idParam(c), input));
  });
  routes.delete("/companies/:id{[0-9]+}", async (c) => {
    await deleteCompany(crmContext(c), idParam(c));
    return c.body(null, 204);
  });
  routes.get("/companies/:id{[0-9]+}/contacts", async (c) =>
    c.json({ items: await listContacts(c.var.db, idParam(c), c.var.t) }),
  );
  routes.get("/companies/:id{[0-9]+}/projects", async (c) =>
    c.json({ items: await listProjects(c.var.db, idParam(c), c.var.t) }),
  );

  routes.post("/contacts", async (c) => {
    const input = await readJson(c, newContactSchema);
    return c.json(await createContact(crmContext(c), input), 201);
  });
  routes.patch("/contacts/:id{[0-9]+}", async (c) => {
    const input = await readJson(c, updateContactSchema);
    return c.json(await updateContact(crmContext(c), idParam(c), input));
  });
  routes.delete("/contacts/:id{[0-9]+}", async (c) => {
    await deleteContact(crmContext(c), idParam(c));
    return c.body(null, 204);
  });

  routes.post("/projects", async (c) => {
    const input = await readJson(c, newProjectSchema);
    return c.json(await createProject(crmContext(c), input), 201);
  });
  routes.patch("/projects/:id{[0-9]+}", async (c) => {
    const input = await readJson(c, updateProjectSchema);
    return c.json(await updateProject(crmContext(c), idParam(c), input));
  });
  routes.delete("/projects/:id{[0-9]+}", async (c) => {
    await deleteProject(crmContext(c), idParam(c));
    return c.body(null, 204);
  });

  routes.route("/export", exportRoutes());
  routes.route("/import", importRoutes());
  routes.route("/pipeline", pipelineRoutes());
  routes.route("/", activityRoutes());
  return routes;
}
