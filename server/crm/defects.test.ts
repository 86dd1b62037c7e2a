import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Contact } from "#core/domain/crm";
import type { Project } from "#core/domain/deals";
import { setupCrmApp } from "./test-support";

const crm = setupCrmApp();
type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

describe("defects found on the way (issue 16, item 8)", () => {
  let companyId = 0;
  it("seeds", async () => {
    companyId = (
      await crm.call<{ id: number }>("POST", "/api/crm/companies", {
        companyName: "Dates Co",
        industry: "FMCG",
      })
    ).body.id;
  });

  it("refuses a project whose end date comes before its start, on add and on edit", async () => {
    const bad = await crm.call<ErrorBody>("POST", "/api/crm/projects", {
      companyId,
      projectName: "Backwards",
      startDate: "2026-03-01",
      endDate: "2026-02-01",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.endDate).toBe("The end date cannot be before the start date");
    const good = await crm.call<Project>("POST", "/api/crm/projects", {
      companyId,
      projectName: "Forwards",
      startDate: "2026-03-01",
      endDate: "2026-03-01",
    });
    expect(good.status).toBe(201);
    // Only the end sent: compared with the start already stored.
    const edit = await crm.call<ErrorBody>("PATCH", `/api/crm/projects/${good.body.id}`, {
      version: 1,
      endDate: "2026-01-31",
    });
    expect(edit.status).toBe(400);
    expect(edit.body.error.fields?.endDate).toBe("The end date cannot be before the start date");
    const later = await crm.call<Project>("PATCH", `/api/crm/projects/${good.body.id}`, {
      version: 1,
      endDate: "2026-04-30",
    });
    expect(later.status).toBe(200);
  });

  it("edits a contact imported without an e-mail without asking for one, but never leaves a contact who had one with no way to reach them", async () => {
    const created = await crm.call<Contact>("POST", "/api/crm/contacts", {
      companyId,
      name: "No Mail",
      email: "temp@example.com",
    });
    // As the import leaves it: no e-mail.
    await crm.t.database.db.execute(sql`update contacts set email = null where id = ${created.body.id}`);
    const edit = await crm.call<Contact>("PATCH", `/api/crm/contacts/${created.body.id}`, {
      version: 1,
      name: "No Mail",
      position: "Buyer",
      email: "",
      phone: "",
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ position: "Buyer", email: null, version: 2 });

    const withMail = await crm.call<Contact>("POST", "/api/crm/contacts", {
      companyId,
      name: "Has Mail",
      email: "has@example.com",
    });
    const cleared = await crm.call<ErrorBody>("PATCH", `/api/crm/contacts/${withMail.body.id}`, {
      version: 1,
      email: "",
    });
    expect(cleared.status).toBe(400);
    expect(cleared.body.error.message).toBe(
      "Give at least one way to reach them: an email or a phone number",
    );
  });
});
