import { describe, expect, it } from "vitest";
import type { Company } from "#core/domain/crm";
import type { Project } from "#core/domain/deals";
import type { FollowUp, FollowUpList } from "#core/domain/pipeline";
import { loginAsStaff } from "../../test/staff";
import { setupCrmApp } from "../test-support";

const crm = setupCrmApp();

async function company(name: string): Promise<Company> {
  const res = await crm.call<Company>("POST", "/api/crm/companies", { companyName: name, industry: "FMCG" });
  expect(res.status).toBe(201);
  return res.body;
}

async function deal(companyId: number, name: string, fields: Record<string, unknown>): Promise<Project> {
  const res = await crm.call<Project>("POST", "/api/crm/projects", {
    companyId,
    projectName: name,
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const followUps = async () =>
  (await crm.call<FollowUpList>("GET", "/api/crm/pipeline/follow-ups?today=2026-11-10")).body;
const names = (items: FollowUp[]) => items.map((f) => (f.deal ? `${f.deal.name} @ ${f.name}` : f.name));

describe("follow-ups of deals", () => {
  it("lists the owner's next steps of open deals with their company beside companies' own follow-ups", async () => {
    await loginAsStaff(crm.t, "sales2");
    const acme = await company("Acme Foods");
    const nile = await company("Nile Retail");
    const step = (due: string, owner = "sales1") => ({
      nextAction: "Send the offer",
      nextActionDue: due,
      nextActionOwner: owner,
    });
    await deal(acme.id, "Tracker", { dealStage: "negotiation", ...step("2026-11-02") });
    await deal(acme.id, "Panel", { dealStage: "proposal", ...step("2026-11-10") });
    await deal(nile.id, "Audit", { dealStage: "qualified", ...step("2026-11-13") });
    await deal(nile.id, "Later deal", { ...step("2026-12-01") });
    // Not listed: another owner's, a won one, a lost one, a trashed one.
    await deal(nile.id, "Theirs", step("2026-11-02", "sales2"));
    await deal(nile.id, "Signed", { dealStage: "won", ...step("2026-11-02") });
    await deal(nile.id, "Gone", { dealStage: "lost", lostReason: "price", ...step("2026-11-02") });
    const trashed = await deal(nile.id, "Trashed", step("2026-11-02"));
    expect((await crm.call("DELETE", `/api/crm/projects/${trashed.id}`)).status).toBe(204);
    // A company without deals keeps its own follow-up.
    const solo = await company("Solo Co");
    await crm.call("PATCH", `/api/crm/companies/${solo.id}`, {
      version: solo.version,
      ...step("2026-11-05"),
    });

    const list = await followUps();
    expect(names(list.overdue)).toEqual(["Tracker @ Acme Foods", "Solo Co"]);
    expect(list.overdueCount).toBe(2);
    expect(names(list.dueToday)).toEqual(["Panel @ Acme Foods"]);
    expect(names(list.thisWeek)).toEqual(["Audit @ Nile Retail"]);
    expect(names(list.later)).toEqual(["Later deal @ Nile Retail"]);
    // A deal's row opens its company and shows the deal's stage.
    expect(list.overdue[0]).toMatchObject({
      id: acme.id,
      stage: "negotiation",
      nextAction: "Send the offer",
    });

    // A trashed company's deals are off the list.
    const fresh = (await crm.call<Company>("GET", `/api/crm/companies/${acme.id}`)).body;
    expect(
      (await crm.call("DELETE", `/api/crm/companies/${acme.id}`, { version: fresh.version })).status,
    ).toBe(204);
    const after = await followUps();
    expect(names(after.overdue)).toEqual(["Solo Co"]);
    expect(after.overdueCount).toBe(1);
    expect(names(after.dueToday)).toEqual([]);
  });
});
