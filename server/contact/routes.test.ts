import { describe, expect, it } from "vitest";
import { setupContactForm, validContact } from "./test-support";

const api = setupContactForm();
const { post, storedFor, mailsOf } = api;

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
    const res = await post({ ...validContact, email: `v${api.n}@example.com`, ...change });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.message).toBe(message);
    expect(await storedFor(`v${api.n}@example.com`)).toEqual([]);
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
    const res = await post({ ...validContact, name: "" }, { "accept-language": lang });
    expect((await res.json()).error.message).toBe(nameMessage);
    const res2 = await post({ ...validContact, email: "x" }, { "accept-language": lang });
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

    const noCompany = await post({ ...validContact, email: "nocompany@example.com", company: undefined });
    expect(noCompany.status).toBe(201);
    const blank = await post({ ...validContact, email: "blankcompany@example.com", company: "   " });
    expect(blank.status).toBe(201);
    expect((await storedFor("nocompany@example.com"))[0]?.company).toBeNull();
    expect((await storedFor("blankcompany@example.com"))[0]?.company).toBeNull();
  });

  it("refuses a body that is not JSON, malformed JSON and a body over the size limit", async () => {
    const form = await api.t.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": api.ip },
      body: "name=a",
    });
    expect(form.status).toBe(415);
    const malformed = await api.t.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": api.ip },
      body: "{name:",
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe("invalid_json");
    const huge = await post({ ...validContact, message: long(70 * 1024) });
    expect(huge.status).toBe(413);
  });

  it("refuses a cross-site post", async () => {
    const res = await post(
      { ...validContact, email: "cross@example.com" },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(await storedFor("cross@example.com")).toEqual([]);
  });
});

describe("POST /api/contact: storing the message and its notification", () => {
  it("answers 201 after storing the message and, in the same transaction, the notification e-mail", async () => {
    const res = await post({ ...validContact, email: "stored@example.com" }, { "accept-language": "sr" });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: "received" });

    const [row] = await storedFor("stored@example.com");
    expect(row).toMatchObject({
      name: "Ana Petrović",
      email: "stored@example.com",
      company: "Acme d.o.o.",
      message: validContact.message,
      lang: "sr",
      ip: api.ip,
      userAgent: "vitest",
    });
    expect(row?.receivedAt.toISOString()).toBe("2026-03-02T10:00:00.000Z");

    const mails = await mailsOf(row!.id);
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
    expect(mail.text).toContain(validContact.message);
    expect(mail.text).toContain("Name: Ana Petrović");
    expect(mail.text).toContain("Email: stored@example.com");
    expect(mail.text).toContain("Company: Acme d.o.o.");
    expect(mail.text).toContain("Page language: Српски");
    expect(mail.text).toContain("Received: 2 March 2026 at 10:00:00 UTC");
  });

  it("keeps header injection out of the notification's subject", async () => {
    const res = await post({
      ...validContact,
      name: "Eve\r\nBcc: victim@example.com",
      email: "eve@example.com",
    });
    expect(res.status).toBe(201);
    const [row] = await storedFor("eve@example.com");
    const [mail] = await mailsOf(row!.id);
    expect(mail?.subject).toBe("Website message from Eve Bcc: victim@example.com");
  });
});
