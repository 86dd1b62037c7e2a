/**
 * The public site as the end-to-end tests see it: every public page in every language (the same
 * list the build prerenders and the sitemap lists), the translations, and the public origin that
 * canonical and alternate links are made absolute with.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LANGUAGES, type Lang } from "#core/i18n/languages";
import { getHref as hrefIn } from "#core/lib/paths";
import { publicPaths } from "#core/lib/prerender";
import { INITIAL_INSIGHTS } from "./initial-insights";

export { NAV_ITEMS, PAGES_WITH_ISLANDS, PUBLIC_PAGES, STAFF_PAGES } from "#core/lib/pages";
export { getHref, splitLangPath } from "#core/lib/paths";
export { LANGUAGES, type Lang };

/** Every public page in every language: /about, /ar/about, /sr/about, ... and the first four articles. */
export const ALL_PUBLIC_PATHS: readonly string[] = [
  ...publicPaths(),
  ...LANGUAGES.flatMap((lang) => INITIAL_INSIGHTS.map((insight) => hrefIn(`/blog/${insight.slug}`, lang))),
];

/** The origin canonical links carry (PUBLIC_URL at build time). */
export const PUBLIC_ORIGIN = new URL(process.env.PUBLIC_URL ?? "http://localhost:3000").origin;

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../core/i18n/locales");

type Tree = { [key: string]: string | string[] | Tree };

/** A translation as the site shows it, e.g. text("ar", "common", "nav.about"). */
export function text(lang: Lang, ns: string, key: string, values: Record<string, string> = {}): string {
  const tree = JSON.parse(readFileSync(path.join(LOCALES, lang, `${ns}.json`), "utf8")) as Tree;
  let node: string | string[] | Tree | undefined = tree;
  for (const part of key.split(".")) {
    node = typeof node === "object" && !Array.isArray(node) ? node[part] : undefined;
  }
  if (typeof node !== "string") throw new Error(`No translation ${lang}/${ns}:${key}`);
  // As the site writes it: a name ending with a full stop ("d.o.o.") ends the sentence with it.
  return node.replace(/\{\{(\w+)\}\}(\.?)/g, (_, name: string, stop: string) => {
    const value = values[name] ?? "";
    return /\.\u2069?$/.test(value) ? value : value + stop;
  });
}

/** The chromium flags and settings for a context of the given width. */
export const WIDTHS = { phone: 375, desktop: 1280 } as const;
