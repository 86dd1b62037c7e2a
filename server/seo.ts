import { Hono } from "hono";
import { LANGUAGE_INFO, LANGUAGES } from "#core/i18n/languages";
import { STAFF_PAGES } from "#core/lib/pages";
import { getHref } from "#core/lib/paths";
import { publicPagePaths } from "#core/lib/prerender";
import type { AppEnv } from "./http/context";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** robots.txt and sitemap.xml (with hreflang alternates), built from the table of pages (core/lib/pages.ts). */
export function seoRoutes(): Hono<AppEnv> {
  const seo = new Hono<AppEnv>();

  seo.get("/robots.txt", (c) => {
    const origin = c.var.env.PUBLIC_URL;
    // The staff app's top-level paths (/crm, /crm-add, /catalog) in every language.
    const tops = new Set(STAFF_PAGES.map((path) => `/${path.split("/")[1]}`));
    const staff = [...tops].flatMap((path) => LANGUAGES.map((lang) => getHref(path, lang)));
    const lines = [
      "User-agent: *",
      "Allow: /",
      ...staff.map((path) => `Disallow: ${path}`),
      "Disallow: /api/",
    ];
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(`${lines.join("\n")}\n\nSitemap: ${origin}/sitemap.xml\n`);
  });

  seo.get("/sitemap.xml", (c) => {
    const origin = c.var.env.PUBLIC_URL;
    const urls = publicPagePaths().flatMap((path) =>
      LANGUAGES.map((lang) => {
        const links = LANGUAGES.map(
          (alt) =>
            `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_INFO[alt].htmlLang}" href="${escapeXml(origin + getHref(path, alt))}"/>`,
        );
        links.push(
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + getHref(path, "en"))}"/>`,
        );
        return `  <url>\n    <loc>${escapeXml(origin + getHref(path, lang))}</loc>\n${links.join("\n")}\n  </url>`;
      }),
    );
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
    );
  });
  return seo;
}
