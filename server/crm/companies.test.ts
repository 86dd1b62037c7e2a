import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Company, type CompanyList, DEFAULT_NEXT_ACTION } from "#core/domain/crm";
import { auditLog, companies } from "../db/schema";
import { auditOf, setupCrmApp } from "./test-support";

const crm = setupCrmApp();

const newCompany = (overrides: Record<string, unknown> = {}) => ({
  companyName: "Saudi National Bank",
  industry: "Banking & Retail Banks",
  website: "https://www.alahli.com",
  stage: "lead",
  notes: "Met at a conference",
  ...overrides,
});

/** Adds a company; these tests add the same website many times, so they confirm it (duplicates.test.ts checks the warning). */
async function create(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const body = { ...newCompany(overrides), confirmDuplicate: true };
  const res = await crm.call<Company>("POST", "/api/crm/companies", body, headers);
  expect(res.status).toBe(201);
  return res.body;
}

describe("POST /api/crm/companies", () => {
  it("needs a staff session", async () => {
    const res = await crm.t.request("/api/crm/companies", { method: "POST", json: newCompany() });
    expect(res.status).toBe(401);
  });

  it("adds a lead, last contacted today, next action 'Initial contact', with version 1 and an audit row", async () => {
    crm.t.clock.now = new Date("2026-03-04T10:00:00Z");
    const { stage: _stage, ...withoutStage } = newCompany();
    const res = await crm.call<Company>("POST", "/api/crm/companies", withoutStage);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Saudi National Bank",
      industry: "Banking & Retail Banks",
      solution: 3,
      stage: "lead",
      lastContact: "2026-03-04",
      nextAction: "Initial contact",
      website: "https://www.alahli.com",
      notes: "Met at a conference",
      version: 1,
    });
    const [audit] = await auditOf(crm, "company", res.body.id);
    expect(audit).toMatchObject({ actor: "sales1", action: "company.create", entity: "company" });
    expect(audit?.details).toMatchObject({ after: { name: "Saudi National Bank", stage: "lead" } });
  });

  it("keeps the date and next action the add page sends, and stores the default as its meaning on any page", async () => {
    const sent = await create({ lastContact: "2026-02-01", nextAction: "Call back" });
    expect(sent).toMatchObject({ lastContact: "2026-02-01", nextAction: "Call back" });
    const arabic = await create({ companyName: "Almarai" }, { "accept-language": "ar" });
    expect(arabic.nextAction).toBe(DEFAULT_NEXT_ACTION);
  });

  it.each([
    [{ companyName: "  " }, "companyName", "Company name is required"],
    [{ companyName: undefined }, "companyName", "Company name is required"],
    [{ industry: "" }, "industry", "Please select an industry"],
    [{ industry: "Aerospace" }, "industry", "Please select an industry"],
    [
      { website: "www.example.com" },
      "website",
      "Please enter a valid website address starting with http:// or https://",
    ],
    [
      { website: "javascript:alert(1)" },
      "website",
      "Please enter a valid website address starting with http:// or https://",
    ],
    [
      { website: "ftp://example.com" },
      "website",
      "Please enter a valid website address starting with http:// or https://",
    ],
    [{ stage: "won" }, "stage", "Please select a stage"],
    [{ notes: "x".repeat(5001) }, "notes", "Notes must be less than 5000 characters"],
  ])("refuses %o with the field's message", async (overrides, field, message) => {
    const res = await crm.call<{ error: { code: string; message: string; fields: Record<string, string> } }>(
      "POST",
      "/api/crm/companies",
      newCompany(overrides),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_input");
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.fields[field]).toBe(message);
  });

  it("answers validation messages in the request's language", async () => {
    const res = await crm.call<{ error: { message: string } }>(
      "POST",
      "/api/crm/companies",
      newCompany({ companyName: "" }),
      { "accept-language": "sr" },
    );
    expect(res.body.error.message).toBe("Назив компаније је обавезан");
  });

  it("accepts a blank website and notes as none", async () => {
    const company = await create({ companyName: "No Site", website: "  ", notes: "" });
    expect(company).toMatchObject({ website: null, notes: null });
  });
});

