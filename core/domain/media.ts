/**
 * Uploaded images (decision 030): the widths and formats made of each upload, and the one URL each variant is
 * served at. An image is never made wider than its original.
 */
export const IMAGE_WIDTHS = [480, 960, 1440] as const;
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The largest upload accepted, in bytes. */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;

/** The widths made of an original `width` pixels wide: the pages' widths up to it, and at least one. */
export function imageWidthsFor(width: number): number[] {
  const widths = IMAGE_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

export function imageUrl(id: number, width: number, format: ImageFormat): string {
  return `/media/uploads/${id}/${width}.${format}`;
}
