import { Hono } from "hono";
import { LANGUAGE_INFO, LANGUAGES, type Lang } from "#core/i18n/languages";
import { STAFF_PAGES } from "#core/lib/pages";
import { getHref } from "#core/lib/paths";
import { publicPagePaths } from "#core/lib/prerender";
import type { AppEnv } from "./http/context";
import { publicInsightSlugs } from "./insights/read-insights";

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

  seo.get("/sitemap.xml", async (c) => {
    const origin = c.var.env.PUBLIC_URL;
    const pages = publicPagePaths().map((path) => Object.fromEntries(LANGUAGES.map((lang) => [lang, path])));
    // Each published insight in the languages it is public in; its alternates follow the insight, not the slug.
    const insights = new Map<number, Partial<Record<Lang, string>>>();
    for (const { id, lang, slug } of await publicInsightSlugs(c.var.db, c.var.now())) {
      insights.set(id, { ...insights.get(id), [lang]: `/blog/${slug}` });
    }
    const urls = [...pages, ...insights.values()].flatMap((paths) => sitemapUrls(origin, paths));
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=300");
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
    );
  });
  return seo;
}

/** A page's <url> in each language it exists in, each naming all of them (and x-default: English, or the first). */
function sitemapUrls(origin: string, paths: Partial<Record<Lang, string>>): string[] {
  const present = LANGUAGES.flatMap((lang) => {
    const path = paths[lang];
    return path === undefined ? [] : [{ lang, href: escapeXml(origin + getHref(path, lang)) }];
  });
  const fallback = present.find((alt) => alt.lang === "en") ?? present[0];
  const links = present.map(
    (alt) =>
      `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_INFO[alt.lang].htmlLang}" href="${alt.href}"/>`,
  );
  if (fallback) links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${fallback.href}"/>`);
  return present.map((alt) => `  <url>\n    <loc>${alt.href}</loc>\n${links.join("\n")}\n  </url>`);
}
