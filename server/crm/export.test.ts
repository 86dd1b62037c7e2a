import { describe, expect, it } from "vitest";
import type { Company, ImportReport } from "#core/domain/crm";
import { parseCsv } from "./csv";
import { setupCrmApp } from "./test-support";

const crm = setupCrmApp();

describe("CSV export", () => {
  it("downloads each sheet in the spreadsheet's column order, and importing it again changes nothing", async () => {
    const company = await crm.call<Company>("POST", "/api/crm/companies", {
      companyName: "Elm, Riyadh",
      industry: "Technology",
      notes: "=1+1 looks like a formula",
      lastContact: "2026-01-02",
    });
    await crm.call("POST", "/api/crm/contacts", {
      companyId: company.body.id,
      name: "Layla",
      email: "layla@example.com",
      phone: "+966 50 000 0000",
    });
    await crm.call("POST", "/api/crm/projects", {
      companyId: company.body.id,
      projectName: "Tracker",
      dealValue: 1234.5,
      stage: "active",
    });
    crm.t.clock.now = new Date("2026-05-06T08:00:00Z");

    const files: { name: string; content: string }[] = [];
    for (const sheet of ["companies", "contacts", "projects"]) {
      const res = await crm.t.request(`/api/crm/export/${sheet}.csv`, { headers: { cookie: crm.cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="potentia-crm-${sheet}-2026-05-06.csv"`,
      );
      const content = await res.text();
      files.push({ name: `${sheet}.csv`, content });
    }
    // Each file's first line: the spreadsheet's header row, as written.
    expect(files.map((f) => f.content.split("\r\n")[0])).toEqual([
      "ID,Company,Industry,Stage,Last Contact,Next Action,Notes,Website,Next Action Due,Next Action Owner",
      "ID,Company ID,Name,Position,Email,Phone",
      "ID,Company ID,Project,Deal Value,Stage,Start Date,End Date,Deliverables,Currency",
    ]);
    const [companiesCsv, contactsCsv, projectsCsv] = files.map((f) =>
      parseCsv(f.content).map((r) => r.cells),
    );
    expect(companiesCsv?.slice(1)).toEqual([
      [
        `crm-${company.body.id}`,
        "Elm, Riyadh",
        "Technology",
        "lead",
        "2026-01-02",
        "Initial contact",
        "'=1+1 looks like a formula",
        "",
        "",
        "",
      ],
    ]);
    expect(contactsCsv?.[1]).toEqual([
      expect.stringMatching(/^crm-\d+$/),
      `crm-${company.body.id}`,
      "Layla",
      "",
      "layla@example.com",
      "'+966 50 000 0000",
    ]);
    expect(projectsCsv?.[1]).toEqual([
      expect.stringMatching(/^crm-\d+$/),
      `crm-${company.body.id}`,
      "Tracker",
      "1234.5",
      "active",
      "",
      "",
      "",
      "SAR",
    ]);

    const again = await crm.call<ImportReport>("POST", "/api/crm/import", { files });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ added: 0, updated: 0, unchanged: 3, skipped: [] });
  });

  it("needs a staff session and knows only the three sheets", async () => {
    expect((await crm.t.request("/api/crm/export/companies.csv")).status).toBe(401);
    expect((await crm.call("GET", "/api/crm/export/audit.csv")).status).toBe(404);
  });
});
