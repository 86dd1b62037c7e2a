import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Project } from "#core/domain/deals";
import { serverT } from "#core/i18n/resources.server";
import { projects } from "../db/schema";
import { setupCrmApp } from "./test-support";

const crm = setupCrmApp();
let companyId: number;
let otherCompanyContact: number;

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

beforeAll(async () => {
  const company = await crm.call<{ id: number }>("POST", "/api/crm/companies", {
    companyName: "Al Marai Tracker Co",
    industry: "FMCG",
  });
  companyId = company.body.id;
  const other = await crm.call<{ id: number }>("POST", "/api/crm/companies", {
    companyName: "Other Deals Co",
    industry: "FMCG",
  });
  const contact = await crm.call<{ id: number }>("POST", "/api/crm/contacts", {
    companyId: other.body.id,
    name: "Not Theirs",
    email: "not@example.com",
  });
  otherCompanyContact = contact.body.id;
  expect(contact.status).toBe(201);
});

const deal = (overrides: Record<string, unknown> = {}) => ({
  companyId,
  projectName: "Brand tracker 2027",
  dealValue: "120000",
  currency: "EUR",
  dealStage: "negotiation",
  ...overrides,
});

describe("deals (the projects API grown)", () => {
  it("adds a deal owned by its creator, at its own stage, weighted by its stage until it has its own probability", async () => {
    const res = await crm.call<Project>("POST", "/api/crm/projects", deal({ expectedClose: "2027-02-15" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Brand tracker 2027",
      dealStage: "negotiation",
      // The project's status follows the deal's stage.
      stage: "negotiation",
      owner: "sales1",
      probability: null,
      expectedClose: "2027-02-15",
      closedOn: null,
    });
    const changed = await crm.call<Project>("PATCH", `/api/crm/projects/${res.body.id}`, {
      version: res.body.version,
      probability: 60,
    });
    expect(changed.body.probability).toBe(60);
  });

  it("sets the day it was won, clears it when reopened, and keeps the project status of a delivered deal", async () => {
    const created = (await crm.call<Project>("POST", "/api/crm/projects", deal())).body;
    const won = await crm.call<Project>("PATCH", `/api/crm/projects/${created.id}`, {
      version: created.version,
      dealStage: "won",
    });
    expect(won.body).toMatchObject({ dealStage: "won", stage: "active" });
    expect(won.body.closedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const done = await crm.call<Project>("PATCH", `/api/crm/projects/${created.id}`, {
      version: won.body.version,
      stage: "completed",
    });
    expect(done.body).toMatchObject({ dealStage: "won", stage: "completed", closedOn: won.body.closedOn });
    const reopened = await crm.call<Project>("PATCH", `/api/crm/projects/${created.id}`, {
      version: done.body.version,
      dealStage: "qualified",
    });
    expect(reopened.body).toMatchObject({ dealStage: "qualified", stage: "proposal", closedOn: null });
  });

  it("needs a reason to move to Lost (and a note with Other); a cancelled project through the old API is lost as cancelled", async () => {
    const created = (await crm.call<Project>("POST", "/api/crm/projects", deal())).body;
    const path = `/api/crm/projects/${created.id}`;
    const bare = await crm.call<ErrorBody>("PATCH", path, { version: created.version, dealStage: "lost" });
    expect(bare.status).toBe(400);
    expect(bare.body.error.fields?.lostReason).toBe(serverT("en")("deals:errors.lostReasonRequired"));
    const other = await crm.call<ErrorBody>("PATCH", path, {
      version: created.version,
      dealStage: "lost",
      lostReason: "other",
    });
    expect(other.body.error.fields?.lostNote).toBe(serverT("en")("deals:errors.lostNoteRequired"));
    const lost = await crm.call<Project>("PATCH", path, {
      version: created.version,
      dealStage: "lost",
      lostReason: "competitor",
    });
    expect(lost.body).toMatchObject({ dealStage: "lost", stage: "cancelled", lostReason: "competitor" });

    const old = (await crm.call<Project>("POST", "/api/crm/projects", deal({ dealStage: undefined }))).body;
    const cancelled = await crm.call<Project>("PATCH", `/api/crm/projects/${old.id}`, {
      version: old.version,
      stage: "cancelled",
    });
    expect(cancelled.body).toMatchObject({ dealStage: "lost", lostReason: "cancelled" });
  });

  describe.each(["en", "ar", "sr"] as const)(
    "bad input in %s: a translated message on the field, nothing saved",
    (lang) => {
      const t = serverT(lang);
      const cases: Array<[string, Record<string, unknown>, string, string]> = [
        ["no company", { companyId: undefined }, "companyId", "crm:errors.companyRequired"],
        ["a negative amount", { dealValue: "-5" }, "dealValue", "crm:errors.dealValueNegative"],
        ["an absurd amount", { dealValue: "1e15" }, "dealValue", "crm:errors.dealValueInvalid"],
        ["an amount too large", { dealValue: "9999999999999" }, "dealValue", "crm:errors.dealValueTooLarge"],
        ["an unknown currency", { currency: "XYZ" }, "currency", "pipeline:errors.currencyInvalid"],
        ["an unknown owner", { owner: "nobody" }, "owner", "pipeline:errors.ownerUnknown"],
        [
          "a close before the start",
          { startDate: "2027-03-01", expectedClose: "2027-02-01" },
          "expectedClose",
          "deals:errors.closeBeforeStart",
        ],
        ["Lost without a reason", { dealStage: "lost" }, "lostReason", "deals:errors.lostReasonRequired"],
        ["a probability over 100", { probability: 140 }, "probability", "deals:errors.probability"],
        ["another company's contact", { contactId: -1 }, "contactId", "deals:errors.contactUnknown"],
      ];
      it.each(cases)("%s", async (_what, overrides, field, key) => {
        const before = await crm.t.database.db.$count(projects);
        const body = { ...deal({ projectName: `Refused ${lang}` }), ...overrides };
        const res = await crm.call<ErrorBody>("POST", "/api/crm/projects", body, { "accept-language": lang });
        expect(res.status).toBe(400);
        expect(res.body.error.fields?.[field]).toBe(t(key));
        expect(await crm.t.database.db.$count(projects)).toBe(before);
      });

      it("a contact of another company", async () => {
        const res = await crm.call<ErrorBody>(
          "POST",
          "/api/crm/projects",
          deal({ contactId: otherCompanyContact }),
          { "accept-language": lang },
        );
        expect(res.status).toBe(400);
        expect(res.body.error.fields?.contactId).toBe(t("deals:errors.contactUnknown"));
        const rows = await crm.t.database.db
          .select()
          .from(projects)
          .where(eq(projects.contactId, otherCompanyContact));
        expect(rows).toEqual([]);
      });
    },
  );
});
