import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { IMAGE_FORMATS, type ImageFormat } from "#core/domain/media";
import { mediaImageVariants } from "../db/schema";
import type { AppEnv } from "../http/context";

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp" };

/** A variant never changes under its URL (a new upload gets a new id): browsers and caches keep it a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * GET /media/uploads/<id>/<width>.<avif|webp>: an uploaded image's variant, from the database (so every
 * instance serves it), public (no session), with a strong ETag of its bytes. 404 for anything unknown.
 */
export function mediaServingRoutes() {
  return new Hono<AppEnv>().get("/media/uploads/:id{[0-9]{1,9}}/:file{[0-9]{1,5}\\.[a-z]+}", async (c) => {
    const [width, format] = c.req.param("file").split(".") as [string, string];
    if (!(IMAGE_FORMATS as readonly string[]).includes(format)) return notFound();
    const [variant] = await c.var.db
      .select({ bytes: mediaImageVariants.bytes })
      .from(mediaImageVariants)
      .where(
        and(
          eq(mediaImageVariants.imageId, Number(c.req.param("id"))),
          eq(mediaImageVariants.format, format),
          eq(mediaImageVariants.width, Number(width)),
        ),
      );
    if (!variant) return notFound();
    const etag = `"${createHash("sha256").update(variant.bytes).digest("base64url").slice(0, 27)}"`;
    const headers = {
      "Content-Type": CONTENT_TYPES[format as ImageFormat],
      "Cache-Control": IMMUTABLE,
      ETag: etag,
    };
    if (
      c.req
        .header("if-none-match")
        ?.split(/\s*,\s*/)
        .includes(etag)
    ) {
      return new Response(null, { status: 304, headers });
    }
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(variant.bytes), {
      headers: { ...headers, "Content-Length": String(variant.bytes.length) },
    });
  });
}
