import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { contactMessages, outbox } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";

/** A message the contact form accepts as a person's. */
export const validContact = {
  name: "Ana Petrović",
  email: "ana@example.com",
  company: "Acme d.o.o.",
  message: "We would like a quote for a brand health tracker.",
  elapsedMs: 8000,
};

export interface ContactFormTest {
  t: TestApp;
  /** The test's number, counted from 1; each test posts from its own address, 198.51.100.<n>. */
  n: number;
  ip: string;
  /** A post of the contact form from the test's address. */
  post(body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** The stored messages from one sender. */
  storedFor(email: string): Promise<(typeof contactMessages.$inferSelect)[]>;
  /** The e-mails written for one stored message. */
  mailsOf(id: number): Promise<(typeof outbox.$inferSelect)[]>;
}

/**
 * One test app per file with a contact inbox, the clock at 2 March 2026 10:00 UTC before each test, and each
 * test its own client address, so the rate limits of one never touch another.
 */
export function setupContactForm(): ContactFormTest {
  const state = { n: 0, ip: "" } as ContactFormTest;
  beforeAll(async () => {
    state.t = await createTestApp({ MAIL_TO: "inbox@potentia.test" });
  });
  afterAll(() => state.t.close());
  beforeEach(() => {
    state.n += 1;
    state.ip = `198.51.100.${state.n}`;
    state.t.clock.now = new Date("2026-03-02T10:00:00Z");
  });
  state.post = (body, headers = {}) =>
    state.t.request("/api/contact", {
      method: "POST",
      json: body,
      headers: { "x-forwarded-for": state.ip, "user-agent": "vitest", ...headers },
    });
  state.storedFor = (email) =>
    state.t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
  state.mailsOf = (id) => state.t.database.db.select().from(outbox).where(eq(outbox.contactMessageId, id));
  return state;
}
