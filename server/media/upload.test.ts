import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES } from "#core/domain/media";
import { serverT } from "#core/i18n/resources.server";
import { auditLog, mediaImages, mediaImageVariants } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { loginAsStaff } from "../test/staff";
import { animatedWebp, cameraJpeg, pngDeclaring, solidImage, uploadForm } from "./test-images";

/** POST /api/crm/media on the real database: what is accepted (by its bytes alone) and what is made of it. */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await loginAsStaff(t, "editor", "sales"));
});
afterAll(() => t.close());

const upload = (form: FormData, lang = "en") =>
  t.request("/api/crm/media", { method: "POST", body: form, headers: { cookie, "accept-language": lang } });

async function served(id: number, width: number, format: string) {
  const res = await t.request(`/media/uploads/${id}/${width}.${format}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const imageCount = async () => (await t.database.db.select().from(mediaImages)).length;

describe("uploading an image", () => {
  it("takes JPEG, PNG and WebP by their bytes, whatever the name and declared type say", async () => {
    for (const [format, name, type] of [
      ["jpeg", "photo.png", "image/png"],
      ["png", "chart.jpg", "application/octet-stream"],
      ["webp", "picture", "text/plain"],
    ] as const) {
      const res = await upload(uploadForm(await solidImage(640, 400, format), name, type));
      expect(res.status, format).toBe(201);
      const { id } = (await res.json()) as { id: number };
      const [row] = await t.database.db.select().from(mediaImages).where(eq(mediaImages.id, id));
      expect(row).toMatchObject({ originalName: name, width: 640, height: 400, createdBy: "editor" });
    }
  });

  it("refuses what is not a JPEG, PNG or WebP, in the reader's language, storing nothing", async () => {
    const before = await imageCount();
    const cases: [Buffer, string][] = [
      [Buffer.from("name,email\nAna,ana@example.com\n"), "notes.jpg"],
      [await solidImage(40, 40, "gif"), "moving.png"],
      [(await solidImage(300, 300, "jpeg")).subarray(0, 200), "cut.jpg"],
    ];
    for (const [bytes, name] of cases) {
      for (const lang of ["en", "ar", "sr"] as const) {
        const res = await upload(uploadForm(bytes, name), lang);
        expect(res.status, name).toBe(400);
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
          serverT(lang)("media:errors.notImage"),
        );
      }
    }
    expect(await imageCount()).toBe(before);
  });

  it("refuses a request without a file", async () => {
    const res = await upload(new FormData());
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      serverT("en")("media:errors.noFile"),
    );
  });

  it("refuses a file over 20 MB with the size rule, storing nothing", async () => {
    const before = await imageCount();
    const big = Buffer.concat([await solidImage(64, 64, "jpeg"), Buffer.alloc(IMAGE_MAX_BYTES)]);
    const res = await upload(uploadForm(big, "huge.jpg"), "sr");
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      serverT("sr")("media:errors.tooLarge"),
    );
    expect(await imageCount()).toBe(before);
  });

  it("refuses a decompression bomb (a tiny PNG declaring 10 gigapixels) before decoding it", async () => {
    const bomb = pngDeclaring(100_000, 100_000);
    expect(bomb.length).toBeLessThan(1000);
    const res = await upload(uploadForm(bomb, "tiny.png"), "ar");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      serverT("ar")("media:errors.tooManyPixels"),
    );
  });

  it("refuses an animated image", async () => {
    const res = await upload(uploadForm(await animatedWebp(), "moving.webp"));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      serverT("en")("media:errors.animated"),
    );
  });

  it("makes AVIF and WebP at the pages' widths up to the original's, never wider", async () => {
    const sizesOf = async (width: number) => {
      const res = await upload(uploadForm(await solidImage(width, 300, "png"), `w${width}.png`));
      const { id } = (await res.json()) as { id: number };
      const rows = await t.database.db
        .select({ format: mediaImageVariants.format, width: mediaImageVariants.width })
        .from(mediaImageVariants)
        .where(eq(mediaImageVariants.imageId, id));
      return { id, sizes: rows.map((r) => `${r.format}@${r.width}`).sort() };
    };
    expect((await sizesOf(1000)).sizes).toEqual(["avif@480", "avif@960", "webp@480", "webp@960"]);
    expect((await sizesOf(2000)).sizes).toEqual([
      "avif@1440",
      "avif@480",
      "avif@960",
      "webp@1440",
      "webp@480",
      "webp@960",
    ]);
    const small = await sizesOf(300);
    expect(small.sizes).toEqual(["avif@300", "webp@300"]);
    const meta = await sharp(await served(small.id, 300, "webp")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 300, 300]);
    expect((await sharp(await served(small.id, 300, "avif")).metadata()).format).toBe("heif");
  });

  it("turns a photo upright by its EXIF orientation and strips its GPS position, camera data and comment", async () => {
    const photo = await cameraJpeg(600, 400, 6);
    const original = await sharp(photo).metadata();
    expect(original.exif?.toString("latin1")).toContain("PhoneMaker");
    expect(photo.includes("Secret Street")).toBe(true);

    const res = await upload(uploadForm(photo, "phone.jpg"));
    expect(res.status).toBe(201);
    const image = (await res.json()) as { id: number; width: number; height: number };
    expect([image.width, image.height]).toEqual([400, 600]);
    for (const format of ["webp", "avif"]) {
      const bytes = await served(image.id, 400, format);
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([400, 600]);
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.comments).toBeUndefined();
      expect(bytes.includes("Secret Street")).toBe(false);
      expect(bytes.includes("PhoneMaker")).toBe(false);
    }
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(image.id)));
    expect(entry).toMatchObject({ action: "media.upload", actor: "editor", entity: "media_image" });
  });
});
