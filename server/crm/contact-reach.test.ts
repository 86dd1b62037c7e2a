import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Company, Contact } from "#core/domain/crm";
import { contacts } from "../db/schema";
import { setupCrmApp } from "./test-support";

const crm = setupCrmApp();
let companyId: number;

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

beforeAll(async () => {
  const res = await crm.call<Company>("POST", "/api/crm/companies", {
    companyName: "Reach Co",
    industry: "FMCG",
  });
  companyId = res.body.id;
});

const rowsNamed = async (name: string) =>
  crm.t.database.db.select().from(contacts).where(eq(contacts.name, name));

describe("POST /api/crm/contacts: a name and any one way to reach them", () => {
  it("saves a contact with a phone (or WhatsApp number) and no e-mail", async () => {
    const res = await crm.call<Contact>("POST", "/api/crm/contacts", {
      companyId,
      name: "Phone Only",
      email: "",
      phone: "+966 55 123 4567",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Phone Only", email: null, phone: "+966 55 123 4567" });
  });

  it("refuses a contact with no way to reach them, in the asker's language, and saves nothing", async () => {
    const messages = {
      en: "Give at least one way to reach them: an email or a phone number",
      ar: "أضف وسيلة تواصل واحدة على الأقل: بريدًا إلكترونيًا أو رقم هاتف",
      sr: "Унесите бар један начин за контакт: имејл или број телефона",
    };
    for (const [lang, message] of Object.entries(messages)) {
      const name = `Unreachable ${lang}`;
      const res = await crm.call<ErrorBody>(
        "POST",
        "/api/crm/contacts",
        { companyId, name, email: " ", phone: "" },
        { "Accept-Language": lang },
      );
      expect(res.status).toBe(400);
      expect(res.body.error.fields?.email).toBe(message);
      expect(await rowsNamed(name)).toEqual([]);
    }
  });

  it("lets an edit swap the e-mail for a phone, but not remove the last way", async () => {
    const created = await crm.call<Contact>("POST", "/api/crm/contacts", {
      companyId,
      name: "Mail First",
      email: "first@example.com",
    });
    const path = `/api/crm/contacts/${created.body.id}`;
    const swapped = await crm.call<Contact>("PATCH", path, {
      version: 1,
      email: "",
      phone: "+381 64 000 111",
    });
    expect(swapped.status).toBe(200);
    expect(swapped.body).toMatchObject({ email: null, phone: "+381 64 000 111", version: 2 });
    const none = await crm.call<ErrorBody>("PATCH", path, { version: 2, phone: "" });
    expect(none.status).toBe(400);
    expect(none.body.error.fields?.email).toBe(
      "Give at least one way to reach them: an email or a phone number",
    );
    expect((await rowsNamed("Mail First"))[0]).toMatchObject({ phone: "+381 64 000 111", version: 2 });
  });
});

describe("editing a contact imported without an e-mail", () => {
  it("saves other changes without asking for an e-mail", async () => {
    const created = await crm.call<Contact>("POST", "/api/crm/contacts", {
      companyId,
      name: "No Mail",
      email: "temp@example.com",
    });
    // As the import leaves it: no e-mail and no phone.
    await crm.t.database.db.execute(sql`update contacts set email = null where id = ${created.body.id}`);
    const edit = await crm.call<Contact>("PATCH", `/api/crm/contacts/${created.body.id}`, {
      version: 1,
      name: "No Mail",
      position: "Buyer",
      email: "",
      phone: "",
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ position: "Buyer", email: null, version: 2 });
  });

  it("never leaves a contact who had an e-mail with no way to reach them", async () => {
    const withMail = await crm.call<Contact>("POST", "/api/crm/contacts", {
      companyId,
      name: "Has Mail",
      email: "has@example.com",
    });
    const cleared = await crm.call<ErrorBody>("PATCH", `/api/crm/contacts/${withMail.body.id}`, {
      version: 1,
      email: "",
    });
    expect(cleared.status).toBe(400);
    expect(cleared.body.error.message).toBe(
      "Give at least one way to reach them: an email or a phone number",
    );
    expect((await rowsNamed("Has Mail"))[0]).toMatchObject({ email: "has@example.com", version: 1 });
  });
});
