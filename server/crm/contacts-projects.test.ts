import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Contact } from "#core/domain/crm";
import type { Project } from "#core/domain/deals";
import { auditLog } from "../db/schema";
import { auditOf, setupCrmApp } from "./test-support";

const crm = setupCrmApp();
let companyId: number;

type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string>; current?: unknown };
};

beforeAll(async () => {
  const res = await crm.call<{ id: number }>("POST", "/api/crm/companies", {
    companyName: "Elm",
    industry: "Technology",
  });
  companyId = res.body.id;
});

describe("contacts", () => {
  const contact = (overrides: Record<string, unknown> = {}) => ({
    companyId: String(companyId),
    name: "Layla Hassan",
    position: "CMO",
    email: "layla@example.com",
    phone: "+966 50 000 0000",
    ...overrides,
  });

  it("adds a contact (company id as the form's string or a number) and lists the company's contacts", async () => {
    const first = await crm.call<Contact>("POST", "/api/crm/contacts", contact());
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      companyId,
      name: "Layla Hassan",
      email: "layla@example.com",
      version: 1,
    });
    const second = await crm.call<Contact>(
      "POST",
      "/api/crm/contacts",
      contact({ companyId, name: "Omar", position: "", phone: " " }),
    );
    expect(second.body).toMatchObject({ position: null, phone: null });
    const list = await crm.call<{ items: Contact[] }>("GET", `/api/crm/companies/${companyId}/contacts`);
    expect(list.body.items.map((c) => c.name)).toEqual(["Layla Hassan", "Omar"]);
    const [audit] = await auditOf(crm, "contact", first.body.id);
    expect(audit).toMatchObject({ action: "contact.create", actor: "sales1" });
  });

  it.each([
    [{ companyId: "" }, "companyId", "Please select a company"],
    [{ companyId: undefined }, "companyId", "Please select a company"],
    [{ name: " " }, "name", "Contact name is required"],
    [{ email: "", phone: "" }, "email", "Give at least one way to reach them: an email or a phone number"],
    [
      { email: undefined, phone: undefined },
      "email",
      "Give at least one way to reach them: an email or a phone number",
    ],
    [{ email: "layla@" }, "email", "Invalid email address"],
  ])("refuses %o", async (overrides, field, message) => {
    const res = await crm.call<ErrorBody>("POST", "/api/crm/contacts", contact(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.fields?.[field]).toBe(message);
  });

  it("refuses a contact for a company that does not exist", async () => {
    const res = await crm.call<ErrorBody>("POST", "/api/crm/contacts", contact({ companyId: 999999 }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("The company no longer exists.");
  });

  it("edits a contact with its version; a stale version gets 409 and the current contact", async () => {
    const created = await crm.call<Contact>("POST", "/api/crm/contacts", contact({ name: "Faisal" }));
    const path = `/api/crm/contacts/${created.body.id}`;
    const edited = await crm.call<Contact>("PATCH", path, {
      version: 1,
      position: "CEO",
      email: "f@example.com",
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ position: "CEO", email: "f@example.com", version: 2 });
    const stale = await crm.call<ErrorBody>("PATCH", path, { version: 1, position: "Intern" });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe("Someone else changed this contact in the meantime.");
    expect(stale.body.error.current).toMatchObject({ position: "CEO", version: 2 });
    const bad = await crm.call<ErrorBody>("PATCH", path, { version: 2, email: "", phone: " " });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("Give at least one way to reach them: an email or a phone number");
  });

  it("deletes a contact, audits it, and 404s the second time", async () => {
    const created = await crm.call<Contact>("POST", "/api/crm/contacts", contact({ name: "Temporary" }));
    const path = `/api/crm/contacts/${created.body.id}`;
    expect((await crm.call("DELETE", path)).status).toBe(204);
    const gone = await crm.call<ErrorBody>("DELETE", path);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe("This contact does not exist.");
    const actions = await auditOf(crm, "contact", created.body.id);
    expect(actions.map((a) => a.action)).toContain("contact.delete");
  });

  it("404s the contacts and projects of an unknown company", async () => {
    expect((await crm.call("GET", "/api/crm/companies/999999/contacts")).status).toBe(404);
    expect((await crm.call("GET", "/api/crm/companies/999999/projects")).status).toBe(404);
  });
});

describe("projects", () => {
  const project = (overrides: Record<string, unknown> = {}) => ({
    companyId,
    projectName: "Usage & attitude study",
    dealValue: "250000",
    startDate: "2026-04-01",
    endDate: "2026-06-30",
    deliverables: "Report and workshop",
    ...overrides,
  });

  it("adds a project as a proposal by default, deal value in SAR", async () => {
    const res = await crm.call<Project>("POST", "/api/crm/projects", project());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Usage & attitude study",
      dealValue: 250000,
      stage: "proposal",
      startDate: "2026-04-01",
      endDate: "2026-06-30",
      deliverables: "Report and workshop",
      version: 1,
    });
    const list = await crm.call<{ items: Project[] }>("GET", `/api/crm/companies/${companyId}/projects`);
    expect(list.body.items.map((p) => p.name)).toContain("Usage & attitude study");
  });

  it("takes every project stage, a number or no deal value at all", async () => {
    for (const stage of ["proposal", "negotiation", "active", "completed", "on-hold", "cancelled"]) {
      const res = await crm.call<Project>("POST", "/api/crm/projects", project({ stage, dealValue: 1500.5 }));
      expect(res.body).toMatchObject({ stage, dealValue: 1500.5 });
    }
    const none = await crm.call<Project>("POST", "/api/crm/projects", project({ dealValue: "" }));
    expect(none.body.dealValue).toBeNull();
  });

  it.each([
    [{ projectName: "" }, "projectName", "Deal name is required"],
    [{ dealValue: "abc" }, "dealValue", "Deal value must be a number"],
    [{ dealValue: -1 }, "dealValue", "Deal value cannot be negative"],
    [{ dealValue: "-0.01" }, "dealValue", "Deal value cannot be negative"],
    [{ stage: "paused" }, "stage", "Please select a project status"],
    [{ startDate: "2026-02-30" }, "startDate", "Please enter a valid date"],
    [{ companyId: "x" }, "companyId", "Please select a company"],
  ])("refuses %o", async (overrides, field, message) => {
    const res = await crm.call<ErrorBody>("POST", "/api/crm/projects", project(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.fields?.[field]).toBe(message);
  });

  it("edits with a version (409 when stale) and deletes", async () => {
    const created = await crm.call<Project>("POST", "/api/crm/projects", project({ projectName: "Tracker" }));
    const path = `/api/crm/projects/${created.body.id}`;
    const edited = await crm.call<Project>("PATCH", path, { version: 1, stage: "active", dealValue: 99 });
    expect(edited.body).toMatchObject({ stage: "active", dealValue: 99, version: 2 });
    const stale = await crm.call<ErrorBody>("PATCH", path, { version: 1, stage: "cancelled" });
    expect(stale.status).toBe(409);
    expect(stale.body.error.current).toMatchObject({ stage: "active" });
    const [audit] = await crm.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "project.update"));
    expect(audit?.details).toEqual({
      companyId,
      // The old API's project status moves the deal along: an active project is a won deal.
      before: { stage: "proposal", dealStage: "proposal", closedOn: null, dealValue: 250000 },
      after: {
        stage: "active",
        dealStage: "won",
        closedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        dealValue: 99,
      },
    });
    expect((await crm.call("DELETE", path)).status).toBe(204);
    expect((await crm.call("PATCH", path, { version: 2 })).status).toBe(404);
  });
});
