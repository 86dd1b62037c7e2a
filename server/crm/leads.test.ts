import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DuplicateMatch } from "#core/domain/company-duplicates";
import type { StaffMessagesAnswer } from "#core/domain/contact-messages";
import type { Company } from "#core/domain/crm";
import { type LeadFromMessageResult, suggestedCompanyName } from "#core/domain/leads";
import { auditLog, companies, contactMessages, contacts, crmActivities } from "../db/schema";
import { auditOf, setupCrmApp } from "./test-support";

const crm = setupCrmApp();

type ErrorAnswer = {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    matches?: DuplicateMatch[];
    company?: { id: number; name: string };
  };
};

async function receive(values: { name: string; email: string; company?: string | null; message: string }) {
  const [row] = await crm.t.database.db
    .insert(contactMessages)
    .values({ company: null, lang: "en", ...values })
    .returning({ id: contactMessages.id });
  return row!.id;
}

const turn = (id: number, json: unknown, headers: Record<string, string> = {}) =>
  crm.call<LeadFromMessageResult & ErrorAnswer>("POST", `/api/crm/leads/from-message/${id}`, json, headers);

async function countOf() {
  const db = crm.t.database.db;
  return {
    companies: (await db.select({ id: companies.id }).from(companies)).length,
    contacts: (await db.select({ id: contacts.id }).from(contacts)).length,
    notes: (await db.select({ id: crmActivities.id }).from(crmActivities)).length,
    audit: (await db.select({ id: auditLog.id }).from(auditLog)).length,
  };
}

