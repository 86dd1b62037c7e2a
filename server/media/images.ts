import { asc, count, desc, eq, inArray, like } from "drizzle-orm";
import { MEDIA_PAGE_SIZE, type MediaAltInput } from "#core/domain/media-library";
import { formatNumber, isolate } from "#core/lib/format";
import { insightTexts, mediaImages, mediaImageVariants } from "../db/schema";
import { AppError } from "../http/errors";
import { auditImage, type MediaContext } from "./media-context";

type ImageRow = typeof mediaImages.$inferSelect;

function serialize(image: ImageRow, widths: number[]) {
  return {
    id: image.id,
    originalName: image.originalName,
    width: image.width,
    height: image.height,
    alt: image.alt,
    createdBy: image.createdBy,
    createdAt: image.createdAt.toISOString(),
    /** The widths its variants were made at (each in every format), narrowest first. */
    widths,
  };
}
export type MediaImage = ReturnType<typeof serialize>;

/** A page of the library, the newest image first, with the widths each was made at. */
export async function listImages(ctx: Pick<MediaContext, "db">, page: number) {
  const { db } = ctx;
  const [images, [total]] = await Promise.all([
    db
      .select()
      .from(mediaImages)
      .orderBy(desc(mediaImages.createdAt), desc(mediaImages.id))
      .limit(MEDIA_PAGE_SIZE)
      .offset((page - 1) * MEDIA_PAGE_SIZE),
    db.select({ n: count() }).from(mediaImages),
  ]);
  const ids = images.map((image) => image.id);
  const sizes =
    ids.length === 0
      ? []
      : await db
          .selectDistinct({ imageId: mediaImageVariants.imageId, width: mediaImageVariants.width })
          .from(mediaImageVariants)
          .where(inArray(mediaImageVariants.imageId, ids))
          .orderBy(asc(mediaImageVariants.width));
  const widthsOf = (id: number) => sizes.filter((size) => size.imageId === id).map((size) => size.width);
  return {
    images: images.map((image) => serialize(image, widthsOf(image.id))),
    total: total?.n ?? 0,
    page,
    pageSize: MEDIA_PAGE_SIZE,
  };
}

/** Sets the alt text of the languages given (trimmed; an empty one is removed); 404 for an unknown image. */
export async function updateAlt(ctx: MediaContext, id: number, input: MediaAltInput) {
  return ctx.db.transaction(async (tx) => {
    const [image] = await tx.select().from(mediaImages).where(eq(mediaImages.id, id)).for("update");
    if (!image) throw new AppError(404, "not_found", ctx.t("media:errors.notFound"));
    const alt = { ...image.alt };
    for (const [lang, text] of Object.entries(input.alt) as [keyof typeof alt, string | undefined][]) {
      if (text === undefined) continue;
      if (text === "") delete alt[lang];
      else alt[lang] = text;
    }
    const [updated] = await tx.update(mediaImages).set({ alt }).where(eq(mediaImages.id, id)).returning();
    if (!updated) throw new AppError(404, "not_found", ctx.t("media:errors.notFound"));
    await auditImage(tx, ctx, "media.alt", id, { before: image.alt, after: alt });
    const widths = await tx
      .selectDistinct({ width: mediaImageVariants.width })
      .from(mediaImageVariants)
      .where(eq(mediaImageVariants.imageId, id))
      .orderBy(asc(mediaImageVariants.width));
    return serialize(
      updated,
      widths.map((row) => row.width),
    );
  });
}

/**
 * Deletes an image and its variants, audited; refused (409, nothing changed) while any language of an insight,
 * draft or published, still places it (`![](image:<id>)` in its body).
 */
export async function deleteImage(ctx: MediaContext, id: number): Promise<void> {
  const { t, lang } = ctx;
  await ctx.db.transaction(async (tx) => {
    const [image] = await tx.select().from(mediaImages).where(eq(mediaImages.id, id)).for("update");
    if (!image) throw new AppError(404, "not_found", t("media:errors.notFound"));
    const users = await tx
      .select({ title: insightTexts.title })
      .from(insightTexts)
      .where(like(insightTexts.body, `%(image:${id})%`))
      .orderBy(asc(insightTexts.insightId), asc(insightTexts.lang));
    const [first] = users;
    if (first) {
      const others = users.length - 1;
      const where = { title: isolate(first.title), token: `![](image:${id})` };
      throw new AppError(
        409,
        "conflict",
        others === 0
          ? t("media:errors.inUse", where)
          : t("media:errors.inUseMore", { ...where, others: formatNumber(others, lang) }),
      );
    }
    await tx.delete(mediaImages).where(eq(mediaImages.id, id));
    await auditImage(tx, ctx, "media.delete", id, { name: image.originalName });
  });
}
