import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context } from "hono";
import type { AppEnv } from "./context";
import { contentSecurityPolicy, inlineScriptHashes, isHttps } from "./security";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webm": "video/webm",
  ".mp4": "video/mp4",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

interface StaticFile {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  compressible: boolean;
  br?: Buffer;
  gzip?: Buffer;
  /** Prerendered pages: the CSP with the hashes of their inline scripts. */
  scriptHashes?: string[];
}

/** A version of a prerendered page: `name` (a token) tells it apart in its ETag. */
export interface PageVariant {
  name: string;
  transform(html: string): string;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) =>
    statSync(path.join(dir, file)).isFile(),
  );
}

/**
 * The build's client files, held in memory: hashed assets cached for a year (immutable), everything
 * else revalidated by ETag; brotli and gzip made once per file; prerendered pages under their URL.
 */
export class StaticFiles {
  private readonly files = new Map<string, StaticFile>();
  private readonly variants = new Map<string, StaticFile>();

  constructor(root: string) {
    for (const relative of listFiles(root)) {
      const urlPath = `/${relative.split(path.sep).join("/")}`;
      const ext = path.extname(relative);
      // Prerendered pages carry their own stylesheet inline already (scripts/page-stylesheets.ts).
      const body = readFileSync(path.join(root, relative));
      const type = TYPES[ext] ?? "application/octet-stream";
      const file: StaticFile = {
        body,
        type,
        etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
        cacheControl: urlPath.startsWith("/assets/")
          ? "public, max-age=31536000, immutable"
          : ext === ".html" || ext === ".data"
            ? "public, max-age=0, must-revalidate"
            : "public, max-age=86400",
        compressible: COMPRESSIBLE.test(type) && body.length > 512,
        ...(ext === ".html" ? { scriptHashes: inlineScriptHashes(body.toString("utf8")) } : {}),
      };
      this.files.set(urlPath, file);
      if (urlPath.endsWith("/index.html")) {
        const page = urlPath.slice(0, -"/index.html".length) || "/";
        this.files.set(page, file);
      }
    }
  }

  /** Compresses every compressible file in the background, so the first visitor does not wait. */
  async warm(): Promise<void> {
    for (const file of new Set(this.files.values())) await this.compress(file);
  }

  private async compress(file: StaticFile): Promise<void> {
    if (!file.compressible || file.br) return;
    const [br, gzipped] = await Promise.all([
      brotli(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gz(file.body, { level: 9 }),
    ]);
    file.br = br;
    file.gzip = gzipped;
  }

  /**
   * A prerendered page changed for some visitors (the language notice, server/http/language-notice.ts):
   * made once per page and `name`, compressed like the page, with its own ETag, and never kept by a shared
   * cache (it depends on the visitor's Accept-Language and cookie).
   */
  private variant(urlPath: string, variant: PageVariant): StaticFile | undefined {
    const key = `${urlPath}#${variant.name}`;
    let file = this.variants.get(key);
    const page = this.files.get(urlPath);
    if (!file && page?.scriptHashes) {
      const body = Buffer.from(variant.transform(page.body.toString("utf8")));
      file = {
        ...page,
        body,
        etag: `${page.etag.slice(0, -1)}-${variant.name}"`,
        cacheControl: "private, no-cache",
        br: undefined,
        gzip: undefined,
      };
      this.variants.set(key, file);
    }
    return file;
  }

  has(urlPath: string): boolean {
    return this.files.has(urlPath);
  }

  isPage(urlPath: string): boolean {
    return this.files.get(urlPath)?.scriptHashes !== undefined;
  }

  async serve(c: Context<AppEnv>, urlPath: string, variant?: PageVariant): Promise<Response | undefined> {
    const file = variant ? this.variant(urlPath, variant) : this.files.get(urlPath);
    if (!file) return undefined;
    const headers = new Headers({
      "Content-Type": file.type,
      "Cache-Control": file.cacheControl,
      ETag: file.etag,
      Vary: "Accept-Encoding",
    });
    if (file.scriptHashes) {
      headers.set(
        "Content-Security-Policy",
        contentSecurityPolicy(file.scriptHashes, { https: isHttps(c.req.raw, c.var.env.TRUST_PROXY) }),
      );
    }
    if (c.req.header("if-none-match") === file.etag) return new Response(null, { status: 304, headers });

    const range = c.req.header("range");
    if (range && !file.compressible) return serveRange(file, range, headers);
    headers.set("Accept-Ranges", "bytes");

    let body = file.body;
    if (file.compressible) {
      await this.compress(file);
      const accepted = c.req.header("accept-encoding") ?? "";
      if (file.br && /\bbr\b/.test(accepted)) {
        body = file.br;
        headers.set("Content-Encoding", "br");
      } else if (file.gzip && /\bgzip\b/.test(accepted)) {
        body = file.gzip;
        headers.set("Content-Encoding", "gzip");
      }
    }
    headers.set("Content-Length", String(body.length));
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
  }
}

function serveRange(file: StaticFile, range: string, headers: Headers): Response {
  const size = file.body.length;
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  let start = match?.[1] ? Number(match[1]) : Number.NaN;
  let end = match?.[2] ? Number(match[2]) : size - 1;
  if (match && !match[1] && match[2]) {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  }
  if (!match || Number.isNaN(start) || start >= size || end < start) {
    headers.set("Content-Range", `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  end = Math.min(end, size - 1);
  headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
  headers.set("Content-Length", String(end - start + 1));
  headers.set("Accept-Ranges", "bytes");
  return new Response(new Uint8Array(file.body.subarray(start, end + 1)), { status: 206, headers });
}
