import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { StaffMessagesAnswer } from "#core/domain/contact-messages";
import { outbox } from "../db/schema";
import { setupStaffApi } from "../test/staff-api";

/** Signed in as an admin. */
const api = setupStaffApi({ role: "admin" });

async function send(i: number, elapsedMs = 4000) {
  api.t.clock.now = new Date(Date.UTC(2026, 4, 1, 9, i));
  const res = await api.t.request("/api/contact", {
    method: "POST",
    json: {
      name: `Sender ${i}`,
      email: `s${i}@example.com`,
      message: `Message number ${i}`,
      elapsedMs,
    },
    headers: { "x-forwarded-for": `10.1.0.${i}`, "accept-language": i % 2 ? "ar" : "en" },
  });
  expect(res.status).toBe(201);
}

const list = (query = "", headers: Record<string, string> = { cookie: api.cookie }) =>
  api.t.request(`/api/crm/messages${query}`, { headers });

describe("GET /api/crm/messages", () => {
  it("answers 401 without a staff session, with no message content", async () => {
    await send(0);
    const res = await list("", {});
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain("Message number");
  });

  it("lists messages newest first with their notification's outbox state, page by page", async () => {
    for (let i = 1; i <= 4; i++) await send(i);
    const [failing] = await api.t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, api.t.env.MAIL_TO))
      .limit(1);
    await api.t.database.db
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
      suspectedSpam: null,
      handled: null,
      lead: null,
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

  it("lists suspected spam apart: out of Open and Handled, under Spam with its reason and no notification", async () => {
    await send(7, 1200);
    const names = async (state: string) =>
      ((await (await list(`?state=${state}`)).json()) as StaffMessagesAnswer).messages;
    expect((await names("open")).map((m) => m.name)).not.toContain("Sender 7");
    expect((await names("handled")).map((m) => m.name)).not.toContain("Sender 7");
    const spam = await names("spam");
    expect(spam.map((m) => m.name)).toEqual(["Sender 7"]);
    expect(spam[0]).toMatchObject({
      message: "Message number 7",
      suspectedSpam: "too_fast",
      notification: null,
    });
    expect((await names("all")).map((m) => m.name)).toContain("Sender 7");
  });

  it("refuses a bad page parameter with 400", async () => {
    expect((await list("?limit=0")).status).toBe(400);
    expect((await list("?before=abc")).status).toBe(400);
  });
});

describe("PUT /api/crm/messages/:id/handled", () => {
  const mark = (
    id: number | string,
    json: unknown,
    headers: Record<string, string> = { cookie: api.cookie },
  ) => api.t.request(`/api/crm/messages/${id}/handled`, { method: "PUT", json, headers });
  const names = async (state: string) =>
    ((await (await list(`?state=${state}`)).json()) as StaffMessagesAnswer).messages.map((m) => m.name);

  it("marks a message handled (who and when), lists it apart, and Undo opens it again", async () => {
    const all = ((await (await list()).json()) as StaffMessagesAnswer).messages;
    const target = all.find((m) => m.name === "Sender 2")!;
    api.t.clock.now = new Date(Date.UTC(2026, 4, 2, 10, 0));
    const res = await mark(target.id, { handled: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: target.id,
      handled: { at: "2026-05-02T10:00:00.000Z", by: "sales1" },
    });
    expect(await names("handled")).toEqual(["Sender 2"]);
    expect(await names("open")).not.toContain("Sender 2");
    expect(await names("all")).toContain("Sender 2");
    const listed = ((await (await list("?state=handled")).json()) as StaffMessagesAnswer).messages[0];
    expect(listed?.handled).toEqual({ at: "2026-05-02T10:00:00.000Z", by: "sales1" });

    // Marking it again keeps the first time; Undo opens it again.
    api.t.clock.now = new Date(Date.UTC(2026, 4, 3, 10, 0));
    expect(await (await mark(target.id, { handled: true })).json()).toMatchObject({
      handled: { at: "2026-05-02T10:00:00.000Z" },
    });
    const undo = await mark(target.id, { handled: false });
    expect(await undo.json()).toEqual({ id: target.id, handled: null });
    expect(await names("handled")).toEqual([]);
    expect(await names("open")).toContain("Sender 2");
  });

  it("needs a session; refuses bad input (400, translated) and unknown messages (404), changing nothing", async () => {
    const [first] = ((await (await list()).json()) as StaffMessagesAnswer).messages;
    expect((await mark(first!.id, { handled: true }, {})).status).toBe(401);
    const bad = await mark(first!.id, { handled: "yes" }, { cookie: api.cookie, "accept-language": "sr" });
    expect(bad.status).toBe(400);
    const missing = await mark(999999, { handled: true }, { cookie: api.cookie, "accept-language": "ar" });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      "لم يتم العثور على هذه الرسالة.",
    );
    expect((await list("?state=nope")).status).toBe(400);
    expect(await names("handled")).toEqual([]);
  });
});
