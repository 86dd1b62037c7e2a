import { z } from "zod";

/** The longest alt text of an image, per language. */
export const ALT_MAX_LENGTH = 250;

/** How many images a page of the media library holds. */
export const MEDIA_PAGE_SIZE = 24;

/** The form field an upload's file comes in (POST /api/crm/media, multipart/form-data). */
export const MEDIA_FILE_FIELD = "file";

const altText = z.string().trim().max(ALT_MAX_LENGTH, "media:errors.altTooLong");

/** PATCH /api/crm/media/:id: the alt text of each language given (an empty one removes that language's). */
export const mediaAltSchema = z.strictObject({
  alt: z.strictObject({ en: altText.optional(), ar: altText.optional(), sr: altText.optional() }),
});
export type MediaAltInput = z.infer<typeof mediaAltSchema>;

/** GET /api/crm/media?page=N (1 = the newest images). */
export const mediaListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** The body token that places an image in an insight (core/domain/insight-body.ts reads it). */
export function imageToken(id: number): string {
  return `![](image:${id})`;
}
