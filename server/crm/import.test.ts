import { readFileSync } from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Company, CompanyList, Contact, ImportReport } from "#core/domain/crm";
import type { Project } from "#core/domain/deals";
import { auditLog, companies, contacts, projects } from "../db/schema";
import { setupCrmApp } from "./test-support";

const crm = setupCrmApp({ perTest: true });
const FIXTURES = path.join(import.meta.dirname, "fixtures");
const file = (name: string) => ({ name, content: readFileSync(path.join(FIXTURES, name), "utf8") });

async function importFiles(...names: string[]) {
  return crm.call<ImportReport & { error?: { code: string; message: string } }>("POST", "/api/crm/import", {
    files: names.map(file),
  });
}

async function counts() {
  const db = crm.t.database.db;
  const [[c], [k], [p], [a]] = await Promise.all([
    db.select({ n: count() }).from(companies),
    db.select({ n: count() }).from(contacts),
    db.select({ n: count() }).from(projects),
    db.select({ n: count() }).from(auditLog),
  ]);
  return { companies: c?.n, contacts: k?.n, projects: p?.n, audit: a?.n };
}

async function companyNamed(name: string): Promise<Company> {
  const res = await crm.call<CompanyList>("GET", `/api/crm/companies?q=${encodeURIComponent(name)}`);
  const found = res.body.items.find((c) => c.name === name);
  if (!found) throw new Error(`${name} not found`);
  return found;
}

/** The three sheets' query answers imported into the test's own database (files in any order). */
async function importGviz() {
  const res = await importFiles("projects.gviz.txt", "companies.gviz.txt", "contacts.gviz.txt");
  expect(res.status).toBe(200);
  return res;
}

describe("importing the spreadsheet's query answers", () => {
  it("reads the three sheets: first row skipped, nameless rows dropped, dates from 0-based months", async () => {
    const res = await importGviz();
    expect(res.body.sheets).toEqual([
      { sheet: "companies", file: "companies.gviz.txt", added: 4, updated: 0, unchanged: 0 },
      { sheet: "contacts", file: "contacts.gviz.txt", added: 2, updated: 0, unchanged: 0 },
      { sheet: "projects", file: "projects.gviz.txt", added: 2, updated: 0, unchanged: 0 },
    ]);
    expect(res.body.skipped).toEqual([
      { sheet: "companies", row: 4, reason: "no name (row dropped)" },
      { sheet: "companies", row: 7, reason: "unknown stage “pending”" },
      { sheet: "contacts", row: 4, reason: "company ID 99 was not found" },
      { sheet: "contacts", row: 5, reason: "no name (row dropped)" },
      { sheet: "contacts", row: 6, reason: "“not-an-email” is not an email address" },
      { sheet: "projects", row: 4, reason: "“-5” is not a deal value of zero or more" },
      { sheet: "projects", row: 5, reason: "company ID 3 was not found" },
    ]);

    const bank = await companyNamed("Saudi National Bank");
    expect(bank).toMatchObject({
      externalId: "1",
      industry: "Banking & Retail Banks",
      solution: 3,
      stage: "qualified",
      lastContact: "2025-01-15",
      nextAction: "Follow-up meeting",
      website: "https://www.alahli.com",
    });
    expect(await companyNamed("Tamara")).toMatchObject({
      website: "https://tamara.co",
      stage: "lead",
      lastContact: null,
    });
    expect(await companyNamed("Almarai")).toMatchObject({
      industry: "FMCG",
      stage: "proposal",
      lastContact: "2024-12-31",
    });
    expect(await companyNamed("Mystery Aerospace")).toMatchObject({
      industry: "Aerospace",
      solution: 0,
      stage: "won",
    });

    const people = await crm.call<{ items: Contact[] }>("GET", `/api/crm/companies/${bank.id}/contacts`);
    expect(people.body.items).toMatchObject([
      {
        name: "Ahmed Al-Rashid",
        position: "Head of Marketing",
        email: "ahmed@example.com",
        phone: "+966 11 000 0001",
      },
    ]);
    const work = await crm.call<{ items: Project[] }>("GET", `/api/crm/companies/${bank.id}/projects`);
    expect(work.body.items).toMatchObject([
      {
        name: "Brand health tracker",
        dealValue: 250000,
        stage: "active",
        startDate: "2025-02-01",
        endDate: "2025-12-31",
      },
    ]);
    const almarai = await companyNamed("Almarai");
    const study = await crm.call<{ items: Project[] }>("GET", `/api/crm/companies/${almarai.id}/projects`);
    expect(study.body.items).toMatchObject([
      { name: "Shopper journey study", dealValue: null, stage: "on-hold" },
    ]);
  });

  it("changes nothing when the same files are imported again", async () => {
    expect((await importGviz()).body.added).toBe(8);
    const before = await counts();
    const res = await importFiles("companies.gviz.txt", "contacts.gviz.txt", "projects.gviz.txt");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ added: 0, updated: 0, unchanged: 8 });
    expect(res.body.skipped).toHaveLength(7);
    expect(await counts()).toEqual(before);
  });

  it("keeps a field changed here since the last import and reports it as a conflict (decision 022)", async () => {
    await importGviz();
    const bank = await companyNamed("Saudi National Bank");
    await crm.call("PATCH", `/api/crm/companies/${bank.id}`, {
      version: bank.version,
      notes: "Changed here",
    });
    const res = await importFiles("companies.gviz.txt");
    expect(res.body).toMatchObject({ added: 0, updated: 0, unchanged: 4 });
    expect(res.body.conflicts).toMatchObject([
      { sheet: "companies", name: "Saudi National Bank", field: "notes", crmValue: "Changed here" },
    ]);
    const after = await companyNamed("Saudi National Bank");
    expect(after).toMatchObject({ notes: "Changed here", version: bank.version + 1 });
  });
});

