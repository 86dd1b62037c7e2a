import { describe, expect, it } from "vitest";
import type { Company, ImportReport } from "#core/domain/crm";
import type { Project } from "#core/domain/deals";
import { parseCsv } from "../csv";
import { setupCrmApp } from "../test-support";

const crm = setupCrmApp();

async function exportSheet(sheet: string) {
  const res = await crm.t.request(`/api/crm/export/${sheet}.csv`, { headers: { cookie: crm.cookie } });
  expect(res.status).toBe(200);
  return res.text();
}

describe("the pipeline's fields in import and export", () => {
  it("exports due date, owner and currency, and importing the export again changes nothing", async () => {
    const made = await crm.call<Company>("POST", "/api/crm/companies", {
      companyName: "Round Trip",
      industry: "FMCG",
    });
    const company = await crm.call<Company>("PATCH", `/api/crm/companies/${made.body.id}`, {
      version: 1,
      nextActionDue: "2026-12-01",
      nextActionOwner: "sales1",
    });
    expect(company.status).toBe(200);
    await crm.call<Project>("POST", "/api/crm/projects", {
      companyId: made.body.id,
      projectName: "Euro deal",
      dealValue: 99.5,
      currency: "EUR",
    });
    const companies = await exportSheet("companies");
    const projects = await exportSheet("projects");
    expect(parseCsv(companies)[1]?.cells.slice(8)).toEqual(["2026-12-01", "sales1"]);
    expect(parseCsv(projects)[0]?.cells[8]).toBe("Currency");
    expect(parseCsv(projects)[1]?.cells.slice(2, 4)).toEqual(["Euro deal", "99.5"]);
    expect(parseCsv(projects)[1]?.cells[8]).toBe("EUR");

    const files = [
      { name: "companies.csv", content: companies },
      { name: "projects.csv", content: projects },
    ];
    const again = await crm.call<ImportReport>("POST", "/api/crm/import", { files });
    expect(again.body).toMatchObject({ added: 0, updated: 0, unchanged: 2, skipped: [] });

    // A sheet of the spreadsheet's original layout (no new columns) leaves the new fields alone.
    const oldLayout = companies
      .split("\n")
      .map((line) => line.split(",").slice(0, 8).join(","))
      .join("\n");
    const old = await crm.call<ImportReport>("POST", "/api/crm/import", {
      files: [{ name: "companies.csv", content: oldLayout }],
    });
    expect(old.body).toMatchObject({ updated: 0, unchanged: 1 });
    const kept = await crm.call<Company>("GET", `/api/crm/companies/${made.body.id}`);
    expect(kept.body).toMatchObject({ nextActionDue: "2026-12-01", nextActionOwner: "sales1" });
  });

  it("imports a currency and an owner, and skips rows with an unknown currency or owner", async () => {
    const content = [
      "ID,Company,Industry,Stage,Last Contact,Next Action,Notes,Website,Next Action Due,Next Action Owner",
      "x-1,Imported One,FMCG,lead,,Call,,,2026-10-05,sales1",
      "x-2,Imported Two,FMCG,lead,,Call,,,2026-10-05,nobody",
    ].join("\n");
    const projects = [
      "ID,Company ID,Project,Deal Value,Stage,Start Date,End Date,Deliverables,Currency",
      "p-1,x-1,Dinar deal,1000,proposal,,,,rsd",
      "p-2,x-1,Odd deal,1000,proposal,,,,GBP",
      "p-3,x-1,Plain deal,5,proposal,,,,",
    ].join("\n");
    const res = await crm.call<ImportReport>("POST", "/api/crm/import", {
      files: [
        { name: "companies.csv", content },
        { name: "projects.csv", content: projects },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.added).toBe(3);
    expect(res.body.skipped.map((s) => s.reason)).toEqual([
      "No staff account “nobody” for the next action",
      "Unknown currency “GBP” (SAR, EUR, RSD or USD)",
    ]);
    const list = await crm.call<{ items: Company[] }>("GET", "/api/crm/companies?q=Imported%20One");
    const one = list.body.items[0];
    expect(one).toMatchObject({ nextActionDue: "2026-10-05", nextActionOwner: "sales1" });
    const deals = await crm.call<{ items: Project[] }>("GET", `/api/crm/companies/${one?.id}/projects`);
    expect(deals.body.items.map((p) => [p.name, p.currency]).sort()).toEqual([
      ["Dinar deal", "RSD"],
      ["Plain deal", "SAR"],
    ]);
  });
});
