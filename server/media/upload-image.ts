import { IMAGE_MAX_BYTES } from "#core/domain/media";
import { mediaImages, mediaImageVariants } from "../db/schema";
import { AppError } from "../http/errors";
import { type EncodeQueue, encodeQueue, QueueFullError } from "./encode-queue";
import { inspectImage, makeVariants } from "./make-variants";
import { auditImage, type MediaContext } from "./media-context";

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

/** The longest original name kept (shown in the library; the file's bytes decide everything else). */
const NAME_MAX = 200;

/**
 * Takes an uploaded image: refused unless its bytes are a still JPEG, PNG or WebP of at most IMAGE_MAX_BYTES
 * and IMAGE_MAX_PIXELS; then its variants are made (through the instance's encode queue) and the image and
 * every variant stored in one transaction, audited. Answers the stored image's row.
 */
export async function uploadImage(ctx: MediaContext, file: UploadedFile, queue: EncodeQueue = encodeQueue) {
  const { t } = ctx;
  if (file.bytes.length === 0) throw new AppError(400, "invalid_input", t("media:errors.noFile"));
  if (file.bytes.length > IMAGE_MAX_BYTES) throw new AppError(413, "too_large", t("media:errors.tooLarge"));
  const inspected = await inspectImage(file.bytes);
  if ("problem" in inspected) {
    throw new AppError(400, "invalid_input", t(`media:errors.${inspected.problem}`));
  }
  const variants = await queue
    .run(() => makeVariants(file.bytes, inspected.width))
    .catch((error: unknown) => {
      if (error instanceof QueueFullError) throw new AppError(503, "unavailable", t("media:errors.busy"));
      // The header was readable but the pixels are not (a cut or damaged file).
      throw new AppError(400, "invalid_input", t("media:errors.notImage"));
    });
  const originalName = file.name.replaceAll("\u0000", "").slice(0, NAME_MAX) || "image";
  return ctx.db.transaction(async (tx) => {
    const [image] = await tx
      .insert(mediaImages)
      .values({ originalName, width: inspected.width, height: inspected.height, createdBy: ctx.username })
      .returning();
    if (!image) throw new Error("the image was not stored");
    await tx
      .insert(mediaImageVariants)
      .values(variants.map((variant) => ({ imageId: image.id, ...variant })));
    await auditImage(tx, ctx, "media.upload", image.id, {
      name: originalName,
      width: image.width,
      height: image.height,
      bytes: file.bytes.length,
    });
    return image;
  });
}