describe("importing CSV files", () => {
  it("reads quoted cells, Arabic text, line breaks, Date() values and amounts written with SAR and commas", async () => {
    const companiesRes = await importFiles("companies.csv");
    expect(companiesRes.status).toBe(200);
    expect(companiesRes.body.added).toBe(3);
    expect(companiesRes.body.skipped).toEqual([
      { sheet: "companies", row: 5, reason: "no name (row dropped)" },
      { sheet: "companies", row: 6, reason: "“not a url” is not a web address" },
    ]);
    expect(await companyNamed("Elm Company")).toMatchObject({
      stage: "negotiation",
      lastContact: "2025-03-02",
      notes: 'Likes dashboards, wants "AI" too',
      website: "https://elm.sa",
    });
    expect(await companyNamed("شركة الاتصالات السعودية")).toMatchObject({
      lastContact: "2025-06-01",
      notes: "Two\nlines",
    });
    expect(await companyNamed("Riyadh Holding")).toMatchObject({ stage: "lead", solution: 12 });

    // Contacts and projects of companies imported earlier.
    const rest = await importFiles("contacts.csv", "projects.csv");
    expect(rest.body.sheets.map((s) => [s.sheet, s.added])).toEqual([
      ["contacts", 2],
      ["projects", 1],
    ]);
    expect(rest.body.skipped).toEqual([
      { sheet: "contacts", row: 4, reason: "company ID 777 was not found" },
      { sheet: "projects", row: 3, reason: "“abc” is not a deal value of zero or more" },
      { sheet: "projects", row: 4, reason: "“2025-13-45” is not a date (startDate)" },
    ]);
    const elm = await companyNamed("Elm Company");
    const work = await crm.call<{ items: Project[] }>("GET", `/api/crm/companies/${elm.id}/projects`);
    expect(work.body.items).toMatchObject([
      {
        name: "Usage & attitude study",
        dealValue: 1200000.5,
        stage: "negotiation",
        deliverables: "Report; workshop",
      },
    ]);
    expect((await importFiles("companies.csv", "contacts.csv", "projects.csv")).body).toMatchObject({
      added: 0,
      updated: 0,
      unchanged: 6,
    });
  });
});

