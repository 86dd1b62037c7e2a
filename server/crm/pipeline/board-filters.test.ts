import { describe, expect, it } from "vitest";
import type { Company } from "#core/domain/crm";
import type { Project } from "#core/domain/deals";
import type { DealColumnPage, PipelineSummary } from "#core/domain/pipeline";
import { loginAsStaff } from "../../test/staff";
import { setupCrmApp } from "../test-support";
import { closeWindow } from "./board-filter";

const crm = setupCrmApp();
const TODAY = "2026-11-20";

async function deal(companyId: number, name: string, more: Record<string, unknown>) {
  const res = await crm.call<Project>("POST", "/api/crm/projects", {
    companyId,
    projectName: name,
    dealValue: 100,
    dealStage: "proposal",
    ...more,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The names of the Proposal column's deals with the filters, and the summary's count for it. */
async function shown(filters: string) {
  const query = `?today=${TODAY}&limit=100${filters}`;
  const column = await crm.call<DealColumnPage>("GET", `/api/crm/pipeline/columns/proposal${query}`);
  const summary = await crm.call<PipelineSummary>("GET", `/api/crm/pipeline/summary${query}`);
  expect(column.status).toBe(200);
  const names = column.body.items.map((d) => d.name).sort();
  expect(summary.body.stages.find((s) => s.stage === "proposal")?.count).toBe(names.length);
  return names;
}

describe("the board's filters", () => {
  it("mine, owner, currency, industry and the expected close narrow the columns and the totals alike", async () => {
    await loginAsStaff(crm.t, "sales2");
    const fmcg = await crm.call<Company>("POST", "/api/crm/companies", {
      companyName: "Filter Foods",
      industry: "FMCG",
    });
    const tech = await crm.call<Company>("POST", "/api/crm/companies", {
      companyName: "Filter Tech",
      industry: "Technology",
    });
    await deal(fmcg.body.id, "Mine EUR", { currency: "EUR", expectedClose: "2026-11-05" });
    await deal(fmcg.body.id, "Theirs SAR", { owner: "sales2", expectedClose: "2026-12-10" });
    await deal(tech.body.id, "Mine USD", { currency: "USD", expectedClose: "2027-01-15" });
    await deal(tech.body.id, "Mine late", { expectedClose: "2026-10-01" });
    await deal(tech.body.id, "Lost late", {
      dealStage: "lost",
      lostReason: "price",
      expectedClose: "2026-10-01",
    });

    expect(await shown("")).toEqual(["Mine EUR", "Mine USD", "Mine late", "Theirs SAR"]);
    expect(await shown("&mine=1")).toEqual(["Mine EUR", "Mine USD", "Mine late"]);
    expect(await shown("&owner=sales2")).toEqual(["Theirs SAR"]);
    expect(await shown("&currency=EUR")).toEqual(["Mine EUR"]);
    expect(await shown("&industry=fmcg")).toEqual(["Mine EUR", "Theirs SAR"]);
    expect(await shown("&close=month")).toEqual(["Mine EUR"]);
    expect(await shown("&close=quarter")).toEqual(["Mine EUR", "Theirs SAR", "Mine late"].sort());
    expect(await shown("&close=overdue")).toEqual(["Mine EUR", "Mine late"]);
    expect(await shown("&close=overdue&mine=1&industry=technology")).toEqual(["Mine late"]);
    // A lost deal is never overdue, even with its close date past.
    const lost = await crm.call<DealColumnPage>(
      "GET",
      `/api/crm/pipeline/columns/lost?today=${TODAY}&close=overdue`,
    );
    expect(lost.body.items).toEqual([]);
  });

  it("refuses a filter it does not know, with nothing shown", async () => {
    for (const bad of ["close=year", "currency=XYZ", "industry=nowhere", "mine=yes"]) {
      const res = await crm.call("GET", `/api/crm/pipeline/columns/proposal?${bad}`);
      expect(res.status, bad).toBe(400);
    }
  });

  it("knows a month's and a quarter's first and last day", () => {
    expect(closeWindow("2026-11-20", "month")).toEqual(["2026-11-01", "2026-11-30"]);
    expect(closeWindow("2026-02-03", "month")).toEqual(["2026-02-01", "2026-02-28"]);
    expect(closeWindow("2026-11-20", "quarter")).toEqual(["2026-10-01", "2026-12-31"]);
    expect(closeWindow("2026-01-01", "quarter")).toEqual(["2026-01-01", "2026-03-31"]);
  });
});
