import { readdirSync, readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Company, DEFAULT_NEXT_ACTION } from "#core/domain/crm";
import type { LeadFromMessageResult } from "#core/domain/leads";
import { companies, contactMessages } from "../db/schema";
import { setupCrmApp } from "./test-support";

const crm = setupCrmApp();

/** The default next action's words: English, Arabic, Serbian (crm:defaults.nextAction). */
const WORDS = { en: "Initial contact", ar: "التواصل الأولي", sr: "Први контакт" } as const;

async function create(name: string, extra: Record<string, unknown>, lang: string) {
  const res = await crm.call<Company>(
    "POST",
    "/api/crm/companies",
    { companyName: name, industry: "FMCG", confirmDuplicate: true, ...extra },
    { "accept-language": lang },
  );
  expect(res.status).toBe(201);
  return res.body;
}

const stored = async (id: number) =>
  (await crm.t.database.db.select().from(companies).where(eq(companies.id, id)))[0]?.nextAction;

describe("the default next action is stored as its meaning, whoever adds the company", () => {
  it("is the same meaning from an Arabic, Serbian or English page, and each reader gets that meaning", async () => {
    for (const lang of ["ar", "sr", "en"]) {
      const company = await create(`Đorđević Trgovina ${lang} d.o.o.`, {}, lang);
      expect(company.nextAction).toBe(DEFAULT_NEXT_ACTION);
      expect(await stored(company.id)).toBe(DEFAULT_NEXT_ACTION);
      for (const reader of ["en", "ar", "sr"]) {
        const read = await crm.call<Company>("GET", `/api/crm/companies/${company.id}`, undefined, {
          "accept-language": reader,
        });
        expect(read.body.nextAction).toBe(DEFAULT_NEXT_ACTION);
      }
    }
  });

  it("stores the default's words in any language as the meaning (an edit form sends back what it showed)", async () => {
    for (const [lang, words] of Object.entries(WORDS)) {
      const typed = await create(`Gulf Foods ${lang} Co.`, { nextAction: ` ${words}` }, lang);
      expect(await stored(typed.id)).toBe(DEFAULT_NEXT_ACTION);
    }
    const company = await create("Gulf Foods Trading Co.", { nextAction: "Call back" }, "ar");
    expect(await stored(company.id)).toBe("Call back");
    const unchanged = await crm.call<Company>(
      "PATCH",
      `/api/crm/companies/${company.id}`,
      { version: company.version, nextAction: WORDS.sr },
      { "accept-language": "sr" },
    );
    expect(unchanged.body.nextAction).toBe(DEFAULT_NEXT_ACTION);
    // Saved again unchanged from an Arabic page, showing the Arabic words: nothing changes, no new version.
    const again = await crm.call<Company>(
      "PATCH",
      `/api/crm/companies/${company.id}`,
      { version: unchanged.body.version, nextAction: WORDS.ar },
      { "accept-language": "ar" },
    );
    expect(again.body.version).toBe(unchanged.body.version);
  });

  it("gives a lead made from a contact message the meaning, not the words of whoever made it", async () => {
    const [message] = await crm.t.database.db
      .insert(contactMessages)
      .values({ name: "Mila", email: "mila@zora.rs", company: null, lang: "sr", message: "Hello" })
      .returning({ id: contactMessages.id });
    const res = await crm.call<LeadFromMessageResult>(
      "POST",
      `/api/crm/leads/from-message/${message!.id}`,
      { companyName: "Zora Foods d.o.o." },
      { "accept-language": "sr" },
    );
    expect(res.status).toBe(201);
    expect(await stored(res.body.company.id)).toBe(DEFAULT_NEXT_ACTION);
  });

  it("stores a spreadsheet's default words in any language as the meaning when imported", async () => {
    const rows = [
      "ID,Company,Industry,Stage,Last Contact,Next Action,Notes,Website",
      "0,Skipped (the first row after the header),FMCG,lead,,,,",
      `9101,Imported Meaning One d.o.o.,FMCG,lead,,${WORDS.sr},,`,
      `9102,Imported Meaning Two Co.,FMCG,lead,,${WORDS.ar},,`,
      "9103,Imported Meaning Three,FMCG,lead,,Call back,,",
    ];
    const res = await crm.call("POST", "/api/crm/import", {
      files: [{ name: "companies.csv", content: `${rows.join("\n")}\n` }],
    });
    expect(res.status).toBe(200);
    const imported = await crm.t.database.db
      .select({ name: companies.name, nextAction: companies.nextAction })
      .from(companies)
      .where(sql`${companies.name} like 'Imported Meaning %'`)
      .orderBy(companies.name);
    expect(imported).toEqual([
      { name: "Imported Meaning One d.o.o.", nextAction: DEFAULT_NEXT_ACTION },
      { name: "Imported Meaning Three", nextAction: "Call back" },
      { name: "Imported Meaning Two Co.", nextAction: DEFAULT_NEXT_ACTION },
    ]);
  });

  it("is exported as the meaning: the same file whoever exports it (and an import reads it back as the meaning)", async () => {
    await create("Export Meaning d.o.o.", {}, "ar");
    const csv = await crm.call<string>("GET", "/api/crm/export/companies.csv", undefined, {
      "accept-language": "sr",
    });
    const line = csv.body.split("\n").find((l) => l.includes("Export Meaning d.o.o."));
    expect(line).toContain(DEFAULT_NEXT_ACTION);
    expect(line).not.toContain(WORDS.sr);
  });

  it("the data migration turns the default's stored Arabic and Serbian words into the meaning", async () => {
    const db = crm.t.database.db;
    const rows = await db
      .insert(companies)
      .values(
        [WORDS.ar, WORDS.sr, ` ${WORDS.sr} `, WORDS.en, "Call back", null].map((nextAction, i) => ({
          name: `Migrated ${i}`,
          industry: "FMCG",
          stage: "lead",
          nextAction,
        })),
      )
      .returning({ id: companies.id });
    // By its name: migrations are numbered when merged.
    const folder = new URL("../../drizzle/", import.meta.url);
    const file = readdirSync(folder).find((name) => name.endsWith("_next_action_meaning.sql"));
    const migration = readFileSync(new URL(file ?? "missing.sql", folder), "utf8");
    await db.execute(sql.raw(migration));
    const after = await Promise.all(rows.map((r) => stored(r.id)));
    expect(after).toEqual([
      DEFAULT_NEXT_ACTION,
      DEFAULT_NEXT_ACTION,
      DEFAULT_NEXT_ACTION,
      DEFAULT_NEXT_ACTION,
      "Call back",
      null,
    ]);
  });
});
