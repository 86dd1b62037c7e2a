import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { LANGUAGES, type Lang } from "#core/i18n/languages";
import { PAGES } from "#core/lib/pages";

/**
 * One URL per page and language: English at the root, Arabic under /ar, Serbian under /sr. Each language
 * gets its own copy of the route tree, made from the table of pages (core/lib/pages.ts), with ids prefixed
 * by the language, so unknown paths fall to that language's 404.
 */
const pages = (lang: Lang) =>
  PAGES.map((page) =>
    page.path === "/"
      ? index(page.module, { id: `${lang}/${page.id}` })
      : route(page.path.replace(/^\//, ""), page.module, { id: `${lang}/${page.id}` }),
  );

export default LANGUAGES.map((lang) =>
  route(lang === "en" ? "" : lang, "routes/site-layout.tsx", { id: `${lang}/site` }, pages(lang)),
) satisfies RouteConfig;
