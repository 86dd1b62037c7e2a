import sharp, { type Metadata, type Sharp } from "sharp";
import { IMAGE_FORMATS, type ImageFormat, imageWidthsFor } from "#core/domain/media";

/** The largest image decoded, in pixels: a small file declaring more is a decompression bomb. */
export const IMAGE_MAX_PIXELS = 50_000_000;

/** The formats an upload may be in, as sharp names them from the bytes. */
const ACCEPTED = new Set(["jpeg", "png", "webp"]);

export type ImageProblem = "notImage" | "tooManyPixels" | "animated";

export interface Inspected {
  /** The upright size (after the EXIF orientation is applied). */
  width: number;
  height: number;
}

/** What the bytes are, from the bytes alone (never the name or declared type); a problem when not accepted. */
export async function inspectImage(bytes: Buffer): Promise<Inspected | { problem: ImageProblem }> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { problem: "notImage" };
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height)
    return { problem: "notImage" };
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) return { problem: "tooManyPixels" };
  if ((meta.pages ?? 1) > 1) return { problem: "animated" };
  return meta.autoOrient ?? { width: meta.width, height: meta.height };
}

export interface Variant {
  format: ImageFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 3 }),
  webp: (image: Sharp) => image.webp({ quality: 80, effort: 4 }),
} satisfies Record<ImageFormat, (image: Sharp) => Sharp>;

/**
 * Every variant of an image: each format at each width of imageWidthsFor (never wider than the original),
 * turned upright by its EXIF orientation, in sRGB, with no metadata at all (sharp keeps none unless asked).
 * The original is decoded once, to upright pixels at the widest size made; each variant is made from those.
 * One encode after another: the queue around this limits how many uploads encode at once.
 */
export async function makeVariants(bytes: Buffer, width: number): Promise<Variant[]> {
  const widths = imageWidthsFor(width);
  const widest = Math.max(...widths);
  const upright = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" })
    .autoOrient()
    .resize({ width: widest, withoutEnlargement: true })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { channels } = upright.info;
  const variants: Variant[] = [];
  for (const target of widths) {
    for (const format of IMAGE_FORMATS) {
      const image = sharp(upright.data, { raw: { ...upright.info, channels } }).resize({ width: target });
      const { data, info } = await ENCODE[format](image).toBuffer({ resolveWithObject: true });
      variants.push({ format, width: target, height: info.height, bytes: data });
    }
  }
  return variants;
}
