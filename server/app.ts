import { randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { serverT } from "#core/i18n/resources.server";
import { splitLangPath } from "#core/lib/paths";
import { isLivePath } from "#core/lib/prerender";
import { apiRoutes } from "./api";
import { loadStaffSession } from "./auth/load-session";
import { RESTORE_PATH } from "./backup/routes";
import { IMPORT_PATHS } from "./crm/import-routes";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { AppEnv } from "./http/context";
import { AppError, handleError } from "./http/errors";
import { requestLang } from "./http/lang";
import { languageChoiceRoutes } from "./http/language-choice";
import { languageNoticeVariant } from "./http/language-notice";
import { sameOriginOnly } from "./http/origin";
import { canonicalPath, homeRedirect, isPageRequest } from "./http/page-redirects";
import { rememberHops, resolveClient } from "./http/proxy";
import { refuseUnusableRequests } from "./http/request-guard";
import { contentSecurityPolicy, isHttps, newNonce, securityHeaders } from "./http/security";
import type { PageVariant } from "./http/static";
import { contentCacheKey, createContentCache } from "./insights/content-cache";
import { feedRoutes } from "./insights/feed";
import { chosenEncoding, sharedDocument } from "./insights/shared-document";
import type { Logger } from "./logger";
import { MEDIA_UPLOAD_PATH } from "./media/routes";
import { mediaServingRoutes } from "./media/serve-variant";
import { measureRequests } from "./metrics/http";
import { metricsRoutes } from "./metrics/routes";
import { ONE_CLICK_UNSUBSCRIBE_PATH } from "./newsletter/routes";
import { pageServices } from "./page-services";
import type { PageRenderer } from "./pages";
import { seoRoutes } from "./seo";

export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  /** The clock; tests move it to check expiry. */
  now?: () => Date;
  pages?: PageRenderer;
}

export const API_BODY_LIMIT = 64 * 1024;

function peerAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c as unknown as Context).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { env, database, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const lang = requestLang(c.req.header("accept-language"));
    c.set("env", env);
    c.set("database", database);
    c.set("db", database.db);
    c.set("logger", logger);
    c.set("now", now);
    c.set("lang", lang);
    c.set("t", serverT(lang));
    c.set("page", splitLangPath(c.req.path));
    const client = resolveClient(c.req.raw, peerAddress(c), env.TRUST_PROXY);
    rememberHops(c.req.raw, client.hops);
    c.set("ip", client.ip);
    c.set("requestId", randomUUID());
    c.header("X-Request-Id", c.var.requestId);
    c.set("staff", undefined);
    await next();
  });
  app.use(measureRequests());
  app.use(securityHeaders());
  app.use(refuseUnusableRequests());
  app.onError(handleError);

  app.use("/api/*", async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "api",
    );
  });
  const apiBodyLimit = bodyLimit({
    maxSize: API_BODY_LIMIT,
    onError: (c) => {
      throw new AppError(413, "too_large", c.var.t("api.tooLarge"));
    },
  });
  // The CRM import takes spreadsheet files, the restore a whole database and the media library's upload an
  // image: each sets its own, bigger limit (server/crm/import-routes.ts, server/backup/routes.ts,
  // server/media/routes.ts).
  const ownLimit = (path: string) =>
    IMPORT_PATHS.has(path) || path === RESTORE_PATH || path === MEDIA_UPLOAD_PATH;
  app.use("/api/*", (c, next) => (ownLimit(c.req.path) ? next() : apiBodyLimit(c, next)));
  app.use("*", sameOriginOnly([ONE_CLICK_UNSUBSCRIBE_PATH]));
  app.route("/api", apiRoutes());
  app.all("/api/*", (c) => {
    throw new AppError(404, "not_found", c.var.t("api.notFound"));
  });
  app.route("/", metricsRoutes());
  app.route("/", seoRoutes());
  // The blog's pages and feeds, made from the published insights, are kept per instance until they change.
  const contentCache = createContentCache(database.db, now);
  app.route("/", feedRoutes(contentCache));
  app.route("/", languageChoiceRoutes());
  // Uploaded images' variants, from the database (public, immutable; the security headers above apply).
  app.route("/", mediaServingRoutes());

  const pages = deps.pages;
  if (!pages) return app;

  app.all("*", async (c) => {
    const { pathname, search } = new URL(c.req.url);
    const isGet = c.req.method === "GET" || c.req.method === "HEAD";
    const staticFiles = pages.staticFiles;

    if (isGet && staticFiles?.has(pathname) && !staticFiles.isPage(pathname)) {
      const response = await staticFiles.serve(c, pathname);
      if (response) return response;
    }

    // Pages only (never the router's /__manifest or .data requests, assets or the API): one canonical
    // URL each. A page URL names its language and is never redirected for it: only `/` sends a first-time
    // visitor to their browser's language; every other page offers it with a notice (http/language-notice.ts).
    const visitor = { cookie: c.req.header("cookie"), acceptLanguage: c.req.header("accept-language") };
    if (isGet && isPageRequest(pathname)) {
      const canonical = canonicalPath(pathname);
      if (canonical !== pathname) return c.redirect(`${canonical}${search}`, 301);
      const target = homeRedirect(pathname, visitor);
      if (target) {
        c.header("Vary", "Cookie, Accept-Language");
        c.header("Cache-Control", "private, no-cache");
        return c.redirect(`${target}${search}`, 302);
      }
    }

    if (isGet && staticFiles?.isPage(pathname)) {
      const response = await staticFiles.serve(
        c,
        pathname,
        languageNoticeVariant(c.var.page, pathname, visitor),
      );
      if (response) {
        response.headers.set("Vary", "Accept-Encoding, Accept-Language, Cookie");
        return response;
      }
    }

    // The pages made from the published content are the same for every visitor until it changes (decisions
    // 030, 032): one rendering per URL, language notice and encoding per instance, kept without its nonce.
    if (isGet && isLivePath(c.var.page.path)) {
      const variant = languageNoticeVariant(c.var.page, pathname, visitor);
      return contentCache.answer(contentCacheKey(c.req.raw, variant?.name), () =>
        renderShared(c, pages, variant),
      );
    }
    return renderPage(c, pages);
  });

  /** A live page's document as every visitor gets it (no nonce, their language notice, compressed). */
  async function renderShared(c: Context<AppEnv>, pages: PageRenderer, variant: PageVariant | undefined) {
    const nonce = newNonce();
    // Rendered uncompressed: the document is changed, then compressed once for the encoding asked.
    const headers = new Headers(c.req.raw.headers);
    headers.set("accept-encoding", "identity");
    const response = await renderPage(c, pages, { request: new Request(c.req.raw, { headers }), nonce });
    return sharedDocument(response, {
      nonce,
      variant,
      encoding: chosenEncoding(c.req.header("accept-encoding")),
      policy: (sources) =>
        contentSecurityPolicy(sources, { dev: pages.dev, https: isHttps(c.req.raw, env.TRUST_PROXY) }),
    });
  }

  /** A page rendered by React Router, with its CSP for a nonce of its own. */
  async function renderPage(
    c: Context<AppEnv>,
    pages: PageRenderer,
    options: { request?: Request; nonce?: string } = {},
  ): Promise<Response> {
    const { pathname } = new URL(c.req.url);
    const nonce = options.nonce ?? newNonce();
    // The page's loaders and actions get the public forms' handlers for this visitor: their address
    // (TRUST_PROXY rules apply) and the page's language; the staff preview, whether a staff member asks.
    const response = await pages.handle(
      options.request ?? c.req.raw,
      c.var.page,
      nonce,
      pageServices(
        { env, database, logger, now },
        {
          ip: c.var.ip,
          lang: c.var.page.lang,
          requestId: c.var.requestId,
          hasStaffSession: async () => Boolean(await loadStaffSession(c)),
        },
      ),
    );
    const headers = new Headers(response.headers);
    if ((headers.get("Content-Type") ?? "").startsWith("text/html")) {
      headers.set(
        "Content-Security-Policy",
        contentSecurityPolicy([`'nonce-${nonce}'`], {
          dev: pages.dev,
          https: isHttps(c.req.raw, env.TRUST_PROXY),
        }),
      );
      if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-cache");
    }
    if (response.status === 404) logger.info({ path: pathname }, "page not found");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  return app;
}
