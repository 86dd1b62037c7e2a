// The font step of `npm run build` (scripts/build.mjs), before Vite: our subsets of the @fontsource-variable
// fonts in app/fonts/, holding the characters the sources show (scripts/fonts/characters.ts), and their
// unicode-ranges in the stylesheets that declare them (app/fonts.css, app/display-fonts.css; decision 033). A file is written only when its bytes change, so Vite's hashed
// URLs stay as they are; the same sources give the same bytes on every run.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { arabicInCode, codePoints, collectTexts, LANGS, type Lang, unicodeRange } from "./characters.ts";
import { ARABIC_LATIN, FONT_FILES, type Sources } from "./font-files.ts";
import { charactersOf, cut, readFont } from "./subset.ts";

/** The stylesheets whose @font-face rules name our files. */
const STYLESHEETS = ["app/fonts.css", "app/display-fonts.css"];

/** Writes `bytes` to `file` unless it holds them already; says whether it wrote. */
function writeIfChanged(file: string, bytes: string | Uint8Array): boolean {
  const next = typeof bytes === "string" ? Buffer.from(bytes) : Buffer.from(bytes);
  if (existsSync(file) && readFileSync(file).equals(next)) return false;
  writeFileSync(file, next);
  return true;
}

/** `css` with the unicode-range of the @font-face rule whose src is ./fonts/<file> set to `value`. */
export function withUnicodeRange(css: string, file: string, value: string): string {
  const escaped = file.replaceAll(".", "\\.");
  const rule = new RegExp(`(src: url\\("\\./fonts/${escaped}"\\)[^;]*;\\s*unicode-range:)([^;]*);`);
  const match = rule.exec(css);
  if (!match) throw new Error(`no @font-face rule with ${file} and a unicode-range`);
  // Compared without the line breaks Biome puts in, so that the file is left alone when only those differ.
  if (match[2]!.replace(/\s+/g, " ").trim() === value) return css;
  return css.replace(rule, (_, head: string) => `${head} ${value};`);
}

export type FontReport = { file: string; bytes: number; characters: number; written: boolean };

/** Makes every font file under `root` (the project); says what each file is and what changed. */
export async function buildFonts(root = "."): Promise<{ files: FontReport[]; cssWritten: string[] }> {
  const texts = collectTexts(root);
  const sources: Sources = {
    texts: Object.fromEntries(LANGS.map((lang) => [lang, codePoints(texts[lang])])) as Record<
      Lang,
      Set<number>
    >,
    arabicInCode: arabicInCode(root),
    brandName: JSON.parse(readFileSync(path.join(root, "core/i18n/locales/sr/common.json"), "utf8")).brand
      .name,
    arabicLatinHas: await charactersOf(readFileSync(path.join(root, ARABIC_LATIN))),
  };
  const fonts = new Map<string, Buffer>();
  const load = async (source: string) => {
    if (!fonts.has(source)) fonts.set(source, await readFont(path.join(root, source)));
    return fonts.get(source)!;
  };
  const css = new Map(STYLESHEETS.map((file) => [file, readFileSync(path.join(root, file), "utf8")]));
  /** The stylesheet that declares `file`. */
  const declaring = (file: string) => {
    const found = STYLESHEETS.find((sheet) => css.get(sheet)?.includes(`./fonts/${file}"`));
    if (!found) throw new Error(`no stylesheet declares ${file}`);
    return found;
  };
  const reports: FontReport[] = [];
  for (const font of FONT_FILES) {
    const wanted = [...font.characters(sources)].filter((c) => c >= 0x20);
    const bytes = await cut(await load(font.source), wanted, font.cut);
    const held = await charactersOf(bytes);
    if (font.unicodeRange) {
      const sheet = declaring(font.file);
      const range = unicodeRange([...held, ...font.unicodeRange.also]);
      css.set(sheet, withUnicodeRange(css.get(sheet) ?? "", font.file, range));
    }
    const written = writeIfChanged(path.join(root, "app/fonts", font.file), bytes);
    reports.push({ file: font.file, bytes: bytes.length, characters: held.size, written });
  }
  const cssWritten = STYLESHEETS.filter((sheet) =>
    writeIfChanged(path.join(root, sheet), css.get(sheet) ?? ""),
  );
  if (cssWritten.length > 0) {
    // The new unicode-range lines in the project's CSS format.
    spawnSync(
      process.execPath,
      ["node_modules/@biomejs/biome/bin/biome", "format", "--write", ...cssWritten],
      {
        cwd: root,
        stdio: "ignore",
      },
    );
  }
  return { files: reports, cssWritten };
}
