import { describe, expect, it } from "vitest";
import type { Project } from "#core/domain/deals";
import { setupCrmApp } from "./test-support";

const crm = setupCrmApp();
type ErrorBody = { error: { message: string; fields?: Record<string, string> } };
const BACKWARDS = "The end date cannot be before the start date";

/** A company of this test's own, for its projects. */
async function company(name: string) {
  const res = await crm.call<{ id: number }>("POST", "/api/crm/companies", {
    companyName: name,
    industry: "FMCG",
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe("a project's dates", () => {
  it("refuses an end before the start on add, and takes an end on the start's day", async () => {
    const companyId = await company("Dates On Add Co");
    const dates = { companyId, startDate: "2026-03-01" };
    const bad = await crm.call<ErrorBody>("POST", "/api/crm/projects", {
      ...dates,
      projectName: "Backwards",
      endDate: "2026-02-01",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.endDate).toBe(BACKWARDS);
    const list = await crm.call<{ items: Project[] }>("GET", `/api/crm/companies/${companyId}/projects`);
    expect(list.body.items).toEqual([]);
    const sameDay = await crm.call<Project>("POST", "/api/crm/projects", {
      ...dates,
      projectName: "Forwards",
      endDate: "2026-03-01",
    });
    expect(sameDay.status).toBe(201);
  });

  it("compares an edit's end alone with the start already stored", async () => {
    const companyId = await company("Dates On Edit Co");
    const made = await crm.call<Project>("POST", "/api/crm/projects", {
      companyId,
      projectName: "Edited",
      startDate: "2026-03-01",
      endDate: "2026-03-31",
    });
    expect(made.status).toBe(201);
    const path = `/api/crm/projects/${made.body.id}`;
    const edit = await crm.call<ErrorBody>("PATCH", path, { version: 1, endDate: "2026-01-31" });
    expect(edit.status).toBe(400);
    expect(edit.body.error.fields?.endDate).toBe(BACKWARDS);
    const later = await crm.call<Project>("PATCH", path, { version: 1, endDate: "2026-04-30" });
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({ startDate: "2026-03-01", endDate: "2026-04-30", version: 2 });
  });
});
