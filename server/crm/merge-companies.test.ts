import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DuplicateMatch, MergeResult } from "#core/domain/company-duplicates";
import type { Company, Contact } from "#core/domain/crm";
import type { Project } from "#core/domain/deals";
import { auditLog, contacts, crmActivities, projects } from "../db/schema";
import { addedCompany, setupCrmApp } from "./test-support";

const crm = setupCrmApp();

type ErrorAnswer = { error: { code: string; message: string; matches?: DuplicateMatch[] } };

const added = (companyName: string, extra: Record<string, unknown> = {}) =>
  addedCompany(crm, companyName, extra);

describe("merging two companies", () => {
  async function companyWithChildren(name: string, extra: Record<string, unknown> = {}) {
    const company = await added(name, extra);
    const contact = await crm.call<Contact>("POST", "/api/crm/contacts", {
      companyId: company.id,
      name: `${name} contact`,
      email: `${name.replace(/\W/g, "").toLowerCase()}@example.com`,
    });
    const project = await crm.call<Project>("POST", "/api/crm/projects", {
      companyId: company.id,
      projectName: `${name} project`,
    });
    const note = await crm.call<{ id: number }>("POST", `/api/crm/companies/${company.id}/activities`, {
      kind: "note",
      body: `A note about ${name}`,
    });
    expect([contact.status, project.status, note.status]).toEqual([201, 201, 201]);
    const fresh = await crm.call<Company>("GET", `/api/crm/companies/${company.id}`);
    return { company: fresh.body, contact: contact.body, project: project.body, noteId: note.body.id };
  }

  it("moves every contact, project and note, fills empty fields, trashes the other and audits it", async () => {
    const kept = await companyWithChildren("Merge Keeper", { notes: null });
    const other = await companyWithChildren("Merge Other", {
      notes: "Prefers e-mail",
      website: "https://merge-other.example",
    });
    const res = await crm.call<MergeResult>("POST", `/api/crm/companies/${kept.company.id}/merge`, {
      otherId: other.company.id,
      version: kept.company.version,
      otherVersion: other.company.version,
    });
    expect(res.status).toBe(200);
    expect(res.body.moved).toEqual({ contacts: 1, projects: 1, activities: 1 });
    expect(res.body.filled.sort()).toEqual(["notes", "website"]);

    const db = crm.t.database.db;
    const movedContact = await db.select().from(contacts).where(eq(contacts.id, other.contact.id));
    const movedProject = await db.select().from(projects).where(eq(projects.id, other.project.id));
    const movedNote = await db.select().from(crmActivities).where(eq(crmActivities.id, other.noteId));
    expect(movedContact[0]?.companyId).toBe(kept.company.id);
    expect(movedProject[0]?.companyId).toBe(kept.company.id);
    expect(movedNote[0]?.companyId).toBe(kept.company.id);

    const now = await crm.call<Company>("GET", `/api/crm/companies/${kept.company.id}`);
    expect(now.body).toMatchObject({
      name: "Merge Keeper",
      notes: "Prefers e-mail",
      website: "https://merge-other.example",
      version: kept.company.version + 1,
    });
    expect((await crm.call("GET", `/api/crm/companies/${other.company.id}`)).status).toBe(404);
    const listed = await crm.call<{ items: Contact[] }>(
      "GET",
      `/api/crm/companies/${kept.company.id}/contacts`,
    );
    expect(listed.body.items.map((c) => c.name).sort()).toEqual([
      "Merge Keeper contact",
      "Merge Other contact",
    ]);

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "company.merge"), eq(auditLog.entityId, String(kept.company.id))));
    expect(audit).toMatchObject({ actor: "sales1", entity: "company" });
    expect(audit?.details).toMatchObject({
      mergedId: other.company.id,
      moved: { contacts: [other.contact.id], projects: [other.project.id], activities: [other.noteId] },
    });
    const timeline = await crm.call<{ items: { action?: string; name?: string | null }[] }>(
      "GET",
      `/api/crm/companies/${kept.company.id}/timeline`,
    );
    expect(timeline.body.items).toContainEqual(
      expect.objectContaining({ action: "company.merge", name: "Merge Other" }),
    );
  });

  it("is undone by unmerge: the moved records go back, filled fields empty again, the other is restored", async () => {
    const kept = await companyWithChildren("Undo Keeper", { notes: null });
    const other = await companyWithChildren("Undo Other", { notes: "Only on the other" });
    const merged = await crm.call<MergeResult>("POST", `/api/crm/companies/${kept.company.id}/merge`, {
      otherId: other.company.id,
      version: kept.company.version,
      otherVersion: other.company.version,
    });
    expect(merged.status).toBe(200);
    const stale = await crm.call<ErrorAnswer>("POST", `/api/crm/companies/${kept.company.id}/unmerge`, {
      mergedId: other.company.id,
      version: merged.body.keptVersion - 1,
    });
    expect(stale.status).toBe(409);
    const undone = await crm.call<Company>("POST", `/api/crm/companies/${kept.company.id}/unmerge`, {
      mergedId: other.company.id,
      version: merged.body.keptVersion,
    });
    expect(undone.status).toBe(200);
    expect(undone.body.notes).toBeNull();
    const db = crm.t.database.db;
    const [contact] = await db.select().from(contacts).where(eq(contacts.id, other.contact.id));
    const [project] = await db.select().from(projects).where(eq(projects.id, other.project.id));
    const [note] = await db.select().from(crmActivities).where(eq(crmActivities.id, other.noteId));
    expect([contact?.companyId, project?.companyId, note?.companyId]).toEqual([
      other.company.id,
      other.company.id,
      other.company.id,
    ]);
    const back = await crm.call<Company>("GET", `/api/crm/companies/${other.company.id}`);
    expect(back.status).toBe(200);
    expect(back.body.notes).toBe("Only on the other");
    const keptContacts = await crm.call<{ items: Contact[] }>(
      "GET",
      `/api/crm/companies/${kept.company.id}/contacts`,
    );
    expect(keptContacts.body.items.map((c) => c.name)).toEqual(["Undo Keeper contact"]);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "company.unmerge"), eq(auditLog.entityId, String(kept.company.id))));
    expect(audit?.details).toMatchObject({ mergedId: other.company.id, emptied: ["notes"] });
    const timeline = await crm.call<{ items: { action?: string; name?: string | null }[] }>(
      "GET",
      `/api/crm/companies/${kept.company.id}/timeline`,
    );
    expect(timeline.body.items.map((item) => item.action)).toEqual(
      expect.arrayContaining(["company.unmerge", "company.merge"]),
    );
  });

  it("refuses a stale version, itself, or a trashed company, and changes nothing", async () => {
    const kept = await companyWithChildren("Stale Keeper");
    const other = await companyWithChildren("Stale Other");
    const stale = await crm.call<ErrorAnswer>("POST", `/api/crm/companies/${kept.company.id}/merge`, {
      otherId: other.company.id,
      version: kept.company.version,
      otherVersion: other.company.version - 1 || 99,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("conflict");
    const db = crm.t.database.db;
    const [stillThere] = await db.select().from(contacts).where(eq(contacts.id, other.contact.id));
    expect(stillThere?.companyId).toBe(other.company.id);
    expect((await crm.call("GET", `/api/crm/companies/${other.company.id}`)).status).toBe(200);

    const self = await crm.call<ErrorAnswer>("POST", `/api/crm/companies/${kept.company.id}/merge`, {
      otherId: kept.company.id,
      version: kept.company.version,
      otherVersion: kept.company.version,
    });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe("Choose a company other than this one.");

    expect((await crm.call("DELETE", `/api/crm/companies/${other.company.id}`)).status).toBe(204);
    const trashed = await crm.call<ErrorAnswer>("POST", `/api/crm/companies/${kept.company.id}/merge`, {
      otherId: other.company.id,
      version: kept.company.version,
      otherVersion: other.company.version,
    });
    expect(trashed.status).toBe(404);
    const merges = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "company.merge"), eq(auditLog.entityId, String(kept.company.id))));
    expect(merges).toHaveLength(0);
  });
});
