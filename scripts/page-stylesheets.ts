// Each prerendered page carries, inline, only the part of the site's stylesheet it can use (decision 020).
//
// The site has one stylesheet (80 kB; staff app included). Inlined whole into every document it made the
// HTML of a page 17-19 kB compressed: more than the first round trip of a new connection carries (~14.6 kB),
// so on a phone the page waited one more round trip before it could paint. Run after prerendering
// (react-router.config.ts `buildEnd`), this replaces each page's `<link rel="stylesheet">` by a `<style>`
// with the rules that can match that page:
// - PurgeCSS keeps every rule whose classes, ids, tags and attributes occur in the page's HTML or in the script
//   its islands load (what an island renders after hydration); states (:hover, :focus-visible, :popover-open,
//   [open], [aria-expanded]...) are kept with the element they style;
// - rules for another language (`:lang(ar)` on an English page) go, and with them what only they used;
// - of the @font-face rules, the page keeps those of the families its remaining rules name, and only our own
//   subsets (app/fonts): a prerendered page's text is known, and the subsets hold its characters.
// The staff app, rendered per request, keeps the whole stylesheet as a file.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import postcss from "postcss";
import { PurgeCSS } from "purgecss";
import { LANGUAGE_NOTICE_CLASSES } from "#core/lib/language-notice";
import {
  DYNAMIC_ATTRIBUTES,
  decodeEntities,
  dropOtherLanguages,
  dropUnreadProperties,
  dropUnusedFontFaces,
  extractTokens,
  NATIVE_TEXT,
} from "./stylesheet-rules";

export interface PageStylesheetInput {
  /** The site's whole stylesheet. */
  css: string;
  /** The page as prerendered. */
  html: string;
  /** The page's language, as in `<html lang>`. */
  lang: string;
  /** The text of the scripts the page loads (its islands), whose class names count as used. */
  scripts?: readonly string[];
  /** File names of our own fonts (app/fonts). */
  ownFonts: ReadonlySet<string>;
  /**
   * The page shows text not known at build time (a page rendered per request: an address, a server's
   * message): every face of our own files stays for the families its rules name, whatever its `unicode-range`
   * (the browser downloads a face only for a character it paints).
   */
  unknownText?: boolean;
}

/** The rules of the site's stylesheet that `html` (and its islands) can use. */
export async function pageStylesheet(input: PageStylesheetInput): Promise<string> {
  const root = postcss.parse(input.css);
  // Variables the stylesheet declares but never reads itself are read by CSS it does not hold (the toasts'
  // library injects its own, which reads our `--error-text`...): they stay with their rule.
  const declared = new Set<string>();
  const read = new Set<string>();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith("--")) declared.add(decl.prop);
    for (const match of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(match[1] ?? "");
  });
  const external = [...declared].filter((name) => !read.has(name));
  dropOtherLanguages(root, input.lang);
  // PurgeCSS 8 drops a selector with `:not()` inside `:where()`/`:is()` whatever the page holds (preflight's
  // `[hidden]:where(:not([hidden=until-found]))`, which hides the video button until its script shows it).
  root.walkRules((rule) => {
    if (rule.selectors.some((selector) => /:(?:where|is)\([^)]*:not\(/.test(selector))) {
      rule.prepend(postcss.comment({ text: "purgecss ignore current" }));
    }
  });
  const [purged] = await new PurgeCSS().purge({
    content: [
      { raw: decodeEntities(input.html), extension: "html" },
      ...(input.scripts ?? []).map((raw) => ({ raw, extension: "js" })),
    ],
    css: [{ raw: root.toString() }],
    defaultExtractor: extractTokens,
    dynamicAttributes: DYNAMIC_ATTRIBUTES,
    safelist: { variables: external },
    keyframes: true,
    variables: true,
  });
  const pruned = postcss.parse(purged?.css ?? "");
  dropUnreadProperties(pruned);
  // The characters the page shows in our fonts: its text (not its markup, nor the language switcher's names of
  // the other languages, set in the device's font), and whatever its islands' scripts hold.
  const shown = decodeEntities(
    input.html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "")
      .replace(NATIVE_TEXT, "")
      .replace(/<[^>]*>/g, ""),
  );
  const text = new Set<number>();
  for (const content of [shown, ...(input.scripts ?? [])]) {
    for (const char of content) text.add(char.codePointAt(0) ?? 0);
  }
  dropUnusedFontFaces(pruned, input.ownFonts, input.unknownText ? "any" : text);
  return pruned.toString();
}

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g;
/** A module script of the page, or the script the islands' inline loader adds (app/islands/loader.tsx). */
const MODULE_SCRIPT =
  /<script type="module" src="(\/assets\/[\w.-]+\.js)"|\("(\/assets\/islands-[\w-]+\.js)"\)<\/script>/g;

