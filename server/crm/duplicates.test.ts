import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type DuplicateMatch, duplicateFunctionSql } from "#core/domain/company-duplicates";
import type { Company, Contact, ImportReport } from "#core/domain/crm";
import { rowsOf } from "../db/rows";
import { companies } from "../db/schema";
import { findDuplicates } from "./find-duplicates";
import { addedCompany, setupCrmApp } from "./test-support";

const crm = setupCrmApp();

type ErrorAnswer = { error: { code: string; message: string; matches?: DuplicateMatch[] } };

async function add(companyName: string, extra: Record<string, unknown> = {}) {
  return crm.call<Company & ErrorAnswer>("POST", "/api/crm/companies", {
    companyName,
    industry: "FMCG",
    ...extra,
  });
}

const added = (companyName: string, extra: Record<string, unknown> = {}) =>
  addedCompany(crm, companyName, extra);

async function keysOf(name: string, website: string | null = null) {
  const [row] = rowsOf<{ k: string | null; h: string | null }>(
    await crm.t.database.db.execute(sql`select crm_name_key(${name}) as k, crm_host(${website}) as h`),
  );
  return row;
}

describe("the duplicate check's keys", () => {
  it("are the functions migration 0006 holds, to the byte", () => {
    const migration = readFileSync(
      new URL("../../drizzle/0006_company_duplicates.sql", import.meta.url),
      "utf8",
    );
    const functions = migration
      .split("--> statement-breakpoint\n")
      .filter((statement) => statement.startsWith("CREATE OR REPLACE FUNCTION crm_"));
    expect(functions.join("\n")).toBe(duplicateFunctionSql());
  });

  it("ignore legal forms, scripts, case, accents, punctuation and Arabic letter variants", async () => {
    expect((await keysOf("Đorđević d.o.o."))?.k).toBe((await keysOf("Djordjevic"))?.k);
    expect((await keysOf("ĐORĐEVIĆ DOO"))?.k).toBe("djordjevic");
    expect((await keysOf("Ђорђевић д.о.о."))?.k).toBe("djordjevic");
    expect((await keysOf("Ниш"))?.k).toBe((await keysOf("Niš"))?.k);
    expect((await keysOf("شركة المراعي"))?.k).toBe((await keysOf("المراعي"))?.k);
    expect((await keysOf("المراعي ش.م.ع"))?.k).toBe((await keysOf("المَراعي"))?.k);
    expect((await keysOf("Acme, LLC"))?.k).toBe((await keysOf("ACME Ltd."))?.k);
    expect((await keysOf("McDonald's"))?.k).toBe("mcdonalds");
    // A name that is only a legal form has no key: it matches nothing.
    expect((await keysOf("LLC"))?.k).toBeNull();
  });

  it("keep names apart that differ in a real word", async () => {
    expect((await keysOf("Nis Petrol"))?.k).not.toBe((await keysOf("Nis"))?.k);
    expect((await keysOf("Almarai"))?.k).not.toBe((await keysOf("المراعي"))?.k);
    expect((await keysOf("Delta Holding"))?.k).toBe("delta");
    expect((await keysOf("Delta Banka"))?.k).not.toBe("delta");
  });

  it("reduce a website to its host: no scheme, www., port, path or trailing dot", async () => {
    for (const site of [
      "https://www.example.rs/",
      "http://example.rs",
      "example.rs",
      "HTTPS://WWW.EXAMPLE.RS/about?x=1#top",
      "https://example.rs:8443/",
    ]) {
      expect((await keysOf("x", site))?.h).toBe("example.rs");
    }
    expect((await keysOf("x", "https://shop.example.rs"))?.h).toBe("shop.example.rs");
    expect((await keysOf("x", null))?.h).toBeNull();
  });
});

