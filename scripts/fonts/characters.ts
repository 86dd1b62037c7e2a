// The characters our pages can show, per language, read from the sources: the translation files, the typed
// content (names, figures), the texts the initial-content migrations put into the database (the insights),
// and for Arabic the Arabic-script characters written in the site's and the server's code.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CURRENCIES } from "#core/domain/currency";
import { parseInsightBody, readableText } from "#core/domain/insight-body";
import {
  formatDateTime,
  formatDateWithHijri,
  formatHour,
  formatMoney,
  formatMonthWithHijri,
  formatNumber,
  formatPercent,
  formatTime,
  formatYear,
} from "#core/lib/format";

export type Lang = "en" | "ar" | "sr";
export const LANGS: readonly Lang[] = ["en", "ar", "sr"];

/** The code points of `text`. */
export function codePoints(text: string): Set<number> {
  const points = new Set<number>();
  for (const char of text) points.add(char.codePointAt(0)!);
  return points;
}

/** Every string value of a translation file (its keys are names, not text), without its placeholders. */
export function translationText(json: string): string {
  const strings: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === "string") strings.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(JSON.parse(json));
  // Without the {{name}} placeholders, which the translator fills in.
  return strings.join("\n").replace(/\{\{\s*[\w.]+\s*\}\}/g, "");
}

const STRING_LITERAL = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g;

/** The string literals of a TypeScript file (the typed content's names and figures), not its code or comments. */
export function stringLiterals(source: string): string {
  return (source.match(STRING_LITERAL) ?? []).map((literal) => literal.slice(1, -1)).join("\n");
}

const INSIGHT_TEXT = /INSERT INTO "insight_texts" \([^)]*\) VALUES \(\d+, '(en|ar|sr)'/;

/** What a reader sees of an insight's body: its words and its charts' texts (not its markup). */
export function shownBody(body: string): string {
  const { blocks } = parseInsightBody(body);
  const charts = blocks.flatMap((block) => {
    if (block.kind !== "chart") return [];
    const { title, caption, description, categoryHeading = "", valueHeading = "", rows } = block.chart;
    return [title, caption, description, categoryHeading, valueHeading, ...rows.map((row) => row.label)];
  });
  return [readableText(blocks), ...charts].join("\n");
}

/** The insights' texts a migration inserts (title, excerpt and what the body shows), per language. */
export function insightTexts(sql: string): Record<Lang, string> {
  const texts: Record<Lang, string> = { en: "", ar: "", sr: "" };
  for (const statement of sql.split("--> statement-breakpoint")) {
    const match = INSIGHT_TEXT.exec(statement);
    if (!match) continue;
    // The values after the language: the slug, the title, the excerpt, the body...
    const values = [...statement.slice(match.index + match[0].length).matchAll(/'((?:[^']|'')*)'/g)].map(
      (literal) => literal[1]!.replaceAll("''", "'"),
    );
    const [, title = "", excerpt = "", body = ""] = values;
    texts[match[1] as Lang] += [title, excerpt, shownBody(body)].join("\n");
  }
  return texts;
}

/** Arabic-script characters, the joiners and the direction marks. */
export const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufefe\u200c-\u200f]/gu;

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes("test");

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => ext.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

const read = (file: string) => readFileSync(file, "utf8");

/** What each language's pages can show, read from the sources under `root`. */
export function collectTexts(root: string): Record<Lang, string> {
  const at = (dir: string) => path.join(root, dir);
  const content = filesUnder(at("core/content"), /\.ts$/)
    .filter((file) => !isTest(file))
    .map((file) => stringLiterals(read(file)))
    .join("\n");
  const migrations = filesUnder(at("drizzle"), /^[^/]*\.sql$/).map((file) => insightTexts(read(file)));
  const texts = {} as Record<Lang, string>;
  for (const lang of LANGS) {
    const translations = filesUnder(at(`core/i18n/locales/${lang}`), /\.json$/).map((file) =>
      translationText(read(file)),
    );
    texts[lang] = [...translations, ...migrations.map((sql) => sql[lang]), content, formattedText(lang)].join(
      "\n",
    );
  }
  return texts;
}

/**
 * The Arabic-script characters of the site's and the server's code (texts written there: the language
 * switcher's names, an e-mail's lines), not of tests, nor of the CRM search's folding tables (Persian letters
 * and digits it treats as Arabic: not text any page shows).
 */
export function arabicInCode(root: string): Set<number> {
  const files = ["app", "server"].flatMap((dir) => filesUnder(path.join(root, dir), /\.tsx?$/));
  const used = new Set<number>();
  for (const file of files) {
    if (isTest(file) || file.endsWith("search-fold.ts")) continue;
    for (const char of read(file).match(ARABIC) ?? []) used.add(char.codePointAt(0)!);
  }
  return used;
}

/** Code points from `first` to `last`, both included. */
export function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** `U+0020, U+0621-063A, ...`: code points as a CSS unicode-range. */
export function unicodeRange(points: Iterable<number>): string {
  const ranges: [number, number][] = [];
  for (const point of [...new Set(points)].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(", ");
}

/**
 * What the one formatter (core/lib/format.ts) writes in `lang`: digits, separators, signs, currencies, the
 * months' names (and on Arabic pages the Hijri ones), times. Written by Node's Intl on the server, as pages are.
 */
export function formattedText(lang: Lang): string {
  const months = range(1, 12).map((month) => `2026-${String(month).padStart(2, "0")}`);
  return [
    ...[-1234567.89, 0.5, 29, 1_000_000].map((value) => formatNumber(value, lang)),
    formatPercent(12.5, lang),
    formatYear(2026, lang),
    ...CURRENCIES.flatMap((currency) => [-1234.5, 1000].map((value) => formatMoney(value, currency, lang))),
    ...months.flatMap((month) => [
      formatMonthWithHijri(month, lang),
      formatDateWithHijri(`${month}-28`, lang),
      formatDateWithHijri(`${month}-28`, lang, "medium"),
    ]),
    formatDateTime("2026-11-27T14:05:00Z", lang, "UTC"),
    formatTime(new Date("2026-11-27T14:05:00Z"), lang),
    ...range(0, 23).map((hour) => formatHour(hour, lang)),
  ].join("\n");
}
