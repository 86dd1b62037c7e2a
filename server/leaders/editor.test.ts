import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LeaderCreate, LeaderView } from "#core/domain/leaders";
import { LANGUAGES, type Lang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import { auditLog, leaders, leaderTexts, mediaImages } from "../db/schema";
import { loginAsStaff } from "../test/staff";
import { setupStaffApi } from "../test/staff-api";
import { listPublicLeaders } from "./read-leaders";

const ed = setupStaffApi();
const peopleT = (lang: Lang) => serverT(lang, "people");
type Failure = {
  error: { code: string; message: string; fields?: Record<string, string>; current?: LeaderView };
};

let serial = 0;
function newLeader(overrides: Partial<LeaderCreate> = {}): LeaderCreate {
  serial += 1;
  const text = (name: string) => ({
    name,
    role: "Director",
    bio: "Bio.",
    location: "Belgrade",
    initials: "",
  });
  return {
    key: `leader-${serial}`,
    email: `leader${serial}@example.com`,
    linkedIn: "https://www.linkedin.com/in/someone",
    office: "belgrade",
    photoImageId: null,
    texts: { en: text("Mila Petrović"), ar: text("ميلا بتروفيتش"), sr: text("Мила Петровић") },
    ...overrides,
  };
}

/** Everything the database holds of the leaders, to show that a refused request changed nothing. */
async function snapshot() {
  const db = ed.t.database.db;
  return {
    leaders: await db.select().from(leaders).orderBy(leaders.key),
    texts: await db.select().from(leaderTexts).orderBy(leaderTexts.leaderKey, leaderTexts.lang),
  };
}

async function create(input = newLeader()) {
  const res = await ed.call<LeaderView>("POST", "/api/crm/leaders", input);
  expect(res.status).toBe(201);
  return res.body;
}

const { key: _key, ...saveFields } = newLeader();
const save = (view: LeaderView, changes: Partial<typeof saveFields>, lang: Lang = "en") =>
  ed.call<LeaderView & Failure>(
    "PUT",
    `/api/crm/leaders/${view.key}`,
    { ...saveFields, email: view.email, texts: view.texts, version: view.version, ...changes },
    { lang },
  );

describe("the leaders' editor API", () => {
  it("adds a leader last, suggests the initials in each script, and shows it on the public list", async () => {
    const made = await create();
    expect(made.position).toBe(3);
    expect([made.texts.en.initials, made.texts.ar.initials, made.texts.sr.initials]).toEqual([
      "MP",
      "م ب",
      "МП",
    ]);
    const ar = await listPublicLeaders(ed.t.database.db, "ar");
    expect(ar.at(-1)).toMatchObject({ key: made.key, name: "ميلا بتروفيتش", initials: "م ب" });
    const audit = await ed.t.database.db.select().from(auditLog).where(eq(auditLog.entityId, made.key));
    expect(audit.map((row) => row.action)).toEqual(["leader.created"]);
  });

  it("saves each language's texts and a photo, counting the version, and stamps the rows", async () => {
    const made = await create();
    const [image] = await ed.t.database.db
      .insert(mediaImages)
      .values({
        originalName: "mila.jpg",
        width: 1200,
        height: 1500,
        alt: { en: "Mila", ar: "ميلا", sr: "Мила" },
      })
      .returning({ id: mediaImages.id });
    const texts = { ...made.texts, sr: { ...made.texts.sr, role: "Директорка", initials: "МИ" } };
    const res = await save(made, { texts, photoImageId: image!.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: 2, photoImageId: image!.id, updatedBy: "sales1" });
    expect(res.body.texts.sr).toMatchObject({ role: "Директорка", initials: "МИ" });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(made.updatedAt));
    const sr = await listPublicLeaders(ed.t.database.db, "sr");
    expect(sr.find((one) => one.key === made.key)?.photo).toEqual({
      id: image!.id,
      width: 1200,
      height: 1500,
      widths: [480, 960],
      alt: "Мила",
    });
  });

  it.each(LANGUAGES)(
    "refuses, in %s, a save from an older version (409 with the newer one), changing nothing",
    async (lang) => {
      const made = await create();
      const first = await save(made, { office: "riyadh" });
      expect(first.status).toBe(200);
      const before = await snapshot();
      const stale = await save(made, { office: "belgrade" }, lang);
      expect(stale.status).toBe(409);
      expect(stale.body.error.message).toBe(peopleT(lang)("errors.stale"));
      expect(stale.body.error.current).toMatchObject({ version: 2, office: "riyadh" });
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(LANGUAGES)(
    "refuses, in %s, bad input with a translated message per field, changing nothing",
    async (lang) => {
      const t = peopleT(lang);
      const made = await create();
      const before = await snapshot();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ linkedIn: "http://www.linkedin.com/in/someone" }, "linkedIn", "errors.linkedIn"],
        [{ linkedIn: "javascript:alert(1)" }, "linkedIn", "errors.linkedIn"],
        [{ email: "not an address" }, "email", "errors.email"],
        [{ office: "paris" }, "office", "errors.office"],
        [{ texts: { ...made.texts, ar: { ...made.texts.ar, name: "  " } } }, "texts.ar.name", "errors.name"],
        [{ photoImageId: 999999 }, "photoImageId", "errors.photoMissing"],
      ];
      for (const [changes, field, key] of cases) {
        const res = await save(made, changes, lang);
        expect(res.status, field).toBe(400);
        expect(res.body.error.fields?.[field], field).toBe(t(key));
      }
      const taken = await ed.call<Failure>("POST", "/api/crm/leaders", newLeader({ key: made.key }), {
        lang,
      });
      expect(taken.body.error.fields?.key).toBe(t("errors.keyTaken"));
      expect(await snapshot()).toEqual(before);
    },
  );

  it("moves a leader up and down the page, and deletes one", async () => {
    const made = await create();
    const order = async () => (await listPublicLeaders(ed.t.database.db, "en")).map((one) => one.key);
    const start = await order();
    const moved = await ed.call<{ items: LeaderView[] }>("POST", `/api/crm/leaders/${made.key}/move`, {
      direction: "up",
    });
    expect(moved.status).toBe(200);
    const expected = [...start.slice(0, -2), made.key, start.at(-2)];
    expect(moved.body.items.map((one) => one.key)).toEqual(expected);
    expect(await order()).toEqual(expected);
    await ed.call("POST", `/api/crm/leaders/${made.key}/move`, { direction: "down" });
    expect(await order()).toEqual(start);
    expect((await ed.call("DELETE", `/api/crm/leaders/${made.key}`)).status).toBe(204);
    expect(await order()).toEqual(start.slice(0, -1));
    expect((await ed.call("GET", `/api/crm/leaders/${made.key}`)).status).toBe(404);
  });

  it("lets a viewer read but not write", async () => {
    const viewer = await loginAsStaff(ed.t, "viewer-people", "viewer");
    const made = await create();
    const before = await snapshot();
    const as = { cookie: viewer.cookie };
    expect((await ed.call("GET", `/api/crm/leaders/${made.key}`, undefined, as)).status).toBe(200);
    expect(
      (await ed.call("PUT", `/api/crm/leaders/${made.key}`, { ...saveFields, version: 1 }, as)).status,
    ).toBe(403);
    expect((await ed.call("DELETE", `/api/crm/leaders/${made.key}`, undefined, as)).status).toBe(403);
    expect((await ed.call("POST", `/api/crm/leaders/${made.key}/move`, { direction: "up" }, as)).status).toBe(
      403,
    );
    expect(await snapshot()).toEqual(before);
  });
});
