import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, outbox } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAIL_TO: "inbox@potentia.test" });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test posts from its own address, so the rate limit of one never touches another. */
let ip = "";
beforeEach(async () => {
  ipCounter += 1;
  ip = `198.51.100.${ipCounter}`;
  t.clock.now = new Date("2026-03-02T10:00:00Z");
});

const valid = {
  name: "Ana Petrović",
  email: "ana@example.com",
  company: "Acme d.o.o.",
  message: "We would like a quote for a brand health tracker.",
  elapsedMs: 8000,
};

function post(body: unknown, headers: Record<string, string> = {}) {
  return t.request("/api/contact", {
    method: "POST",
    json: body,
    headers: { "x-forwarded-for": ip, "user-agent": "vitest", ...headers },
  });
}

async function storedFor(email: string) {
  return t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

describe("POST /api/contact: validation (SPEC.md section 5)", () => {
  const long = (n: number) => "x".repeat(n);
  const emailOf = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;

  it.each([
    ["name empty", { name: "" }, "Name is required"],
    ["name only spaces", { name: "   " }, "Name is required"],
    ["name missing", { name: undefined }, "Name is required"],
    ["name of 101", { name: long(101) }, "Name must be less than 100 characters"],
    ["email empty", { email: "" }, "Invalid email address"],
    ["email without domain", { email: "ana@" }, "Invalid email address"],
    ["email without dot in domain", { email: "ana@example" }, "Invalid email address"],
    ["email of 256", { email: emailOf(256) }, "Email must be less than 255 characters"],
    ["company of 101", { company: long(101) }, "Company name must be less than 100 characters"],
    ["message empty", { message: "" }, "Message is required"],
    ["message only spaces and newlines", { message: " \n\t " }, "Message is required"],
    ["message of 1001", { message: long(1001) }, "Message must be less than 1000 characters"],
    ["a number for a name", { name: 42 }, "Name is required"],
  ])("%s → 400 with the spec's message", async (_label, change, message) => {
    const res = await post({ ...valid, email: `v${ipCounter}@example.com`, ...change });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.message).toBe(message);
    expect(await storedFor(`v${ipCounter}@example.com`)).toEqual([]);
  });

  it("answers the first issue when several fields are wrong, with one message per field", async () => {
    const res = await post({ name: " ", email: "nope", message: "" });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual({
      code: "invalid_input",
      message: "Name is required",
      fields: { name: "Name is required", email: "Invalid email address", message: "Message is required" },
    });
  });

  it.each([
    ["ar", "الاسم مطلوب", "عنوان البريد الإلكتروني غير صالح"],
    ["sr", "Име је обавезно", "Неисправна имејл адреса"],
  ])("translates the messages (%s)", async (lang, nameMessage, emailMessage) => {
    const res = await post({ ...valid, name: "" }, { "accept-language": lang });
    expect((await res.json()).error.message).toBe(nameMessage);
    const res2 = await post({ ...valid, email: "x" }, { "accept-language": lang });
    expect((await res2.json()).error.message).toBe(emailMessage);
  });

  it("accepts every field at its limit, trimmed, and no company at all", async () => {
    const email = emailOf(255);
    const res = await post({
      name: `  ${long(100)}  `,
      email: `  ${email} `,
      company: ` ${long(100)} `,
      message: `\n${long(1000)}\n`,
      elapsedMs: 5000,
    });
    expect(res.status).toBe(201);
    const [row] = await storedFor(email);
    expect(row).toMatchObject({ name: long(100), email, company: long(100), message: long(1000) });

    const noCompany = await post({ ...valid, email: "nocompany@example.com", company: undefined });
    expect(noCompany.status).toBe(201);
    const blank = await post({ ...valid, email: "blankcompany@example.com", company: "   " });
    expect(blank.status).toBe(201);
    expect((await storedFor("nocompany@example.com"))[0]?.company).toBeNull();
    expect((await storedFor("blankcompany@example.com"))[0]?.company).toBeNull();
  });

  it("refuses a body that is not JSON, malformed JSON and a body over the size limit", async () => {
    const form = await t.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
      body: "name=a",
    });
    expect(form.status).toBe(415);
    const malformed = await t.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: "{name:",
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe("invalid_json");
    const huge = await post({ ...valid, message: long(70 * 1024) });
    expect(huge.status).toBe(413);
  });

  it("refuses a cross-site post", async () => {
    const res = await post({ ...valid, email: "cross@example.com" }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await storedFor("cross@example.com")).toEqual([]);
  });
});

describe("POST /api/contact: storing the message and its notification", () => {
  it("answers 201 after storing the message and, in the same transaction, the notification e-mail", async () => {
    const res = await post({ ...valid, email: "stored@example.com" }, { "accept-language": "sr" });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: "received" });

    const [row] = await storedFor("stored@example.com");
    expect(row).toMatchObject({
      name: "Ana Petrović",
      email: "stored@example.com",
      company: "Acme d.o.o.",
      message: valid.message,
      lang: "sr",
      ip,
      userAgent: "vitest",
    });
    expect(row?.receivedAt.toISOString()).toBe("2026-03-02T10:00:00.000Z");

    const mails = await t.database.db.select().from(outbox).where(eq(outbox.contactMessageId, row!.id));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({
      kind: "contact_notification",
      to: "inbox@potentia.test",
      replyTo: "stored@example.com",
      status: "pending",
      attempts: 0,
      subject: "Website message from Ana Petrović",
    });
    expect(mail.text).toContain(valid.message);
    expect(mail.text).toContain("Name: Ana Petrović");
    expect(mail.text).toContain("Email: stored@example.com");
    expect(mail.text).toContain("Company: Acme d.o.o.");
    expect(mail.text).toContain("Page language: Српски");
    expect(mail.text).toContain("Received: 2 March 2026 at 10:00:00 UTC");
  });

  it("keeps header injection out of the notification's subject", async () => {
    const res = await post({ ...valid, name: "Eve\r\nBcc: victim@example.com", email: "eve@example.com" });
    expect(res.status).toBe(201);
    const [row] = await storedFor("eve@example.com");
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.contactMessageId, row!.id));
    expect(mail?.subject).toBe("Website message from Eve Bcc: victim@example.com");
  });
});
