import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CompanyList, Contact } from "#core/domain/crm";
import type { CrmSearchResult } from "#core/domain/crm-search";
import type { TrashItem } from "#core/domain/crm-trash";
import type { Project } from "#core/domain/deals";
import { auditOf, setupCrmApp } from "../test-support";

const crm = setupCrmApp({ perTest: true });
const DAY = 24 * 60 * 60 * 1000;

async function company(companyName: string) {
  const res = await crm.call<{ id: number }>("POST", "/api/crm/companies", { companyName, industry: "FMCG" });
  expect(res.status).toBe(201);
  return res.body.id;
}
const trash = async () => (await crm.call<{ items: TrashItem[] }>("GET", "/api/crm/trash")).body.items;
const names = async () =>
  (await crm.call<CompanyList>("GET", "/api/crm/companies?limit=200")).body.items.map((c) => c.name);

/** Acme with a contact and a project, among companies whose ids differ from the contact's and project's. */
async function acmeWithContactAndProject() {
  // Ids that differ between companies and contacts, so a count by the wrong id would show.
  for (const filler of [1, 2, 3]) await company(`Filler ${filler}`);
  const acme = await company("Acme Trashable");
  await company("Keeper");
  const contact = await crm.call<Contact>("POST", "/api/crm/contacts", {
    companyId: acme,
    name: "Ana Trash",
    email: "ana@acme.test",
  });
  expect(contact.status).toBe(201);
  const project = await crm.call<Project>("POST", "/api/crm/projects", {
    companyId: acme,
    projectName: "Tracker X",
  });
  expect(project.status).toBe(201);
  return { acme, contactId: contact.body.id, projectId: project.body.id };
}