describe("GET /api/crm/companies/:id", () => {
  it("answers a company with its version, 404 for an unknown one", async () => {
    const company = await create({ companyName: "Elm" });
    const res = await crm.call<Company>("GET", `/api/crm/companies/${company.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(company);
    const missing = await crm.call<{ error: { code: string } }>("GET", "/api/crm/companies/999999");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("not_found");
    expect((await crm.call("GET", "/api/crm/companies/abc")).status).toBe(404);
    expect((await crm.call("GET", "/api/crm/companies/99999999999")).status).toBe(404);
  });
});

describe("PATCH /api/crm/companies/:id", () => {
  it("saves the edit form's fields, moves the version on and audits before and after of what changed", async () => {
    const company = await create({ companyName: "Tamara", industry: "Fintech & Digital Payments" });
    const res = await crm.call<Company>("PATCH", `/api/crm/companies/${company.id}`, {
      version: 1,
      stage: "negotiation",
      lastContact: "2026-03-01",
      nextAction: "Send the contract",
      website: "https://tamara.co",
      notes: "Met at a conference",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      stage: "negotiation",
      lastContact: "2026-03-01",
      nextAction: "Send the contract",
      website: "https://tamara.co",
      version: 2,
    });
    const rows = await auditOf(crm, "company", company.id);
    const update = rows.find((row) => row.action === "company.update");
    expect(update?.actor).toBe("sales1");
    expect(update?.details).toEqual({
      before: {
        stage: "lead",
        lastContact: company.lastContact,
        nextAction: "Initial contact",
        website: "https://www.alahli.com",
      },
      after: {
        stage: "negotiation",
        lastContact: "2026-03-01",
        nextAction: "Send the contract",
        website: "https://tamara.co",
      },
    });
  });

  it("allows any of the six stages in any order", async () => {
    const company = await create({ companyName: "Stage Walker" });
    let version = company.version;
    for (const stage of ["won", "lead", "lost", "qualified", "proposal", "negotiation"]) {
      const res = await crm.call<Company>("PATCH", `/api/crm/companies/${company.id}`, { version, stage });
      expect(res.status).toBe(200);
      expect(res.body.stage).toBe(stage);
      version = res.body.version;
    }
    expect(version).toBe(7);
  });

  it("answers 409 with the current data when the edit was based on an old version", async () => {
    const company = await create({ companyName: "Contested" });
    const first = await crm.call<Company>("PATCH", `/api/crm/companies/${company.id}`, {
      version: 1,
      notes: "First editor",
    });
    expect(first.status).toBe(200);
    const second = await crm.call<{ error: { code: string; message: string; current: Company } }>(
      "PATCH",
      `/api/crm/companies/${company.id}`,
      { version: 1, notes: "Second editor" },
    );
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("conflict");
    expect(second.body.error.message).toBe("Someone else changed this company in the meantime.");
    expect(second.body.error.current).toMatchObject({ id: company.id, notes: "First editor", version: 2 });
    const [row] = await crm.t.database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.notes).toBe("First editor");
  });

  it("changes nothing (same version, no audit row) when nothing differs", async () => {
    const company = await create({ companyName: "Unchanged" });
    const res = await crm.call<Company>("PATCH", `/api/crm/companies/${company.id}`, {
      version: 1,
      stage: "lead",
      notes: company.notes,
    });
    expect(res.body.version).toBe(1);
    const rows = await auditOf(crm, "company", company.id);
    expect(rows.map((row) => row.action)).toEqual(["company.create"]);
  });

  it("refuses a bad website, an unknown stage and a missing version", async () => {
    const company = await create({ companyName: "Strict" });
    const path = `/api/crm/companies/${company.id}`;
    const bad = await crm.call<{ error: { message: string } }>("PATCH", path, {
      version: 1,
      website: "nope",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(
      "Please enter a valid website address starting with http:// or https://",
    );
    expect((await crm.call("PATCH", path, { version: 1, stage: "closed" })).status).toBe(400);
    const noVersion = await crm.call<{ error: { message: string } }>("PATCH", path, { stage: "won" });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.error.message).toBe("The version of the record you edited is missing.");
    expect((await crm.call("PATCH", "/api/crm/companies/999999", { version: 1 })).status).toBe(404);
  });
});

describe("DELETE /api/crm/companies/:id", () => {
  it("moves the company to the trash with its contacts and projects in one go, and audits it", async () => {
    const company = await create({ companyName: "Going Away" });
    const contact = await crm.call<{ id: number }>("POST", "/api/crm/contacts", {
      companyId: company.id,
      name: "Ana",
      email: "ana@example.com",
    });
    const project = await crm.call<{ id: number }>("POST", "/api/crm/projects", {
      companyId: company.id,
      projectName: "Tracker",
    });
    const res = await crm.call("DELETE", `/api/crm/companies/${company.id}`);
    expect(res.status).toBe(204);
    expect((await crm.call("GET", `/api/crm/companies/${company.id}`)).status).toBe(404);
    expect((await crm.call("GET", `/api/crm/companies/${company.id}/contacts`)).status).toBe(404);
    expect((await crm.call("PATCH", `/api/crm/contacts/${contact.body.id}`, { version: 1 })).status).toBe(
      404,
    );
    expect((await crm.call("DELETE", `/api/crm/projects/${project.body.id}`)).status).toBe(404);
    const [audit] = await crm.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "company.delete"));
    // Into the trash, with its one contact and one project (server/crm/trash).
    expect(audit?.details).toMatchObject({ name: "Going Away", trash: true, contacts: 1, projects: 1 });
    expect((await crm.call("DELETE", `/api/crm/companies/${company.id}`)).status).toBe(404);
  });
});

describe("GET /api/crm/companies", () => {
  it("lists by name with paging, the total and the five counts", async () => {
    const res = await crm.call<CompanyList>("GET", "/api/crm/companies?limit=2&offset=0");
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(2);
    expect(res.body.total).toBeGreaterThan(2);
    const names = res.body.items.map((c) => c.name.toLowerCase());
    expect([...names].sort()).toEqual(names);
    const next = await crm.call<CompanyList>("GET", "/api/crm/companies?limit=2&offset=2");
    expect(next.body.items[0]?.id).not.toBe(res.body.items[0]?.id);
    expect(res.body.stats.total).toBe(res.body.total);
  });

  it("refuses a bad filter", async () => {
    expect((await crm.call("GET", "/api/crm/companies?stage=closed")).status).toBe(400);
    expect((await crm.call("GET", "/api/crm/companies?solution=13")).status).toBe(400);
    expect((await crm.call("GET", "/api/crm/companies?limit=100000")).status).toBe(400);
  });
});
