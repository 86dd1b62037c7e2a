import { describe, expect, it } from "vitest";
import type { Company } from "#core/domain/crm";
import type { TimelineEntry } from "#core/domain/pipeline";
import { setupCrmApp } from "../test-support";

const crm = setupCrmApp();

async function company(name: string, lastContact: string | null) {
  const created = await crm.call<Company>("POST", "/api/crm/companies", {
    companyName: name,
    industry: "Technology",
    lastContact,
  });
  expect(created.status).toBe(201);
  return created.body;
}
const read = async (id: number) => (await crm.call<Company>("GET", `/api/crm/companies/${id}`)).body;
const log = (id: number, kind: string, body: string) =>
  crm.call<TimelineEntry>("POST", `/api/crm/companies/${id}/activities`, { kind, body });

describe("a logged call is the company's last contact", () => {
  it("moves the last contact to the call's day, one version on, when that is later", async () => {
    crm.t.clock.now = new Date(Date.UTC(2026, 5, 10, 14, 30));
    const earlier = await company("Called Later Co", "2026-03-01");
    expect((await log(earlier.id, "call", "Spoke with the CFO")).status).toBe(201);
    expect(await read(earlier.id)).toMatchObject({ lastContact: "2026-06-10", version: earlier.version + 1 });

    const never = await company("Never Called Co", null);
    await log(never.id, "call", "First call");
    expect((await read(never.id)).lastContact).toBe("2026-06-10");
  });

  it("leaves a later last contact, and notes, alone", async () => {
    crm.t.clock.now = new Date(Date.UTC(2026, 5, 10, 9));
    const later = await company("Met Later Co", "2026-07-01");
    await log(later.id, "call", "A call before the recorded meeting's date");
    expect(await read(later.id)).toMatchObject({ lastContact: "2026-07-01", version: later.version });

    const noted = await company("Noted Co", "2026-01-05");
    await log(noted.id, "note", "Read their annual report");
    expect(await read(noted.id)).toMatchObject({ lastContact: "2026-01-05", version: noted.version });
  });

  it("a note changed into a call counts from the day it was logged", async () => {
    crm.t.clock.now = new Date(Date.UTC(2026, 7, 3, 8));
    const target = await company("Edited Note Co", "2026-01-05");
    const note = await log(target.id, "note", "Phoned them, in fact");
    crm.t.clock.now = new Date(Date.UTC(2026, 7, 20, 8));
    if (note.body.type !== "activity") throw new Error("not an activity");
    const edited = await crm.call("PATCH", `/api/crm/activities/${note.body.id}`, {
      kind: "call",
      body: "Phoned them",
      version: note.body.version,
    });
    expect(edited.status).toBe(200);
    expect((await read(target.id)).lastContact).toBe("2026-08-03");
  });
});

describe("renaming a company", () => {
  it("refuses an empty name or one of invisible characters, with a translated message, and saves nothing", async () => {
    const target = await company("Renamed Co", null);
    for (const [name, lang, message] of [
      ["   ", "en", "Company name is required"],
      ["\u200B\u200B", "en", "Company name is required"],
      ["\u200B\u200C\u2060", "sr", undefined],
      ["\u200B", "ar", undefined],
    ] as const) {
      const answer = await crm.call<{ error: { fields: Record<string, string> } }>(
        "PATCH",
        `/api/crm/companies/${target.id}`,
        { version: target.version, companyName: name },
        { "Accept-Language": lang },
      );
      expect(answer.status).toBe(400);
      const text = answer.body.error.fields.companyName;
      expect(text).toBeTruthy();
      if (message) expect(text).toBe(message);
      else expect(text).not.toMatch(/crm:|required/i);
    }
    expect(await read(target.id)).toMatchObject({ name: "Renamed Co", version: target.version });
  });
});