describe("turning a contact message into a lead", () => {
  it("adds the company, contact and note, logs them, links and handles the message, in one go", async () => {
    const id = await receive({
      name: "Mila Jovanović",
      email: "mila@zora-foods.rs",
      company: "Zora Foods",
      message: "We need a shopper study in Niš.",
    });
    const res = await turn(id, { companyName: "Zora Foods d.o.o." });
    expect(res.status).toBe(201);
    expect(res.body.created).toBe(true);
    expect(res.body.company.name).toBe("Zora Foods d.o.o.");

    const db = crm.t.database.db;
    const [company] = await db.select().from(companies).where(eq(companies.id, res.body.company.id));
    expect(company?.stage).toBe("lead");
    const people = await db.select().from(contacts).where(eq(contacts.companyId, res.body.company.id));
    expect(people.map((p) => [p.name, p.email])).toEqual([["Mila Jovanović", "mila@zora-foods.rs"]]);
    const notes = await db
      .select()
      .from(crmActivities)
      .where(eq(crmActivities.companyId, res.body.company.id));
    expect(notes.map((n) => [n.kind, n.body, n.author])).toEqual([
      ["note", "We need a shopper study in Niš.", "sales1"],
    ]);
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(message?.leadCompanyId).toBe(res.body.company.id);
    expect(message?.handledBy).toBe("sales1");
    expect(message?.handledAt).not.toBeNull();

    expect((await auditOf(crm, "company", res.body.company.id)).map((a) => a.action)).toEqual([
      "company.create",
    ]);
    expect((await auditOf(crm, "contact", res.body.contactId)).map((a) => a.action)).toEqual([
      "contact.create",
    ]);
    expect((await auditOf(crm, "activity", res.body.activityId)).map((a) => a.action)).toEqual([
      "activity.create",
    ]);
    const [linked] = await auditOf(crm, "contact_message", id);
    expect(linked?.action).toBe("message.lead");
    expect(linked?.actor).toBe("sales1");

    // The staff list shows the message with its lead.
    const list = await crm.call<StaffMessagesAnswer>("GET", "/api/crm/messages?state=handled");
    const shown = list.body.messages.find((m) => m.id === id);
    expect(shown?.lead).toEqual({ companyId: res.body.company.id, companyName: "Zora Foods d.o.o." });
    expect(shown?.handled?.by).toBe("sales1");
  });

  it("refuses a message already turned into a lead, naming the company, in the asker's language", async () => {
    const id = await receive({ name: "Ana", email: "ana@kosava.rs", company: "Košava", message: "Hello" });
    const first = await turn(id, { companyName: "Košava" });
    expect(first.status).toBe(201);
    const before = await countOf();

    const again = await turn(id, { companyName: "Košava 2", confirmDuplicate: true });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("already_lead");
    expect(again.body.error.message).toBe("This message is already a lead: \u2068Košava\u2069.");
    expect(again.body.error.company).toEqual({ id: first.body.company.id, name: "Košava" });
    const arabic = await turn(id, { companyName: "Košava" }, { "accept-language": "ar" });
    expect(arabic.status).toBe(409);
    expect(arabic.body.error.message).toBe("هذه الرسالة عميل محتمل بالفعل: \u2068Košava\u2069.");
    expect(await countOf()).toEqual(before);
  });

  it("offers the existing company for a duplicate name, then uses it or adds anyway when told", async () => {
    const existing = await crm.call<Company>("POST", "/api/crm/companies", {
      companyName: "Almarai Company",
      industry: "FMCG",
      confirmDuplicate: true,
    });
    expect(existing.status).toBe(201);
    const id = await receive({
      name: "Omar",
      email: "omar@almarai.com",
      company: "Almarai",
      message: "A study?",
    });
    const before = await countOf();

    const offered = await turn(id, { companyName: "Almarai" });
    expect(offered.status).toBe(409);
    expect(offered.body.error.code).toBe("duplicate");
    expect(offered.body.error.matches?.map((m) => m.id)).toEqual([existing.body.id]);
    expect(await countOf()).toEqual(before);
    const [untouched] = await crm.t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(untouched?.leadCompanyId).toBeNull();
    expect(untouched?.handledAt).toBeNull();

    const used = await turn(id, { companyName: "Almarai", existingCompanyId: existing.body.id });
    expect(used.status).toBe(201);
    expect(used.body.created).toBe(false);
    expect(used.body.company).toEqual({ id: existing.body.id, name: "Almarai Company" });
    const after = await countOf();
    expect(after.companies).toBe(before.companies);
    expect(after.contacts).toBe(before.contacts + 1);
    expect(after.notes).toBe(before.notes + 1);

    const other = await receive({ name: "Sara", email: "sara@x.sa", company: "Almarai", message: "Other" });
    const anyway = await turn(other, { companyName: "Almarai", confirmDuplicate: true });
    expect(anyway.status).toBe(201);
    expect(anyway.body.created).toBe(true);
    expect(anyway.body.company.id).not.toBe(existing.body.id);
  });

  it("answers 400 translated for bad input, 404 for an unknown message, and writes nothing", async () => {
    const id = await receive({ name: "Lena", email: "lena@example.org", message: "Hi" });
    const before = await countOf();
    const empty = await turn(id, { companyName: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields?.companyName).toBe("Company name is required");
    const serbian = await turn(id, { companyName: "x".repeat(201) }, { "accept-language": "sr" });
    expect(serbian.status).toBe(400);
    expect(serbian.body.error.fields?.companyName).toMatch(/[\u0400-\u04FF]/);
    const gone = await turn(id, { companyName: "Lena", existingCompanyId: 999_999 });
    expect(gone.status).toBe(400);
    const missing = await turn(999_999, { companyName: "Nobody" });
    expect(missing.status).toBe(404);
    expect(await countOf()).toEqual(before);
    const [message] = await crm.t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(message?.leadCompanyId).toBeNull();
  });

  it("needs a staff session", async () => {
    const id = await receive({ name: "Eve", email: "eve@example.org", message: "Hi" });
    const res = await crm.t.request(`/api/crm/leads/from-message/${id}`, {
      method: "POST",
      json: { companyName: "Eve" },
    });
    expect(res.status).toBe(401);
  });
});

describe("the suggested company name", () => {
  it("is the company given, else the e-mail's domain, else the person's name", () => {
    expect(suggestedCompanyName({ name: "A", email: "a@b.rs", company: " Zora " })).toEqual({
      name: "Zora",
      source: "company",
    });
    expect(suggestedCompanyName({ name: "A", email: "a@zora-foods.rs", company: null })).toEqual({
      name: "zora-foods.rs",
      source: "domain",
    });
    expect(suggestedCompanyName({ name: "Mila Jović", email: "mila@gmail.com", company: "" })).toEqual({
      name: "Mila Jović",
      source: "name",
    });
  });
});

describe("changing a company's website in the modal", () => {
  it("answers 409 duplicate for another company's website unless confirmed; the name alone is not re-checked", async () => {
    const a = await crm.call<Company>("POST", "/api/crm/companies", {
      companyName: "Website Holder",
      industry: "FMCG",
      website: "https://www.holder-example.rs/",
      confirmDuplicate: true,
    });
    const b = await crm.call<Company>("POST", "/api/crm/companies", {
      companyName: "Second Firm",
      industry: "FMCG",
      confirmDuplicate: true,
    });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    const patch = (json: Record<string, unknown>) =>
      crm.call<Company & ErrorAnswer>("PATCH", `/api/crm/companies/${b.body.id}`, json);

    const refused = await patch({ website: "http://holder-example.rs/contact", version: b.body.version });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("duplicate");
    expect(refused.body.error.matches).toEqual([
      {
        id: a.body.id,
        name: "Website Holder",
        website: "https://www.holder-example.rs/",
        inTrash: false,
        by: "website",
      },
    ]);
    const [unchanged] = await crm.t.database.db.select().from(companies).where(eq(companies.id, b.body.id));
    expect(unchanged?.website).toBeNull();
    expect(unchanged?.version).toBe(b.body.version);

    const other = await patch({ website: "https://second-firm.rs", version: b.body.version });
    expect(other.status).toBe(200);
    // A change elsewhere does not re-check the website it already had.
    const notes = await patch({ notes: "Met at a fair", version: other.body.version });
    expect(notes.status).toBe(200);

    const saved = await patch({
      website: "http://holder-example.rs/contact",
      version: notes.body.version,
      confirmDuplicate: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.website).toBe("http://holder-example.rs/contact");
  });
});
