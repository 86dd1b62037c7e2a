import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { AppError } from "./errors";
import { forwardedValue, type TrustProxy } from "./proxy";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * This request's own origin, as the browser sees it: behind a trusted proxy, its forwarded protocol and
 * host (a forwarded host without a port means the protocol's default port, not the backend's).
 */
export function requestOrigin(request: Request, trustProxy: TrustProxy): string {
  const url = new URL(request.url);
  const proto = forwardedValue(request, trustProxy, "x-forwarded-proto")?.toLowerCase();
  const host = forwardedValue(request, trustProxy, "x-forwarded-host");
  if (!proto && !host) return url.origin;
  const protocol = proto === "https" || proto === "http" ? proto : url.protocol.replace(/:$/, "");
  const origin = `${protocol}://${host ?? url.host}`;
  return URL.canParse(origin) ? new URL(origin).origin : url.origin;
}

/**
 * No cross-site request changes anything: a state-changing request must come from our own origin
 * (Origin header), or at least not be marked cross-site by the browser (Sec-Fetch-Site). `exempt`: POSTs
 * whose path is listed are let through, each safe on its own (the newsletter's one-click unsubscribe,
 * posted by mail clients, RFC 8058: it only ends the subscription of the secret token in its URL).
 */
export function sameOriginOnly(exempt: readonly string[] = []): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (c.req.method === "POST" && exempt.includes(c.req.path)) return next();
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
