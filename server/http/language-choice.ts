import { Hono } from "hono";
import { isLang } from "#core/i18n/languages";
import { LANG_COOKIE } from "#core/lib/language-choice";
import type { AppEnv } from "./context";
import { AppError } from "./errors";
import { safeNextPath } from "./page-redirects";
import { isHttps } from "./security";

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * GET /language/:lang?next=/ar/about: the language switcher's and the language notice's links. Saves the
 * choice in a cookie (read by the first visit's redirect of `/` and by the notice, http/language-notice.ts)
 * and sends the visitor on to `next`; no script.
 */
export function languageChoiceRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/language/:lang", (c) => {
    const lang = c.req.param("lang");
    if (!isLang(lang)) throw new AppError(404, "not_found", c.var.t("api.notFound"));
    const secure = isHttps(c.req.raw, c.var.env.TRUST_PROXY) ? "; Secure" : "";
    c.header("Set-Cookie", `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}`);
    c.header("Cache-Control", "no-store");
    return c.redirect(safeNextPath(c.req.query("next"), lang), 303);
  });
  return routes;
}
