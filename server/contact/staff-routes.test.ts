import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffMessagesAnswer } from "../../app/domain/contact";
import { outbox } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { loginAsStaff } from "../test/staff";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await loginAsStaff(t));
});
afterAll(() => t.close());

async function send(i: number) {
  t.clock.now = new Date(Date.UTC(2026, 4, 1, 9, i));
  const res = await t.request("/api/contact", {
    method: "POST",
    json: {
      name: `Sender ${i}`,
      email: `s${i}@example.com`,
      message: `Message number ${i}`,
      elapsedMs: 4000,
    },
    headers: { "x-forwarded-for": `10.1.0.${i}`, "accept-language": i % 2 ? "ar" : "en" },
  });
  expect(res.status).toBe(201);
}

const list = (query = "", headers: Record<string, string> = { cookie }) =>
  t.request(`/api/crm/messages${query}`, { headers });

describe("GET /api/crm/messages", () => {
  it("answers 401 without a staff session, with no message content", async () => {
    await send(0);
    const res = await list("", {});
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain("Message number");
  });

  it("lists messages newest first with their notification's outbox state, page by page", async () => {
    for (let i = 1; i <= 4; i++) await send(i);
    const [failing] = await t.database.db.select().from(outbox).where(eq(outbox.to, t.env.MAIL_TO)).limit(1);
    await t.database.db
      .update(outbox)
      .set({ attempts: 2, lastError: "451 try later" })
      .where(eq(outbox.id, failing!.id));

    const res = await list("?limit=3");
    expect(res.status).toBe(200);
    const page = (await res.json()) as StaffMessagesAnswer;
    expect(page.messages.map((m) => m.name)).toEqual(["Sender 4", "Sender 3", "Sender 2"]);
    expect(page.messages[0]).toEqual({
      id: expect.any(Number),
      name: "Sender 4",
      email: "s4@example.com",
      company: null,
      message: "Message number 4",
      lang: "en",
      receivedAt: "2026-05-01T09:04:00.000Z",
      notification: {
        status: "pending",
        attempts: 0,
        lastError: null,
        nextAttemptAt: "2026-05-01T09:04:00.000Z",
        sentAt: null,
      },
    });
    expect(page.nextCursor).toBe(page.messages[2]!.id);

    const rest = (await (await list(`?before=${page.nextCursor}`)).json()) as StaffMessagesAnswer;
    expect(rest.messages.map((m) => m.name)).toEqual(["Sender 1", "Sender 0"]);
    expect(rest.nextCursor).toBeNull();
    expect(rest.messages[1]?.notification).toMatchObject({ attempts: 2, lastError: "451 try later" });
  });

  it("refuses a bad page parameter with 400", async () => {
    expect((await list("?limit=0")).status).toBe(400);
    expect((await list("?before=abc")).status).toBe(400);
  });
});
