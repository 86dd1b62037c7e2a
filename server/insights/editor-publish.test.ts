import { describe, expect, it } from "vitest";
import type { InsightListItem, InsightView } from "#core/domain/insights";
import { LANGUAGES } from "#core/i18n/languages";
import { mediaImages } from "../db/schema";
import { loginAsStaff } from "../test/staff";
import { fullInsight, insightsT, setupEditor, stored } from "./editor-test-support";

const ed = setupEditor();
type Failure = { error: { message: string; fields?: Record<string, string> } };

async function create(input = fullInsight()) {
  return (await ed.call<InsightView>("POST", "/api/crm/insights", input)).body;
}
const publish = (insight: InsightView, lang: string, at?: string, options = {}) =>
  ed.call<InsightView & Failure>(
    "POST",
    `/api/crm/insights/${insight.id}/publish/${lang}`,
    { updatedAt: insight.updatedAt, ...(at ? { at } : {}) },
    options,
  );

describe("publishing each language on its own", () => {
  it("publishes one now, schedules another, unpublishes; the rest stay drafts; each write stamped and audited", async () => {
    const made = await create();
    const now = await publish(made, "en");
    expect(now.status).toBe(200);
    expect(now.body.texts.en).toMatchObject({ status: "published", publishAt: ed.t.clock.now.toISOString() });
    expect(now.body.texts.sr?.status).toBe("draft");
    const later = new Date(ed.t.clock.now.getTime() + 86_400_000).toISOString();
    const scheduled = await publish(now.body, "sr", later);
    expect(scheduled.body.texts.sr).toMatchObject({ status: "published", publishAt: later });
    const listed = async (status: string) =>
      (
        await ed.call<{ items: InsightListItem[] }>("GET", `/api/crm/insights?status=${status}`)
      ).body.items.map((i) => i.id);
    expect(await listed("published")).toContain(made.id);
    expect(await listed("scheduled")).toContain(made.id);
    const db = await stored(ed.t, made.id);
    expect(db.row?.updatedAt.toISOString()).toBe(scheduled.body.updatedAt);
    expect(db.texts.sr?.updatedAt.toISOString()).toBe(scheduled.body.updatedAt);
    expect(db.texts.ar?.status).toBe("draft");
    const off = await ed.call<InsightView>("POST", `/api/crm/insights/${made.id}/unpublish/en`, {
      updatedAt: scheduled.body.updatedAt,
    });
    expect(off.body.texts.en).toMatchObject({ status: "draft", publishAt: null });
    expect(off.body.texts.sr?.status).toBe("published");
    expect((await stored(ed.t, made.id)).actions).toEqual([
      "insight.created",
      "insight.published",
      "insight.scheduled",
      "insight.unpublished",
    ]);
  });

  it.each(LANGUAGES)(
    "refuses, in %s, a language missing its excerpt or a time in the past; it stays a draft",
    async (lang) => {
      const t = insightsT(lang);
      const input = fullInsight();
      input.texts.ar = { ...input.texts.ar!, excerpt: "" };
      const made = await create(input);
      const res = await publish(made, "ar", undefined, { lang });
      expect(res.status).toBe(400);
      expect(res.body.error.fields?.["texts.ar.excerpt"]).toBe(
        t("errors.required.excerpt", { language: t("languages.ar") }),
      );
      const past = await publish(made, "en", new Date(ed.t.clock.now.getTime() - 60_000).toISOString(), {
        lang,
      });
      expect(past.body.error.message).toBe(t("errors.past"));
      const db = await stored(ed.t, made.id);
      expect([db.texts.ar?.status, db.texts.en?.status]).toEqual(["draft", "draft"]);
      expect(db.row?.updatedAt.toISOString()).toBe(made.updatedAt);
      expect(db.actions).toEqual(["insight.created"]);
    },
  );

  it.each(LANGUAGES)(
    "needs, in %s, every image of the body to exist with alt text in that language",
    async (lang) => {
      const t = insightsT(lang);
      const [image] = await ed.t.database.db
        .insert(mediaImages)
        .values({ originalName: "chart.png", width: 800, height: 600, alt: { en: "A chart" } })
        .returning({ id: mediaImages.id });
      const input = fullInsight();
      input.texts.sr = { ...input.texts.sr!, body: `Пасус.\n\n![](image:${image!.id})\n\n![](image:999999)` };
      input.texts.en = { ...input.texts.en!, body: `Text.\n\n![](image:${image!.id})` };
      const made = await create(input);
      const sr = await publish(made, "sr", undefined, { lang });
      expect(sr.body.error.message).toBe(
        t("errors.imageAlt", { id: image!.id, language: t("languages.sr") }),
      );
      const en = await publish(made, "en", undefined, { lang });
      expect(en.status).toBe(200);
      const bodyOnly = `Пасус.\n\n![](image:999999)`;
      const { texts: _t, ...shared } = input;
      const saved = await ed.call<InsightView & Failure>(
        "PATCH",
        `/api/crm/insights/${made.id}`,
        {
          ...shared,
          updatedAt: en.body.updatedAt,
          texts: {
            en: { ...en.body.texts.en!, body: `x\n\n![](image:999999)` },
            sr: { ...input.texts.sr!, body: bodyOnly },
          },
        },
        { lang },
      );
      expect(saved.status).toBe(400);
      expect(saved.body.error.fields?.["texts.en.body"]).toBe(
        t("errors.imageMissing", { id: 999999, language: t("languages.en") }),
      );
      expect((await stored(ed.t, made.id)).texts.en?.body).toBe(`Text.\n\n![](image:${image!.id})`);
    },
  );
});

describe("deleting and roles", () => {
  it("deletes an insight with its languages (audited); a viewer may read but not write", async () => {
    const made = await create();
    const viewer = (await loginAsStaff(ed.t, "viewer1", "viewer")).cookie;
    expect((await ed.call("GET", `/api/crm/insights/${made.id}`, undefined, { cookie: viewer })).status).toBe(
      200,
    );
    expect((await publish(made, "en", undefined, { cookie: viewer })).status).toBe(403);
    expect((await ed.call("DELETE", `/api/crm/insights/${made.id}`)).status).toBe(204);
    const gone = await ed.call<Failure>("GET", `/api/crm/insights/${made.id}`, undefined, { lang: "sr" });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(insightsT("sr")("errors.notFound"));
    const db = await stored(ed.t, made.id);
    expect([db.row, db.texts]).toEqual([undefined, {}]);
    expect(db.actions).toEqual(["insight.created", "insight.deleted"]);
  });
});
