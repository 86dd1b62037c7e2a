import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_PAGE_SIZE } from "#core/domain/media-library";
import { serverT } from "#core/i18n/resources.server";
import { auditLog, insights, insightTexts, mediaImages } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { loginAsStaff } from "../test/staff";
import { solidImage, uploadForm } from "./test-images";

/** The library on the real database: listing, alt texts, deleting, serving the variants, who may do what. */
let t: TestApp;
const as: Record<"admin" | "sales" | "viewer", string> = { admin: "", sales: "", viewer: "" };
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["admin", "sales", "viewer"] as const)
    as[role] = (await loginAsStaff(t, role, role)).cookie;
});
afterAll(() => t.close());

type Json = Record<string, unknown> & { error?: { message: string; fields?: Record<string, string> } };
async function call(
  role: keyof typeof as,
  path: string,
  init: RequestInit & { json?: unknown } = {},
  lang = "en",
) {
  const res = await t.request(path, { ...init, headers: { cookie: as[role], "accept-language": lang } });
  return { status: res.status, body: (res.status === 204 ? {} : await res.json()) as Json };
}

async function uploaded(width = 500): Promise<number> {
  const form = uploadForm(await solidImage(width, 200, "jpeg"), `p${width}.jpg`);
  const { status, body } = await call("sales", "/api/crm/media", { method: "POST", body: form });
  expect(status).toBe(201);
  return body.id as number;
}

describe("the media library", () => {
  it("lists images newest first, a page at a time, with the widths made", async () => {
    const first = await uploaded(500);
    t.clock.now = new Date(Date.now() + 1000);
    const second = await uploaded(1000);
    const { status, body } = await call("viewer", "/api/crm/media");
    expect(status).toBe(200);
    const images = body.images as { id: number; widths: number[] }[];
    expect(images.map((i) => i.id).slice(0, 2)).toEqual([second, first]);
    expect(images[0]?.widths).toEqual([480, 960]);
    expect(body).toMatchObject({ page: 1, pageSize: MEDIA_PAGE_SIZE, total: 2 });
    expect(((await call("viewer", "/api/crm/media?page=2")).body.images as unknown[]).length).toBe(0);
  });

  it("sets alt texts per language, trimmed, an empty one removed, at most 250 characters", async () => {
    const id = await uploaded();
    const path = `/api/crm/media/${id}`;
    const set = (alt: unknown, lang = "en") => call("sales", path, { method: "PATCH", json: { alt } }, lang);
    expect(
      (await set({ en: "  Team at work ", ar: "الفريق في العمل", sr: "Тим на послу" })).body.alt,
    ).toEqual({
      en: "Team at work",
      ar: "الفريق في العمل",
      sr: "Тим на послу",
    });
    expect((await set({ sr: "" })).body.alt).toEqual({ en: "Team at work", ar: "الفريق في العمل" });
    const tooLong = await set({ en: "x".repeat(251) }, "ar");
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error?.message).toBe(serverT("ar")("media:errors.altTooLong"));
    const [row] = await t.database.db.select().from(mediaImages).where(eq(mediaImages.id, id));
    expect(row?.alt).toEqual({ en: "Team at work", ar: "الفريق في العمل" });
    expect(
      (await call("sales", "/api/crm/media/999999", { method: "PATCH", json: { alt: {} } })).status,
    ).toBe(404);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "media.alt"));
    expect(audit.filter((e) => e.entityId === String(id))).toHaveLength(2);
  });

  it("lets only an admin delete, and refuses while an insight's body places the image", async () => {
    const id = await uploaded();
    const other = await uploaded();
    const [insight] = await t.database.db.insert(insights).values({}).returning();
    await t.database.db.insert(insightTexts).values({
      insightId: insight?.id ?? 0,
      lang: "sr",
      slug: "slika",
      title: "Тржиште 2026",
      body: `Увод.\n\n![](image:${id})\n\nКрај, види и image:${other}0.`,
    });
    expect((await call("sales", `/api/crm/media/${id}`, { method: "DELETE" })).status).toBe(403);
    const refused = await call("admin", `/api/crm/media/${id}`, { method: "DELETE" }, "sr");
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(
      serverT("sr")("media:errors.inUse", { title: "\u2068Тржиште 2026\u2069", token: `![](image:${id})` }),
    );
    expect((await t.request(`/media/uploads/${id}/480.webp`)).status).toBe(200);

    expect((await call("admin", `/api/crm/media/${other}`, { method: "DELETE" })).status).toBe(204);
    expect((await t.request(`/media/uploads/${other}/480.webp`)).status).toBe(404);
    expect(await t.database.db.select().from(mediaImages).where(eq(mediaImages.id, other))).toEqual([]);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "media.delete"));
    expect(entry).toMatchObject({ actor: "admin", entityId: String(other) });
  });

  it("lets a viewer look but not upload or describe", async () => {
    const id = await uploaded();
    const form = uploadForm(await solidImage(100, 100), "v.png");
    expect((await call("viewer", "/api/crm/media", { method: "POST", body: form })).status).toBe(403);
    expect(
      (await call("viewer", `/api/crm/media/${id}`, { method: "PATCH", json: { alt: {} } })).status,
    ).toBe(403);
    expect((await t.request("/api/crm/media")).status).toBe(401);
  });
});

describe("serving variants", () => {
  it("answers each variant publicly, immutable, with its type and an ETag; 404 for anything unknown", async () => {
    const id = await uploaded(700);
    for (const [format, type] of [
      ["avif", "image/avif"],
      ["webp", "image/webp"],
    ]) {
      const res = await t.request(`/media/uploads/${id}/480.${format}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      const etag = res.headers.get("etag") ?? "";
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await t.request(`/media/uploads/${id}/480.${format}`, {
        headers: { "if-none-match": etag },
      });
      expect(again.status).toBe(304);
    }
    for (const path of [
      `${id}/960.webp`,
      `${id}/480.png`,
      `${id + 100}/480.webp`,
      `${id}/480.webp.exe`,
      "x/480.webp",
    ]) {
      expect((await t.request(`/media/uploads/${path}`)).status, path).toBe(404);
    }
  });
});
