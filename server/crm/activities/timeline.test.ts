import { describe, expect, it } from "vitest";
import type { Company } from "#core/domain/crm";
import type { TimelineEntry, TimelinePage } from "#core/domain/pipeline";
import { loginAsStaff } from "../../test/staff";
import { setupCrmApp } from "../test-support";

const crm = setupCrmApp();

describe("a company's timeline", () => {
  it("merges notes and calls with stage moves, field changes and added contacts and projects, newest first, in pages", async () => {
    let minute = 0;
    const tick = () => {
      crm.t.clock.now = new Date(Date.UTC(2026, 10, 1, 9, minute++));
    };
    tick();
    const created = await crm.call<Company>("POST", "/api/crm/companies", {
      companyName: "Timeline Co",
      industry: "Technology",
      notes: "The old single notes field",
    });
    const id = created.body.id;
    tick();
    await crm.call("POST", "/api/crm/contacts", { companyId: id, name: "Lina", email: "lina@example.com" });
    tick();
    await crm.call("POST", "/api/crm/projects", { companyId: id, projectName: "Pilot", dealValue: 10 });
    tick();
    const note = await crm.call<TimelineEntry>("POST", `/api/crm/companies/${id}/activities`, {
      kind: "note",
      body: "Asked for a proposal",
    });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ type: "activity", kind: "note", actor: "sales1" });
    tick();
    await crm.call("PATCH", `/api/crm/companies/${id}`, {
      version: 1,
      stage: "qualified",
      nextAction: "Send deck",
    });
    tick();
    await crm.call("POST", `/api/crm/companies/${id}/activities`, { kind: "call", body: "Called Lina" });

    const page1 = await crm.call<TimelinePage>("GET", `/api/crm/companies/${id}/timeline?limit=3`);
    expect(page1.status).toBe(200);
    expect(page1.body.total).toBe(6);
    const describe = (e: TimelineEntry) => (e.type === "activity" ? `${e.kind}:${e.body}` : `${e.action}`);
    expect(page1.body.items.map(describe)).toEqual([
      "call:Called Lina",
      "company.update",
      "note:Asked for a proposal",
    ]);
    const update = page1.body.items[1];
    expect(update?.type === "audit" && update.changes).toEqual([
      { field: "stage", before: "lead", after: "qualified" },
      { field: "nextAction", before: "Initial contact", after: "Send deck" },
    ]);
    const page2 = await crm.call<TimelinePage>("GET", `/api/crm/companies/${id}/timeline?limit=3&offset=3`);
    expect(page2.body.items.map(describe)).toEqual(["project.create", "contact.create", "company.create"]);
    expect(page2.body.items.map((e) => (e.type === "audit" ? e.name : null))).toEqual([
      "Pilot",
      "Lina",
      "Timeline Co",
    ]);

    const company = await crm.call<Company>("GET", `/api/crm/companies/${id}`);
    expect(company.body.notes).toBe("The old single notes field");
  });

  it("lets only the author edit (with the version check) or delete a note", async () => {
    const c = await crm.call<Company>("POST", "/api/crm/companies", {
      companyName: "Author Co",
      industry: "FMCG",
    });
    const note = await crm.call<Extract<TimelineEntry, { type: "activity" }>>(
      "POST",
      `/api/crm/companies/${c.body.id}/activities`,
      { body: "  Mine  " },
    );
    expect(note.body).toMatchObject({ kind: "note", body: "Mine", version: 1, editedAt: null });
    const empty = await crm.call<{ error: { message: string } }>(
      "POST",
      `/api/crm/companies/${c.body.id}/activities`,
      {
        body: " ",
      },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("Write the note first");

    const other = await loginAsStaff(crm.t, "sales2");
    const asOther = await crm.t.request(`/api/crm/activities/${note.body.id}`, {
      method: "PATCH",
      headers: { cookie: other.cookie },
      json: { kind: "note", body: "Not mine", version: 1 },
    });
    expect(asOther.status).toBe(403);
    const deleteAsOther = await crm.t.request(`/api/crm/activities/${note.body.id}`, {
      method: "DELETE",
      headers: { cookie: other.cookie },
    });
    expect(deleteAsOther.status).toBe(403);

    const edited = await crm.call<Extract<TimelineEntry, { type: "activity" }>>(
      "PATCH",
      `/api/crm/activities/${note.body.id}`,
      { kind: "call", body: "Mine, edited", version: 1 },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ kind: "call", body: "Mine, edited", version: 2 });
    expect(edited.body.editedAt).not.toBeNull();
    const stale = await crm.call("PATCH", `/api/crm/activities/${note.body.id}`, {
      kind: "note",
      body: "stale",
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((await crm.call("DELETE", `/api/crm/activities/${note.body.id}`)).status).toBe(204);
    expect((await crm.call("DELETE", `/api/crm/activities/${note.body.id}`)).status).toBe(404);
    expect((await crm.call("GET", "/api/crm/companies/999999/timeline")).status).toBe(404);
  });
});