describe("the trash", () => {
  it("takes a deleted company with its contacts and projects, out of lists, search and exports", async () => {
    const { acme, contactId, projectId } = await acmeWithContactAndProject();
    expect((await crm.call("DELETE", `/api/crm/companies/${acme}`)).status).toBe(204);
    expect(await names()).toEqual(["Filler 1", "Filler 2", "Filler 3", "Keeper"]);
    expect((await crm.call<CompanyList>("GET", "/api/crm/companies")).body.stats.total).toBe(4);
    expect((await crm.call("GET", `/api/crm/companies/${acme}`)).status).toBe(404);
    const found = (await crm.call<CrmSearchResult>("GET", "/api/crm/search?q=trash")).body;
    expect([found.companies, found.contacts, found.projects]).toEqual([[], [], []]);
    for (const sheet of ["companies", "contacts", "projects"]) {
      const csv = (await crm.call<string>("GET", `/api/crm/export/${sheet}.csv`)).body;
      expect(csv).not.toMatch(/Acme Trashable|Ana Trash|Tracker X/);
    }
    expect(
      (await crm.call("PATCH", `/api/crm/contacts/${contactId}`, { version: 1, name: "X" })).status,
    ).toBe(404);
    expect((await crm.call("DELETE", `/api/crm/projects/${projectId}`)).status).toBe(404);

    const items = await trash();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: "company",
      id: acme,
      name: "Acme Trashable",
      contacts: 1,
      projects: 1,
    });
    expect(new Date(items[0]?.purgeAt ?? 0).getTime() - new Date(items[0]?.deletedAt ?? 0).getTime()).toBe(
      30 * DAY,
    );
  });

  it("restores the company with everything it had, audited", async () => {
    const { acme } = await acmeWithContactAndProject();
    expect((await crm.call("DELETE", `/api/crm/companies/${acme}`)).status).toBe(204);
    expect((await crm.call("POST", `/api/crm/trash/company/${acme}/restore`)).status).toBe(204);
    expect(await names()).toEqual(["Acme Trashable", "Filler 1", "Filler 2", "Filler 3", "Keeper"]);
    const contacts = await crm.call<{ items: Contact[] }>("GET", `/api/crm/companies/${acme}/contacts`);
    expect(contacts.body.items.map((c) => c.name)).toEqual(["Ana Trash"]);
    const projects = await crm.call<{ items: Project[] }>("GET", `/api/crm/companies/${acme}/projects`);
    expect(projects.body.items.map((p) => p.name)).toEqual(["Tracker X"]);
    expect(await trash()).toEqual([]);
    const actions = (await auditOf(crm, "company", acme)).map((a) => a.action);
    expect(actions).toEqual(["company.create", "company.delete", "company.restore"]);
    expect((await crm.call("POST", `/api/crm/trash/company/${acme}/restore`)).status).toBe(404);
  });

  it("keeps a contact deleted on its own, and does not restore one whose company is in the trash", async () => {
    const { acme, contactId } = await acmeWithContactAndProject();
    expect((await crm.call("DELETE", `/api/crm/contacts/${contactId}`)).status).toBe(204);
    expect(
      (await crm.call<{ items: Contact[] }>("GET", `/api/crm/companies/${acme}/contacts`)).body.items,
    ).toEqual([]);
    expect((await trash()).map((i) => [i.kind, i.name, i.companyName])).toEqual([
      ["contact", "Ana Trash", "Acme Trashable"],
    ]);
    expect((await crm.call("DELETE", `/api/crm/companies/${acme}`)).status).toBe(204);
    // While its company is in the trash, the contact is listed under the company (not on its own).
    expect((await trash()).map((i) => i.kind)).toEqual(["company"]);
    const refused = await crm.call<{ error: { message: string } }>(
      "POST",
      `/api/crm/trash/contact/${contactId}/restore`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("Its company is in the trash: restore the company first.");
    expect((await crm.call("POST", `/api/crm/trash/company/${acme}/restore`)).status).toBe(204);
    // The contact deleted on its own stays in the trash.
    expect((await trash()).map((i) => i.name)).toEqual(["Ana Trash"]);
    expect((await crm.call("POST", `/api/crm/trash/contact/${contactId}/restore`)).status).toBe(204);
    expect(
      (await crm.call<{ items: Contact[] }>("GET", `/api/crm/companies/${acme}/contacts`)).body.items.map(
        (c) => c.name,
      ),
    ).toEqual(["Ana Trash"]);
  });

  it("deletes for good on request; a live record only through the trash", async () => {
    const gone = await company("Gone For Good");
    const live = await company("Still Here");
    expect((await crm.call("DELETE", `/api/crm/companies/${gone}`)).status).toBe(204);
    expect((await crm.call("DELETE", `/api/crm/trash/company/${gone}`)).status).toBe(204);
    expect(await trash()).toEqual([]);
    expect((await crm.call("POST", `/api/crm/trash/company/${gone}/restore`)).status).toBe(404);
    expect((await crm.call("DELETE", `/api/crm/trash/company/${live}`)).status).toBe(404);
    expect(await names()).toEqual(["Still Here"]);
  });

  it("deletes by itself what has been in the trash over 30 days", async () => {
    const { acme, projectId } = await acmeWithContactAndProject();
    const old = await company("Old Junk");
    expect((await crm.call("DELETE", `/api/crm/projects/${projectId}`)).status).toBe(204);
    expect((await crm.call("DELETE", `/api/crm/companies/${old}`)).status).toBe(204);
    const trashedDaysAgo = (days: number) =>
      crm.t.database.db.execute(
        sql`update companies set deleted_at = ${new Date(Date.now() - days * DAY).toISOString()} where id = ${old}`,
      );
    await trashedDaysAgo(29);
    expect((await trash()).map((i) => i.name).sort()).toEqual(["Old Junk", "Tracker X"]);
    await trashedDaysAgo(31);
    expect((await trash()).map((i) => i.name)).toEqual(["Tracker X"]);
    expect((await crm.call("POST", `/api/crm/trash/company/${old}/restore`)).status).toBe(404);
    expect((await crm.call("GET", `/api/crm/companies/${acme}`)).status).toBe(200);
  });

  it("refuses an unknown kind", async () => {
    expect((await crm.call("POST", "/api/crm/trash/invoice/1/restore")).status).toBe(400);
  });
});
