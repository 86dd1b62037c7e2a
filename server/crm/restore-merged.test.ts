import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MergeResult } from "#core/domain/company-duplicates";
import type { Company, Contact } from "#core/domain/crm";
import type { TrashItem } from "#core/domain/crm-trash";
import type { Project } from "#core/domain/deals";
import { contacts, crmActivities, projects } from "../db/schema";
import { addedCompany, auditOf, setupCrmApp } from "./test-support";

const crm = setupCrmApp();

const company = (companyName: string, extra: Record<string, unknown> = {}) =>
  addedCompany(crm, companyName, extra);

async function contact(companyId: number, name: string): Promise<Contact> {
  const res = await crm.call<Contact>("POST", "/api/crm/contacts", {
    companyId,
    name,
    email: `${name.replace(/\W/g, "").toLowerCase()}@example.com`,
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function note(companyId: number, body: string): Promise<number> {
  const res = await crm.call<{ id: number }>("POST", `/api/crm/companies/${companyId}/activities`, {
    kind: "note",
    body,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

const fresh = async (id: number) => (await crm.call<Company>("GET", `/api/crm/companies/${id}`)).body;
const contactNames = async (companyId: number) =>
  (await crm.call<{ items: Contact[] }>("GET", `/api/crm/companies/${companyId}/contacts`)).body.items
    .map((c) => c.name)
    .sort();
const trash = async () => (await crm.call<{ items: TrashItem[] }>("GET", "/api/crm/trash")).body.items;

async function merge(kept: Company, other: Company) {
  const res = await crm.call<MergeResult>("POST", `/api/crm/companies/${kept.id}/merge`, {
    otherId: other.id,
    version: kept.version,
    otherVersion: other.version,
  });
  expect(res.status).toBe(200);
  return res.body;
}

describe("restoring a merged company from the trash", () => {
  it("undoes the merge: what it moved comes back, what was added since stays, the kept company's edits stay", async () => {
    const kept = await company("Restore Keeper", { notes: null, website: null });
    await contact(kept.id, "Keeper's own contact");
    const other = await company("Restore Other", {
      notes: "Prefers e-mail",
      website: "https://restore-other.example",
    });
    const otherContact = await contact(other.id, "Other's contact");
    const otherProject = (
      await crm.call<Project>("POST", "/api/crm/projects", {
        companyId: other.id,
        projectName: "Other's tracker",
      })
    ).body;
    const otherNote = await note(other.id, "A note written on the other company");
    await merge(await fresh(kept.id), await fresh(other.id));

    // After the merge, people keep working on the kept company: a new contact and note, a changed website.
    await contact(kept.id, "Added after the merge");
    const laterNote = await note(kept.id, "A note written after the merge");
    const edited = await crm.call<Company>("PATCH", `/api/crm/companies/${kept.id}`, {
      website: "https://restore-keeper.example",
      version: (await fresh(kept.id)).version,
    });
    expect(edited.status).toBe(200);

    // The trash says what restoring will do, with the counts it will take back.
    expect((await trash()).find((item) => item.id === other.id)).toMatchObject({
      kind: "company",
      name: "Restore Other",
      mergedInto: "Restore Keeper",
      contacts: 1,
      projects: 1,
    });

    expect((await crm.call("POST", `/api/crm/trash/company/${other.id}/restore`)).status).toBe(204);

    expect(await contactNames(other.id)).toEqual(["Other's contact"]);
    expect(await contactNames(kept.id)).toEqual(["Added after the merge", "Keeper's own contact"]);
    const db = crm.t.database.db;
    const [project] = await db.select().from(projects).where(eq(projects.id, otherProject.id));
    const [movedNote] = await db.select().from(crmActivities).where(eq(crmActivities.id, otherNote));
    const [keptNote] = await db.select().from(crmActivities).where(eq(crmActivities.id, laterNote));
    expect([project?.companyId, movedNote?.companyId, keptNote?.companyId]).toEqual([
      other.id,
      other.id,
      kept.id,
    ]);
    const [movedContact] = await db.select().from(contacts).where(eq(contacts.id, otherContact.id));
    expect(movedContact?.companyId).toBe(other.id);

    // The restored company has its own fields; the kept one loses the filled notes (unchanged since the
    // merge) but keeps the website someone typed after it.
    expect(await fresh(other.id)).toMatchObject({
      name: "Restore Other",
      notes: "Prefers e-mail",
      website: "https://restore-other.example",
    });
    expect(await fresh(kept.id)).toMatchObject({ notes: null, website: "https://restore-keeper.example" });
    expect((await trash()).find((item) => item.id === other.id)).toBeUndefined();

    // Audited on both companies, in the same words as the merge's Undo.
    expect((await auditOf(crm, "company", other.id)).at(-1)).toMatchObject({
      action: "company.restore",
      actor: "sales1",
      details: {
        unmergedFrom: kept.id,
        moved: { contacts: [otherContact.id], projects: [otherProject.id], activities: [otherNote] },
      },
    });
    expect((await auditOf(crm, "company", kept.id)).at(-1)).toMatchObject({
      action: "company.unmerge",
      details: { mergedId: other.id, emptied: ["notes"] },
    });
  });

  it("leaves a company trashed by a plain delete as it was, and restores an empty one whose keeper is gone", async () => {
    const kept = await company("Gone Keeper");
    const other = await company("Gone Other");
    await contact(other.id, "Gone Other's contact");
    await merge(await fresh(kept.id), await fresh(other.id));
    // The kept company is deleted for good, taking the moved contact with it.
    expect((await crm.call("DELETE", `/api/crm/companies/${kept.id}`)).status).toBe(204);
    expect((await crm.call("DELETE", `/api/crm/trash/company/${kept.id}`)).status).toBe(204);
    expect((await trash()).find((item) => item.id === other.id)).toMatchObject({ mergedInto: null });
    expect((await crm.call("POST", `/api/crm/trash/company/${other.id}/restore`)).status).toBe(204);
    expect(await contactNames(other.id)).toEqual([]);
    expect((await auditOf(crm, "company", other.id)).at(-1)?.details).toEqual({ name: "Gone Other" });

    // Merged, restored (the merge undone), then deleted on its own: a later restore moves nothing.
    const a = await company("Twice Keeper");
    const b = await company("Twice Other");
    await contact(b.id, "Twice contact");
    await merge(await fresh(a.id), await fresh(b.id));
    expect((await crm.call("POST", `/api/crm/trash/company/${b.id}/restore`)).status).toBe(204);
    expect(await contactNames(b.id)).toEqual(["Twice contact"]);
    expect((await crm.call("DELETE", `/api/crm/companies/${b.id}`)).status).toBe(204);
    expect((await trash()).find((item) => item.id === b.id)).toMatchObject({ mergedInto: null, contacts: 1 });
    expect((await crm.call("POST", `/api/crm/trash/company/${b.id}/restore`)).status).toBe(204);
    expect(await contactNames(b.id)).toEqual(["Twice contact"]);
    expect(await contactNames(a.id)).toEqual([]);
  });
});