/** The build's client scripts, each read once per build however many pages load it (decision 020). */
export class Chunks {
  private readonly texts = new Map<string, string>();
  private readonly imports = new Map<string, string[]>();
  readonly files: string[];

  constructor(readonly assets: string) {
    this.files = readdirSync(assets);
  }

  text(file: string): string {
    let text = this.texts.get(file);
    if (text === undefined) {
      text = readFileSync(path.join(this.assets, file), "utf8");
      this.texts.set(file, text);
    }
    return text;
  }

  /** The chunks `file` imports (statically or dynamically), read out of its text once. */
  importsOf(file: string): string[] {
    let found = this.imports.get(file);
    if (found === undefined) {
      found = [...this.text(file).matchAll(/["'`](?:\.\/|\/?assets\/)([\w.-]+\.js)["'`]/g)].map(
        (match) => match[1] ?? "",
      );
      this.imports.set(file, found);
    }
    return found;
  }
}

/**
 * The scripts whose class names a page can show: its module scripts (the islands' boot script) and, for each
 * island on the page (`data-island="tools"`), the island's chunk (`tools-island-<hash>.js`, named after
 * app/islands/tools-island.ts) with every chunk it imports.
 */
export function pageScripts(html: string, chunks: Chunks): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of chunks.importsOf(file)) visit(imported);
  };
  for (const match of html.matchAll(MODULE_SCRIPT)) seen.add(path.basename(match[1] ?? match[2] ?? ""));
  for (const [, name] of html.matchAll(/data-island="([\w-]+)"/g)) {
    const chunk = chunks.files.find((file) => file.startsWith(`${name}-island-`) && file.endsWith(".js"));
    if (!chunk) throw new Error(`No script for the island "${name}" in ${chunks.assets}`);
    visit(chunk);
  }
  return [...seen].map((file) => chunks.text(file));
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => path.join(dir, file));
}

/** Rewrites every prerendered page of `clientDir` with its own stylesheet inline. */
export async function inlinePageStylesheets(clientDir: string, fontsDir: string): Promise<number> {
  const ownFonts = new Set(readdirSync(fontsDir));
  const stylesheets = new Map<string, string>();
  const chunks = new Chunks(path.join(clientDir, "assets"));
  let pages = 0;
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, "utf8");
    const links = [...html.matchAll(STYLESHEET)];
    if (links.length === 0) continue;
    const lang = /<html lang="([^"]+)"/.exec(html)?.[1] ?? "en";
    // The language notice the server may put into any page (core/lib/language-notice.ts).
    const scripts = [...pageScripts(html, chunks), LANGUAGE_NOTICE_CLASSES];
    let result = html;
    for (const [link, href = ""] of links) {
      let css = stylesheets.get(href);
      if (css === undefined) {
        css = readFileSync(path.join(clientDir, href), "utf8");
        stylesheets.set(href, css);
      }
      const own = await pageStylesheet({ css, html, lang, scripts, ownFonts });
      if (own.includes("</style")) continue;
      result = result.replace(link, () => `<style>${own}</style>`);
    }
    writeFileSync(file, result);
    pages++;
  }
  return pages;
}
