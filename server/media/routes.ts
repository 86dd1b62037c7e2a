import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { IMAGE_MAX_BYTES } from "#core/domain/media";
import { MEDIA_FILE_FIELD, mediaAltSchema, mediaListQuerySchema } from "#core/domain/media-library";
import type { AppEnv } from "../http/context";
import { AppError } from "../http/errors";
import { jsonInput, queryInput } from "../http/input";
import { deleteImage, listImages, updateAlt } from "./images";
import { imageIdParam, mediaContext } from "./media-context";
import { uploadImage } from "./upload-image";

/** The upload's path: it sets its own body limit, an image and the form's few fields (see server/app.ts). */
export const MEDIA_UPLOAD_PATH = "/api/crm/media";
const UPLOAD_BODY_LIMIT = IMAGE_MAX_BYTES + 64 * 1024;

/**
 * /api/crm/media (behind the staff session and server/auth/route-roles.ts): the library, newest first (GET),
 * an upload (POST, multipart/form-data with one `file`), alt texts (PATCH /:id) and deleting (DELETE /:id).
 */
export function mediaRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })
    .get("/", queryInput(mediaListQuerySchema), async (c) =>
      c.json(await listImages(mediaContext(c), c.req.valid("query").page)),
    )
    .post(
      "/",
      bodyLimit({
        maxSize: UPLOAD_BODY_LIMIT,
        onError: (c) => {
          throw new AppError(413, "too_large", c.var.t("media:errors.tooLarge"));
        },
      }),
      async (c) => {
        const ctx = mediaContext(c);
        const form = await c.req.parseBody().catch(() => {
          throw new AppError(400, "invalid_input", ctx.t("media:errors.noFile"));
        });
        const file = form[MEDIA_FILE_FIELD];
        if (!(file instanceof File)) throw new AppError(400, "invalid_input", ctx.t("media:errors.noFile"));
        const image = await uploadImage(ctx, {
          name: file.name,
          bytes: Buffer.from(await file.arrayBuffer()),
        });
        return c.json({ id: image.id, width: image.width, height: image.height }, 201);
      },
    )
    .patch("/:id{[0-9]+}", jsonInput(mediaAltSchema), async (c) =>
      c.json(await updateAlt(mediaContext(c), imageIdParam(c), c.req.valid("json"))),
    )
    .delete("/:id{[0-9]+}", async (c) => {
      await deleteImage(mediaContext(c), imageIdParam(c));
      return c.body(null, 204);
    });
}
