// The parts of a page's stylesheet cut (scripts/page-stylesheets.ts, decision 020): the tokens a page uses,
// the rules of other languages, the font faces whose characters the page does not show, unread properties.
import path from "node:path";
import type { AtRule, Root } from "postcss";

/** Attributes that change after the page is served (by the browser or by an island), with every value. */
export const DYNAMIC_ATTRIBUTES = [
  "aria-busy",
  "aria-checked",
  "aria-current",
  "aria-disabled",
  "aria-expanded",
  "aria-invalid",
  "aria-pressed",
  "aria-selected",
  "data-playing",
  "data-state",
  "disabled",
  "hidden",
];

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };

/** HTML attribute values as written by React (`[&amp;_svg]:shrink-0`) back to the class names they hold. */
export function decodeEntities(html: string): string {
  return html.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? entity;
  });
}

/** Tailwind's way of reading class names out of any text (HTML, minified script), plus attribute names. */
export function extractTokens(content: string): string[] {
  return [
    // Whole class names, whatever they hold (`[&>svg]:shrink-0`, `data-[playing=true]:opacity-100`, even a
    // quote: `[quotes:'„'_'“']` inside a double-quoted attribute or string), read between each kind of quote.
    ...(content.match(/[^"'`\s]+/g) ?? []),
    ...(content.match(/[^"\s]+/g) ?? []),
    ...(content.match(/[^'\s]+/g) ?? []),
    ...(content.match(/[^`\s]+/g) ?? []),
    // Tailwind's own reading (names next to markup, `class="a`), and tag and attribute names alone.
    ...(content.match(/[^<>"'`\s]*[^<>"'`\s:]/g) ?? []),
    ...(content.match(/[^<>"'`\s=]+/g) ?? []),
  ];
}

function languageMatches(range: string, lang: string): boolean {
  const wanted = range
    .trim()
    .replace(/^["']|["']$/g, "")
    .toLowerCase();
  const actual = lang.toLowerCase();
  return actual === wanted || actual.startsWith(`${wanted}-`);
}

/** The languages a selector requires: its `:lang()` outside any `:is()`, `:where()` or `:not()`. */
function requiredLanguages(selector: string): string[] {
  const languages: string[] = [];
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char === "\\") i++;
    else if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (depth === 0 && selector.startsWith(":lang(", i)) {
      const end = selector.indexOf(")", i);
      languages.push(selector.slice(i + ":lang(".length, end));
    }
  }
  return languages;
}

/** Removes the selectors that need another language than `lang` (and rules left without one). */
export function dropOtherLanguages(root: Root, lang: string): void {
  root.walkRules((rule) => {
    const selectors = rule.selectors.filter((selector) =>
      requiredLanguages(selector).every((range) => languageMatches(range, lang)),
    );
    if (selectors.length === 0) rule.remove();
    else if (selectors.length !== rule.selectors.length) rule.selectors = selectors;
  });
}

function familyNames(value: string): string[] {
  return value
    .split(",")
    .map((name) => name.trim().replace(/^["']|["']$/g, ""))
    .filter(Boolean);
}

/** Whether `text` has a character in the CSS `unicode-range` value (`U+0000-00FF, U+0131, U+4??`). */
function inUnicodeRange(range: string, text: ReadonlySet<number>): boolean {
  return range.split(",").some((part) => {
    const [from = "", to = from] = part.trim().replace(/^U\+/i, "").split("-");
    const start = Number.parseInt(from.replace(/\?/g, "0"), 16);
    const end = Number.parseInt(to.replace(/\?/g, "F"), 16);
    for (const code of text) if (code >= start && code <= end) return true;
    return false;
  });
}

/**
 * Keeps the @font-face rules of the families that the remaining rules name (in `font-family` or in a
 * `--font-*` variable); of those, the faces served from the device (`local()`) and those served from our own
 * files whose `unicode-range` holds a character of the page.
 */
export function dropUnusedFontFaces(
  root: Root,
  ownFonts: ReadonlySet<string>,
  text: ReadonlySet<number> | "any",
): void {
  const used = new Set<string>();
  root.walkDecls((decl) => {
    if (decl.parent?.type === "atrule" && (decl.parent as AtRule).name === "font-face") return;
    if (decl.prop === "font-family" || decl.prop.startsWith("--font")) {
      for (const name of familyNames(decl.value)) used.add(name);
    }
  });
  root.walkAtRules("font-face", (face) => {
    let family = "";
    let src = "";
    let range = "";
    face.walkDecls((decl) => {
      if (decl.prop === "font-family") family = familyNames(decl.value)[0] ?? "";
      if (decl.prop === "src") src = decl.value;
      if (decl.prop === "unicode-range") range = decl.value;
    });
    const files = [...src.matchAll(/url\(["']?([^"')]+)["']?\)/g)].map((match) => match[1] ?? "");
    const needed =
      files.length === 0 ||
      (files.every((file) => ownFonts.has(withoutHash(path.basename(file)))) &&
        (range === "" || text === "any" || inUnicodeRange(range, text)));
    if (!used.has(family) || !needed) face.remove();
  });
}

/** An element set in the device's font (`.font-native`: another language's name) and its text. */
export const NATIVE_TEXT = /<(\w+)\b[^>]*\bclass="[^"]*\bfont-native\b[^"]*"[^>]*>[^<]*<\/\1>/g;

/**
 * Drops the `@property` rules (Tailwind's typed variables) of variables that no remaining rule reads: the
 * page's utilities that used them went with PurgeCSS.
 */
export function dropUnreadProperties(root: Root): void {
  const read = new Set<string>();
  root.walkDecls((decl) => {
    for (const match of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(match[1] ?? "");
  });
  root.walkAtRules("property", (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
}

/** `/assets/noto-sans-latin-subset-wght-EVgw42Jd.woff2` → `noto-sans-latin-subset-wght.woff2` */
function withoutHash(file: string): string {
  return file.replace(/-[\w-]{8}(\.\w+)$/, "$1");
}
