import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { AppError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** This request's own origin, as the browser sees it (behind a trusted proxy, its forwarded protocol and host). */
export function requestOrigin(request: Request, trustProxy: boolean): string {
  const url = new URL(request.url);
  if (trustProxy) {
    const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
    const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
    if (proto) url.protocol = `${proto}:`;
    if (host) url.host = host;
  }
  return url.origin;
}

/**
 * No cross-site request changes anything: a state-changing request must come from our own origin
 * (Origin header), or at least not be marked cross-site by the browser (Sec-Fetch-Site).
 */
export function sameOriginOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const allowed = new Set([
      requestOrigin(c.req.raw, c.var.env.TRUST_PROXY),
      new URL(c.var.env.PUBLIC_URL).origin,
    ]);
    const foreign = origin
      ? origin === "null" || !allowed.has(origin)
      : fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
    if (foreign) {
      c.var.logger.warn({ origin, fetchSite, path: c.req.path }, "cross-site request refused");
      throw new AppError(403, "cross_site", c.var.t("api.crossSite"));
    }
    return next();
  };
}
