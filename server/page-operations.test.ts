import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, outbox } from "./db/schema";
import { createLogger } from "./logger";
import { pageOperations } from "./page-operations";
import { createTestApp, type TestApp } from "./test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deps = () => ({
  env: t.env,
  database: t.database,
  logger: createLogger("silent"),
  now: () => t.clock.now,
});
const values = (email: string, extra: Record<string, string> = {}) => ({
  name: "Form Sender",
  email,
  company: "",
  message: "Sent without JavaScript.",
  website: "",
  ...extra,
});
const stored = (email: string) =>
  t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe("page operation contact.submit (the contact form without JavaScript)", () => {
  it("stores the message and its notification through the same domain function as the API", async () => {
    const outcome = await pageOperations(
      deps(),
      "contact.submit",
      { values: values("plain@example.com"), userAgent: "NoScript Browser" },
      { ip: "10.9.0.1", lang: "sr" },
    );
    expect(outcome).toEqual({ ok: true, data: { status: "received" } });
    const [row] = await stored("plain@example.com");
    expect(row).toMatchObject({ lang: "sr", ip: "10.9.0.1", userAgent: "NoScript Browser", company: null });
    expect(
      await t.database.db.select().from(outbox).where(eq(outbox.contactMessageId, row!.id)),
    ).toHaveLength(1);
  });

  it("answers invalid input with the first issue, translated, and the per-field messages", async () => {
    const outcome = await pageOperations(
      deps(),
      "contact.submit",
      { values: values("bad", { name: " " }) },
      { ip: "10.9.0.2", lang: "ar" },
    );
    expect(outcome).toEqual({
      ok: false,
      status: 400,
      code: "invalid_input",
      message: "الاسم مطلوب",
      fields: { name: "الاسم مطلوب", email: "عنوان البريد الإلكتروني غير صالح" },
    });
  });

  it("times a post from a page the server rendered, and turns away the honeypot, with the same answer", async () => {
    const now = t.clock.now.getTime();
    const fast = await pageOperations(
      deps(),
      "contact.submit",
      { values: values("fast@example.com"), renderedAt: String(now - 1000) },
      { ip: "10.9.0.3", lang: "en" },
    );
    const trap = await pageOperations(
      deps(),
      "contact.submit",
      { values: values("trap@example.com", { website: "spam" }) },
      { ip: "10.9.0.3", lang: "en" },
    );
    const slow = await pageOperations(
      deps(),
      "contact.submit",
      { values: values("slow@example.com"), renderedAt: String(now - 20_000) },
      { ip: "10.9.0.3", lang: "en" },
    );
    for (const outcome of [fast, trap, slow])
      expect(outcome).toEqual({ ok: true, data: { status: "received" } });
    expect(await stored("fast@example.com")).toEqual([]);
    expect(await stored("trap@example.com")).toEqual([]);
    expect(await stored("slow@example.com")).toHaveLength(1);
  });

  it("passes the rate limit's 429 and wait on to the page", async () => {
    for (let i = 0; i < 5; i++) {
      await pageOperations(
        deps(),
        "contact.submit",
        { values: values(`rl${i}@example.com`) },
        { ip: "10.9.0.4", lang: "en" },
      );
    }
    const outcome = await pageOperations(
      deps(),
      "contact.submit",
      { values: values("rl-over@example.com") },
      { ip: "10.9.0.4", lang: "en" },
    );
    expect(outcome).toMatchObject({ ok: false, status: 429, code: "rate_limited", retryAfterSeconds: 600 });
  });

  it("answers an unknown operation with 404", async () => {
    expect(await pageOperations(deps(), "nope", {}, { ip: "1.1.1.1", lang: "en" })).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});
