import type { MetaDescriptor } from "react-router";
import { BRAND, OFFICES } from "#core/content/brand";
import { LANGUAGE_INFO, LANGUAGES, type Lang } from "#core/i18n/languages";
import { allResources, type Messages, serverT } from "#core/i18n/resources.server";
import { getHref, splitLangPath } from "#core/lib/paths";
import { type PageArgs, pageAddress } from "./page-address.server";

export interface PageData {
  lang: Lang;
  messages: Record<string, Messages>;
  meta: MetaDescriptor[];
  /** A page that exists in some languages only (an insight): see PageLanguages. */
  languages?: PageLanguages;
}

/**
 * Where a page exists in each language (paths without the language prefix), for a page that does not exist
 * in all: its hreflang alternates list only these, and the language switcher links a missing language to
 * `missing` in that language (the blog's list) instead of a page that would be a 404.
 */
export interface PageLanguages {
  paths: Partial<Record<Lang, string>>;
  missing: string;
}

const OG_LOCALE: Record<Lang, string> = { en: "en_GB", ar: "ar_SA", sr: "sr_RS" };

export function publicOrigin(): string {
  return (process.env.PUBLIC_URL ?? "http://localhost:3000").replace(/\/+$/, "");
}

/**
 * The translations a page sends to the browser. Each entry is a whole namespace ("pages") or a
 * part of one ("pages:about", "pages:industries.labels"); parts of the same namespace are merged,
 * so a page ships only the strings it shows (the whole `pages` namespace is ~40 KB).
 */
export function pickMessages(lang: Lang, entries: readonly string[]): Record<string, Messages> {
  const bundle = allResources()[lang];
  const picked: Record<string, Messages> = {};
  const whole = new Set(entries.filter((entry) => !entry.includes(":")));
  for (const entry of entries) {
    const [ns = "", keyPath] = entry.split(":");
    const messages = bundle[ns];
    if (!messages) throw new Error(`Missing translation namespace "${ns}" for "${lang}"`);
    if (whole.has(ns)) {
      picked[ns] = messages;
      continue;
    }
    const keys = (keyPath ?? "").split(".");
    let source: unknown = messages;
    for (const key of keys) source = isRecord(source) ? source[key] : undefined;
    if (source === undefined) throw new Error(`Missing translation key "${entry}" for "${lang}"`);
    // Copy each level on the way down: the cached resources are never written to.
    picked[ns] = { ...picked[ns] };
    let target = picked[ns];
    for (const key of keys.slice(0, -1)) {
      const next = target[key];
      const copy = isRecord(next) ? { ...next } : {};
      target[key] = copy;
      target = copy;
    }
    target[keys.at(-1) as string] = source;
  }
  return picked;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * What a page may add to the shared meta tags: an Open Graph type and image of its own (an article's),
 * more tags (article:published_time...) and structured data beside the Organization's.
 */
export interface PageMetaExtras {
  ogType?: "website" | "article";
  /** A path under the site's origin, a 1200x630 JPEG. */
  ogImage?: string;
  tags?: MetaDescriptor[];
  jsonLd?: Record<string, unknown>[];
}

/**
 * What a page's loader returns: its language, the translation namespaces it shows, and its
 * meta tags (title, description, canonical, hreflang alternates, Open Graph, Organization JSON-LD).
 * `ns` lists whole namespaces or parts of them (see `pickMessages`): `["pages:about"]`.
 * `metaKey` points at an object with `title` and `description`, e.g. "pages:about.meta".
 * `source` is the loader's arguments (the page's language is read from the request's context); a bare request
 * (the blog's loaders, until they pass their arguments) is read from its URL.
 */
export function pageData(
  source: PageArgs | Request,
  options: {
    ns: readonly string[];
    metaKey: string;
    path?: string;
    index?: boolean;
    values?: Record<string, unknown>;
    extras?: PageMetaExtras;
    languages?: PageLanguages;
  },
): PageData {
  const { lang, path: requestPath } =
    source instanceof Request ? splitLangPath(new URL(source.url).pathname) : pageAddress(source);
  const path = options.path ?? requestPath;
  const t = serverT(lang);
  const title = t(`${options.metaKey}.title`, options.values ?? {});
  const description = t(`${options.metaKey}.description`, options.values ?? {});
  return {
    lang,
    messages: pickMessages(lang, options.ns),
    meta: metaTags(
      { lang, path, title, description, index: options.index ?? true, paths: options.languages?.paths },
      options.extras,
    ),
    ...(options.languages ? { languages: options.languages } : {}),
  };
}

export function metaTags(
  page: {
    lang: Lang;
    path: string;
    title: string;
    description: string;
    index: boolean;
    /** The page's path per language where it exists; every language at `path` when not given. */
    paths?: Partial<Record<Lang, string>>;
  },
  extras: PageMetaExtras = {},
): MetaDescriptor[] {
  const origin = publicOrigin();
  const url = `${origin}${getHref(page.path, page.lang)}`;
  const tags: MetaDescriptor[] = [{ title: page.title }, { name: "description", content: page.description }];
  if (!page.index) return [...tags, { name: "robots", content: "noindex, nofollow" }];
  const paths = page.paths ?? Object.fromEntries(LANGUAGES.map((lang) => [lang, page.path]));
  const present = LANGUAGES.flatMap((lang) => {
    const path = paths[lang];
    return path === undefined ? [] : [{ lang, href: `${origin}${getHref(path, lang)}` }];
  });
  const fallback = present.find((alt) => alt.lang === "en") ?? present[0];
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: url },
    ...present.map(({ lang, href }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: LANGUAGE_INFO[lang].htmlLang,
      href,
    })),
    ...(fallback ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: fallback.href }] : []),
    { property: "og:type", content: extras.ogType ?? "website" },
    { property: "og:site_name", content: BRAND.name },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${origin}${extras.ogImage ?? "/media/og-image.jpg"}` },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: OG_LOCALE[page.lang] },
    ...(extras.tags ?? []),
    { name: "twitter:card", content: "summary_large_image" },
    { "script:ld+json": organizationJsonLd(origin) },
    ...(extras.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

function organizationJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: BRAND.fullName,
    alternateName: BRAND.name,
    slogan: BRAND.tagline,
    url: origin,
    logo: `${origin}/media/logo.svg`,
    email: BRAND.email,
    foundingDate: String(BRAND.founded),
    sameAs: [BRAND.linkedIn],
    location: OFFICES.map((office) => ({
      "@type": "Place",
      name: `${BRAND.name} ${office.locality}`,
      telephone: office.phone,
      address: {
        "@type": "PostalAddress",
        streetAddress: office.streetAddress,
        postalCode: office.postalCode,
        addressLocality: office.locality,
        addressCountry: office.countryCode,
      },
      geo: { "@type": "GeoCoordinates", latitude: office.coordinates.lat, longitude: office.coordinates.lng },
    })),
  };
}