describe("adding a company that may already exist", () => {
  it("answers 409 with the matches, and adds it when confirmed", async () => {
    const first = await added("Đorđević d.o.o.", { website: "https://www.djordjevic-gradnja.rs/" });
    const before = await crm.t.database.db.select({ id: companies.id }).from(companies);

    const again = await add("Djordjevic");
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("duplicate");
    expect(again.body.error.message).toContain("Đorđević d.o.o.");
    expect(again.body.error.matches).toEqual([
      {
        id: first.id,
        name: "Đorđević d.o.o.",
        website: "https://www.djordjevic-gradnja.rs/",
        inTrash: false,
        by: "name",
      },
    ]);
    const cyrillic = await add("Ђорђевић");
    expect(cyrillic.status).toBe(409);
    const bySite = await add("Gradnja Beograd", { website: "http://djordjevic-gradnja.rs" });
    expect(bySite.status).toBe(409);
    expect(bySite.body.error.matches?.[0]).toMatchObject({ id: first.id, by: "website" });
    // Nothing was written by the refused saves.
    expect(await crm.t.database.db.select({ id: companies.id }).from(companies)).toHaveLength(before.length);

    const anyway = await add("Djordjevic", { confirmDuplicate: true });
    expect(anyway.status).toBe(201);
  });

  it("finds Ниш for Niš and المراعي for شركة المراعي, in Arabic when asked in Arabic", async () => {
    await added("Ниш");
    const latin = await add("Niš");
    expect(latin.status).toBe(409);
    expect(latin.body.error.matches?.map((m) => m.name)).toEqual(["Ниш"]);

    await added("شركة المراعي");
    const arabic = await crm.call<ErrorAnswer>(
      "POST",
      "/api/crm/companies",
      { companyName: "المراعي", industry: "FMCG" },
      { "accept-language": "ar" },
    );
    expect(arabic.status).toBe(409);
    expect(arabic.body.error.matches?.map((m) => m.name)).toEqual(["شركة المراعي"]);
  });

  it("lets unrelated names through", async () => {
    await added("Nis Petrol a.d.");
    for (const name of ["Nis Gas", "Petrol Nis", "Almarai Foods", "Djordjevic Transport"]) {
      const res = await add(name, { website: `https://${name.replace(/\W/g, "").toLowerCase()}.example` });
      expect(res.status, name).toBe(201);
    }
  });

  it("counts a trashed company too, and says so", async () => {
    const gone = await added("Trashed Tiles LLC");
    expect((await crm.call("DELETE", `/api/crm/companies/${gone.id}`)).status).toBe(204);
    const res = await add("Trashed Tiles");
    expect(res.status).toBe(409);
    expect(res.body.error.matches).toEqual([
      expect.objectContaining({ id: gone.id, inTrash: true, by: "name" }),
    ]);
  });

  it("checks a rename against the other companies, not against itself", async () => {
    const a = await added("Rename Alpha");
    const b = await added("Rename Beta");
    const same = await crm.call<Company>("PATCH", `/api/crm/companies/${a.id}`, {
      companyName: "Rename Alpha d.o.o.",
      version: a.version,
    });
    expect(same.status).toBe(200);
    const clash = await crm.call<ErrorAnswer>("PATCH", `/api/crm/companies/${b.id}`, {
      companyName: "RENAME ALPHA",
      version: b.version,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe("duplicate");
    const confirmed = await crm.call<Company>("PATCH", `/api/crm/companies/${b.id}`, {
      companyName: "RENAME ALPHA",
      version: b.version,
      confirmDuplicate: true,
    });
    expect(confirmed.status).toBe(200);
  });

  it("finds matches among 12,000 companies through the indexes (no scan)", async () => {
    const db = crm.t.database.db;
    await db.execute(
      sql`insert into companies (name, website) select 'Bulk company ' || g, 'https://bulk' || g || '.example' from generate_series(1, 12000) g`,
    );
    await db.execute(sql`analyze companies`);
    const [check] = await findDuplicates(db, [{ name: "Bulk Company 7777 LLC", website: "bulk9.example" }]);
    expect(check?.matches.map((m) => m.name).sort()).toEqual(["Bulk company 7777", "Bulk company 9"]);
    const plan = rowsOf<Record<string, string>>(
      await db.execute(
        sql`explain select id from companies where name_key = crm_name_key('Bulk company 5') or website_host = 'bulk5.example'`,
      ),
    )
      .map((row) => Object.values(row).join(" "))
      .join("\n");
    expect(plan).toContain("companies_name_key_idx");
    expect(plan).toContain("companies_website_host_idx");
  });
});

describe("importing companies that may already exist", () => {
  it("skips rows that duplicate a company or an earlier row, naming it, and files their contacts under it", async () => {
    const existing = await added("Import Existing d.o.o.", { website: "https://import-existing.example" });
    const header = "ID,Company,Industry,Stage,Last Contact,Next Action,Notes,Website";
    const companiesCsv = [
      header,
      "x1,Импорт Еxisting,FMCG,lead,,,,",
      "x2,Fresh Import Co,FMCG,lead,,,,https://fresh-import.example",
      "x3,Fresh Import LLC,FMCG,lead,,,,",
      "x4,Other Site,FMCG,lead,,,,http://www.fresh-import.example/contact",
      "x5,Brand New Import,FMCG,lead,,,,",
    ].join("\n");
    const contactsCsv = [
      "ID,Company ID,Name,Position,Email,Phone",
      "c1,x1,Mila Import,CEO,mila@example.com,",
    ].join("\n");
    const res = await crm.call<ImportReport>("POST", "/api/crm/import", {
      files: [
        { name: "companies.csv", content: companiesCsv },
        { name: "contacts.csv", content: contactsCsv },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.sheets[0]).toMatchObject({ sheet: "companies", added: 2 });
    expect(res.body.skipped).toEqual([
      {
        sheet: "companies",
        row: 2,
        reason: "duplicates Import Existing d.o.o., already in the CRM (not added)",
      },
      { sheet: "companies", row: 4, reason: "duplicates Fresh Import Co on row 3 (not added)" },
      { sheet: "companies", row: 5, reason: "duplicates Fresh Import Co on row 3 (not added)" },
    ]);
    const mila = await crm.call<{ items: Contact[] }>("GET", `/api/crm/companies/${existing.id}/contacts`);
    expect(mila.body.items.map((c) => c.name)).toEqual(["Mila Import"]);

    // Importing the same file again adds nothing and reports the same rows (in Arabic when asked).
    const again = await crm.call<ImportReport>(
      "POST",
      "/api/crm/import",
      { files: [{ name: "companies.csv", content: companiesCsv }] },
      { "accept-language": "ar" },
    );
    expect(again.body.added).toBe(0);
    expect(again.body.skipped[0]?.reason).toBe("مكررة مع Import Existing d.o.o. الموجودة في النظام (لم تُضف)");
  });
});
