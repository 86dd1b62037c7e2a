import { describe, expect, it } from "vitest";
import type { Contact } from "#core/domain/crm";
import type { Project } from "#core/domain/deals";
import type { TimelinePage } from "#core/domain/pipeline";
import { setupCrmApp } from "../test-support";

const crm = setupCrmApp();

describe("a company's timeline and its deals", () => {
  it("shows a deal's changes named by the deal, its primary contact by name", async () => {
    const company = await crm.call<{ id: number }>("POST", "/api/crm/companies", {
      companyName: "Timeline Deals Co",
      industry: "FMCG",
    });
    const contact = await crm.call<Contact>("POST", "/api/crm/contacts", {
      companyId: company.body.id,
      name: "Lina Haddad",
      email: "lina@example.com",
    });
    expect(contact.status).toBe(201);
    const deal = await crm.call<Project>("POST", "/api/crm/projects", {
      companyId: company.body.id,
      projectName: "Retail audit",
    });
    const changed = await crm.call<Project>("PATCH", `/api/crm/projects/${deal.body.id}`, {
      version: deal.body.version,
      dealStage: "lost",
      lostReason: "budget",
      contactId: contact.body.id,
      probability: 5,
    });
    expect(changed.status).toBe(200);
    const page = await crm.call<TimelinePage>("GET", `/api/crm/companies/${company.body.id}/timeline`);
    const entry = page.body.items.find((e) => e.type === "audit" && e.action === "project.update");
    expect(entry).toMatchObject({ name: "Retail audit" });
    const changes = entry?.type === "audit" ? entry.changes : [];
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: "dealStage", before: "proposal", after: "lost" },
        { field: "lostReason", before: null, after: "budget" },
        { field: "contactId", before: null, after: "Lina Haddad" },
        { field: "probability", before: null, after: 5 },
      ]),
    );
  });
});
