import { createHash, randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { STAFF_PAGES } from "#core/lib/pages";
import type { AppEnv } from "./context";
import { forwardedValue, type TrustProxy } from "./proxy";

export function newNonce(): string {
  return randomBytes(18).toString("base64");
}

/** sha256 sources for every inline script of an HTML document (JSON-LD data blocks need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc=/i.test(attributes) || /type=["']?application\/(ld\+)?json/i.test(attributes)) continue;
    const body = match[2] ?? "";
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The Content-Security-Policy: scripts only from us, plus the page's nonce or inline-script hashes. */
export function contentSecurityPolicy(
  scriptSources: string[],
  options: { dev?: boolean; https?: boolean } = {},
): string {
  const script = options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...scriptSources];
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self'${options.dev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export function isHttps(request: Request, trustProxy: TrustProxy): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  return forwardedValue(request, trustProxy, "x-forwarded-proto")?.toLowerCase() === "https";
}

/**
 * Answers that are never a document and cannot run script (scripts, styles, fonts, raster images, video):
 * the document-only headers (CSP, framing, permissions, opener, referrer) mean nothing on them, and on a
 * phone each byte of every request's headers counts.
 */
const PASSIVE_TYPES = /^(text\/(javascript|css)|font\/|image\/(png|jpeg|webp|avif|x-icon)|video\/)/;

/** The staff area (a language-neutral path, c.var.page.path): /crm, /crm/*, /crm-add, /catalog. */
export function isStaffPath(path: string): boolean {
  return STAFF_PAGES.some((page) => path === page) || path.startsWith("/crm/");
}

/**
 * Whether an answer gets `Cross-Origin-Opener-Policy: same-origin` (decision 025): the staff area and
 * whatever is not an HTML document keep it; public documents (no script but their islands, which open no
 * window) do not. In Chromium the header costs a document tens of milliseconds of main-thread work at
 * load (Lighthouse's blocking time), and there is no window of theirs for it to protect.
 */
export function needsOpenerPolicy(path: string, contentType: string | null): boolean {
  return isStaffPath(path) || !(contentType ?? "").startsWith("text/html");
}

/**
 * Security headers on every answer. A handler that serves HTML sets its own CSP (nonce or hashes);
 * everything else gets the strict default, but for passive files (see PASSIVE_TYPES).
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const https = isHttps(c.req.raw, c.var.env.TRUST_PROXY);
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Cross-Origin-Resource-Policy", "same-origin");
    if (https) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    if (PASSIVE_TYPES.test(headers.get("Content-Type") ?? "")) return;
    if (!headers.has("Content-Security-Policy")) {
      headers.set("Content-Security-Policy", contentSecurityPolicy([], { https }));
    }
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    if (needsOpenerPolicy(c.var.page.path, headers.get("Content-Type"))) {
      headers.set("Cross-Origin-Opener-Policy", "same-origin");
    }
    headers.set("X-Frame-Options", "DENY");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  };
}
