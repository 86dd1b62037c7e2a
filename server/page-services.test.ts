import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, outbox } from "./db/schema";
import { createLogger } from "./logger";
import { pageServices } from "./page-services";
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

describe("page service contact.submit (the contact form without JavaScript)", () => {
  it("stores the message and its notification through the same handler as the API", async () => {
    const outcome = await pageServices(deps(), { ip: "10.9.0.1", lang: "sr" }).contact.submit(
      values("plain@example.com"),
      { renderedAt: undefined, userAgent: "NoScript Browser" },
    );
    expect(outcome).toEqual({ ok: true, data: { status: "received" } });
    const [row] = await stored("plain@example.com");
    expect(row).toMatchObject({ lang: "sr", ip: "10.9.0.1", userAgent: "NoScript Browser", company: null });
    expect(
      await t.database.db.select().from(outbox).where(eq(outbox.contactMessageId, row!.id)),
    ).toHaveLength(1);
  });

  it("answers invalid input with the first issue, translated, and the per-field messages", async () => {
    const outcome = await pageServices(deps(), { ip: "10.9.0.2", lang: "ar" }).contact.submit(
      values("bad", { name: " " }),
      { renderedAt: undefined, userAgent: undefined },
    );
    expect(outcome).toEqual({
      ok: false,
      status: 400,
      code: "invalid_input",
      message: "الاسم مطلوب",
      fields: { name: "الاسم مطلوب", email: "عنوان البريد الإلكتروني غير صالح" },
    });
  });

  it("times a post from a page the server rendered, and keeps what the checks suspect apart, with the same answer", async () => {
    const now = t.clock.now.getTime();
    const fast = await pageServices(deps(), { ip: "10.9.0.3", lang: "en" }).contact.submit(
      values("fast@example.com"),
      { renderedAt: now - 1000, userAgent: undefined },
    );
    const trap = await pageServices(deps(), { ip: "10.9.0.3", lang: "en" }).contact.submit(
      values("trap@example.com", { website: "spam" }),
      { renderedAt: undefined, userAgent: undefined },
    );
    const slow = await pageServices(deps(), { ip: "10.9.0.3", lang: "en" }).contact.submit(
      values("slow@example.com"),
      { renderedAt: now - 20_000, userAgent: undefined },
    );
    for (const outcome of [fast, trap, slow])
      expect(outcome).toEqual({ ok: true, data: { status: "received" } });
    expect((await stored("fast@example.com")).map((row) => row.spamReason)).toEqual(["too_fast"]);
    expect((await stored("trap@example.com")).map((row) => row.spamReason)).toEqual(["honeypot"]);
    expect((await stored("slow@example.com")).map((row) => row.spamReason)).toEqual([null]);
  });

  it("passes the rate limit's 429 and wait on to the page", async () => {
    for (let i = 0; i < 5; i++) {
      await pageServices(deps(), { ip: "10.9.0.4", lang: "en" }).contact.submit(values("rl@example.com"), {
        renderedAt: undefined,
        userAgent: undefined,
      });
    }
    const outcome = await pageServices(deps(), { ip: "10.9.0.4", lang: "en" }).contact.submit(
      values("rl@example.com"),
      { renderedAt: undefined, userAgent: undefined },
    );
    expect(outcome).toMatchObject({ ok: false, status: 429, code: "rate_limited", retryAfterSeconds: 600 });
  });
});
