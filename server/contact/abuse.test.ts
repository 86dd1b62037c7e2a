import { beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "../db/schema";
import { emailSubject } from "../http/limit-requests";
import { createTestApp } from "../test/app";
import { CONTACT_RATE_LIMITS } from "./submit-contact-message";
import { setupContactForm, validContact } from "./test-support";

const api = setupContactForm();
const { post, storedFor, mailsOf } = api;
/** Each test writes as its own sender too, so the limits per sender of one never touch another. */
let sender = "";
beforeEach(() => {
  sender = `sender${api.n}@example.com`;
});

const later = (ms: number) => {
  api.t.clock.now = new Date(api.t.clock.now.getTime() + ms);
};

describe("POST /api/contact: suspected spam is kept, marked, and notifies no one", () => {
  it.each([
    ["it was sent under three seconds (autofill)", { elapsedMs: 900 }, "too_fast"],
    ["the honeypot is filled", { website: "http://spam.example" }, "honeypot"],
    ["the honeypot holds something other than text", { website: { a: 1 } }, "honeypot"],
    ["it says nothing about the time taken", { elapsedMs: undefined }, "no_timing"],
    ["the time taken is not a number", { elapsedMs: "5000" }, "no_timing"],
  ])(
    "when %s: the same answer as a real message, stored with the reason, no e-mail",
    async (_label, change, reason) => {
      const res = await post({ ...validContact, email: sender, ...change });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ status: "received" });
      const [row] = await storedFor(sender);
      expect(row).toMatchObject({ message: validContact.message, spamReason: reason, handledAt: null });
      expect(await mailsOf(row!.id)).toEqual([]);
    },
  );

  it("keeps an empty honeypot and exactly the minimum fill time as a person's message, with its e-mail", async () => {
    const res = await post({ ...validContact, email: sender, website: "", elapsedMs: 3000 });
    expect(res.status).toBe(201);
    const [row] = await storedFor(sender);
    expect(row?.spamReason).toBeNull();
    expect(await mailsOf(row!.id)).toHaveLength(1);
  });
});

describe("POST /api/contact: limits per address and per sender", () => {
  it("lets an office whose colleagues share one address send a message each", async () => {
    for (let i = 0; i < 12; i++) {
      later(10_000);
      expect((await post({ ...validContact, email: `colleague${i}.${api.n}@example.com` })).status).toBe(201);
    }
  });

  it("limits one sender to 5 messages in 10 minutes, from any address, spam counted too: 429 naming the wait", async () => {
    for (let i = 0; i < 4; i++) {
      later(10_000);
      const from = { "x-forwarded-for": `192.0.2.${i + 1}` };
      expect((await post({ ...validContact, email: sender }, from)).status).toBe(201);
    }
    expect((await post({ ...validContact, email: sender, elapsedMs: 100 })).status).toBe(201);
    later(10_000); // 40 s after the first
    const blocked = await post({ ...validContact, email: sender.toUpperCase(), message: "The sixth." });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("560");
    expect((await blocked.json()).error).toEqual({
      code: "rate_limited",
      message: "You have sent several messages in a short time. Please try again in 10 minutes.",
    });
    for (const [lang, message] of [
      ["ar", "لقد أرسلت عدة رسائل في وقت قصير. يرجى المحاولة مرة أخرى بعد 10 دقائق."],
      ["sr", "Послали сте више порука за кратко време. Покушајте поново за 10 минута."],
    ] as const) {
      const res = await post({ ...validContact, email: sender }, { "accept-language": lang });
      expect((await res.json()).error.message).toBe(message);
    }
    expect((await storedFor(sender)).map((row) => row.message)).not.toContain("The sixth.");
    // A colleague at the same address is not affected; the sender may write again once the window has passed.
    expect((await post({ ...validContact, email: `colleague.${api.n}@example.com` })).status).toBe(201);
    later(10 * 60_000);
    expect((await post({ ...validContact, email: sender })).status).toBe(201);
  });

  it("stops a flood from one address after 30 messages in 10 minutes, whatever the senders", async () => {
    const { limit } = CONTACT_RATE_LIMITS.address;
    for (let i = 0; i < limit; i++) {
      expect((await post({ ...validContact, email: `flood${i}.${api.n}@example.com` })).status).toBe(201);
    }
    const blocked = await post({ ...validContact, email: sender }, { "accept-language": "sr" });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("600");
    expect((await blocked.json()).error.message).toContain("10 минута");
    expect(await storedFor(sender)).toEqual([]);
  });

  it("keeps the counts in the database, shared by every instance, with no address in them", async () => {
    const second = await createTestApp({}, api.t.database);
    second.clock.now = api.t.clock.now;
    for (let i = 0; i < 5; i++) expect((await post({ ...validContact, email: sender })).status).toBe(201);
    const res = await second.request("/api/contact", {
      method: "POST",
      json: { ...validContact, email: sender },
      headers: { "x-forwarded-for": `203.0.113.${api.n}` },
    });
    expect(res.status).toBe(429);
    const counters = await api.t.database.db.select().from(rateLimits);
    const counted = counters.find((row) => row.key === `contact-email:${emailSubject(sender)}`);
    expect(counted?.count).toBe(6);
    expect(counters.some((row) => row.key.includes("@"))).toBe(false);
  });

  it("does not count invalid input against the limits", async () => {
    for (let i = 0; i < 8; i++)
      expect((await post({ ...validContact, email: sender, name: "" })).status).toBe(400);
    expect((await post({ ...validContact, email: sender })).status).toBe(201);
  });
});