describe("bad files", () => {
  it.each([
    [
      "bad-wrapper.txt",
      "bad-wrapper.txt: this is not a spreadsheet query answer (its wrapper is not the expected one).",
    ],
    ["broken.txt", "broken.txt: the file is neither valid JSON nor a spreadsheet query answer."],
    ["no-table.txt", "no-table.txt: the answer holds no table of rows."],
    ["error-answer.txt", "error-answer.txt: the spreadsheet answered with an error instead of data."],
    ["unclosed-quote.csv", "unclosed-quote.csv: the CSV file has a quote that is never closed (line 2)."],
    [
      "data.csv",
      "data.csv: cannot tell which sheet this file holds. Put Companies, Contacts or Projects in its name.",
    ],
    ["empty.csv", "empty.csv: the file is empty."],
  ])("%s gets a clear error and, even beside good files, changes nothing", async (name, message) => {
    const before = await counts();
    const res = await crm.call<{ error: { code: string; message: string } }>("POST", "/api/crm/import", {
      files: [{ ...file("companies.csv"), name: "more-companies.csv" }, file(name)],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_input", message });
    expect(await counts()).toEqual(before);
  });

  it.each([
    [
      "a PNG",
      "companies.csv",
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52],
    ],
    ["a ZIP", "contacts.csv", [0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0, 0x08, 0, 0, 0, 0x21, 0, 0xa1, 0x8f]],
  ])(
    "%s renamed .csv is 'not a CSV file' (translated, 400), not a pile of row errors",
    async (_, name, magic) => {
      // The bytes as the browser's File.text() reads them, followed by compressed-looking data.
      const bytes = Uint8Array.from([
        ...magic,
        ...Array.from({ length: 3000 }, (_, i) => (i * 73 + 11) % 256),
      ]);
      const content = new TextDecoder().decode(bytes);
      const before = await counts();
      const res = await crm.call<{ error: { code: string; message: string } }>("POST", "/api/crm/import", {
        files: [file("companies.csv"), { name, content }].slice(name === "companies.csv" ? 1 : 0),
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: "invalid_input",
        message: `${name}: this is not a CSV file: it looks like a binary file (an image, a ZIP archive or a workbook). Export the sheet as CSV and choose that file.`,
      });
      expect(await counts()).toEqual(before);
      const ar = await crm.call<{ error: { message: string } }>(
        "POST",
        "/api/crm/import",
        { files: [{ name, content }] },
        { "Accept-Language": "ar" },
      );
      expect(ar.status).toBe(400);
      expect(ar.body.error.message).toBe(
        `${name}: هذا ليس ملف CSV: يبدو ملفًا ثنائيًا (صورة أو أرشيف ZIP أو مصنف). صدّر الورقة بصيغة CSV واختر ذلك الملف.`,
      );
      expect(await counts()).toEqual(before);
    },
  );

  it("still reads a CSV with a stray undecodable byte", async () => {
    const content = `${readFileSync(path.join(FIXTURES, "companies.csv"), "utf8")}\n`.replace(
      "Riyadh",
      "Riy\uFFFDdh",
    );
    const res = await crm.call<ImportReport>("POST", "/api/crm/import", {
      files: [{ name: "companies.csv", content }],
    });
    expect(res.status).toBe(200);
  });

  it("refuses no files, four files, and a body over the import limit", async () => {
    expect((await crm.call("POST", "/api/crm/import", { files: [] })).status).toBe(400);
    const four = Array.from({ length: 4 }, () => file("companies.csv"));
    expect((await crm.call("POST", "/api/crm/import", { files: four })).status).toBe(400);
    const huge = { files: [{ name: "companies.csv", content: "x".repeat(13 * 1024 * 1024) }] };
    const res = await crm.call<{ error: { code: string } }>("POST", "/api/crm/import", huge);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("too_large");
  });

  it("takes a file bigger than the rest of the API allows", async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `big-${i},Company number ${i},Technology,lead,,,,`);
    const content = ["ID,Company,Industry,Stage,Last Contact,Next Action,Notes,Website", ...rows].join("\n");
    expect(content.length).toBeGreaterThan(64 * 1024);
    const res = await crm.call<ImportReport>("POST", "/api/crm/import", {
      files: [{ name: "companies.csv", content }],
    });
    expect(res.status).toBe(200);
    expect(res.body.added).toBe(3000);
  });
});
