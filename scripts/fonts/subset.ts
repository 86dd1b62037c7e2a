// Cutting a font file with HarfBuzz's subsetter in WebAssembly (the `subset-font` package), and what fontTools
// did besides that HarfBuzz has no option for: keeping one language system of a script, and reading a font's
// characters (harfbuzzjs). Same input, same bytes: nothing here reads a clock.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Blob, Face } from "harfbuzzjs";
import subsetFont from "subset-font";

// subset-font's own converter (WOFF2 ⇄ TrueType), resolved from subset-font so that it is the copy it uses.
const fromSubsetFont = createRequire(createRequire(import.meta.url).resolve("subset-font"));
const fontverter = fromSubsetFont("fontverter") as {
  convert(font: Uint8Array, to: "truetype" | "woff2"): Promise<Buffer>;
};

export type Cut = {
  /** The layout features kept (OpenType tags); all when not given. */
  features?: readonly string[];
  /** The weight axis: kept between two weights, or fixed at one (a static font). */
  weight?: { min: number; max: number } | number;
  /** Only these language systems of the script stay (the default one always does): e.g. cyrl, ["SRB "]. */
  languageSystems?: { script: string; keep: readonly string[] };
};

/** A font (WOFF2 or TrueType bytes) as TrueType bytes. */
export async function toTrueType(font: Uint8Array): Promise<Buffer> {
  return fontverter.convert(Buffer.from(font.buffer, font.byteOffset, font.byteLength), "truetype");
}

/** A package's font file as TrueType bytes. */
export async function readFont(file: string): Promise<Buffer> {
  return toTrueType(readFileSync(file));
}

/** The characters a font (TrueType or WOFF2 bytes) maps to a glyph. */
export async function charactersOf(font: Uint8Array): Promise<Set<number>> {
  return new Set(new Face(new Blob(await toTrueType(font))).collectUnicodes());
}

/** `font` (TrueType) cut to the `characters` it has, as WOFF2. */
export async function cut(font: Buffer, characters: Iterable<number>, how: Cut): Promise<Buffer> {
  const source = how.languageSystems
    ? keepLanguageSystems(font, how.languageSystems.script, how.languageSystems.keep)
    : font;
  const text = String.fromCodePoint(...[...characters].sort((a, b) => a - b));
  return subsetFont(source, text, {
    targetFormat: "woff2",
    ...(how.features === undefined ? {} : { keepFeatures: [...how.features] }),
    ...(how.weight === undefined ? {} : { variationAxes: { wght: how.weight } }),
  });
}

/**
 * A copy of `font` whose `script` (in GSUB and GPOS) lists only the language systems `keep` besides its
 * default one: the subsetter then keeps no feature or lookup that only the others use (the Bulgarian and
 * Macedonian forms of a Serbian font; the Persian and Urdu forms of an Arabic one). The records kept are moved
 * to the front of the list and its count lowered; their offsets are relative to the script table, so they hold.
 */
export function keepLanguageSystems(font: Buffer, script: string, keep: readonly string[]): Buffer {
  const copy = Buffer.from(font);
  const tables = copy.readUInt16BE(4);
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    const tag = copy.toString("latin1", record, record + 4);
    if (tag !== "GSUB" && tag !== "GPOS") continue;
    const table = copy.readUInt32BE(record + 8);
    const scriptList = table + copy.readUInt16BE(table + 4);
    const scripts = copy.readUInt16BE(scriptList);
    for (let s = 0; s < scripts; s++) {
      const scriptRecord = scriptList + 2 + s * 6;
      if (copy.toString("latin1", scriptRecord, scriptRecord + 4) !== script) continue;
      const scriptTable = scriptList + copy.readUInt16BE(scriptRecord + 4);
      const count = copy.readUInt16BE(scriptTable + 2);
      const records = Array.from({ length: count }, (_, r) =>
        copy.subarray(scriptTable + 4 + r * 6, scriptTable + 10 + r * 6),
      );
      const kept = records
        .filter((langSys) => keep.includes(langSys.toString("latin1", 0, 4)))
        .map((langSys) => Buffer.from(langSys));
      kept.forEach((langSys, r) => {
        langSys.copy(copy, scriptTable + 4 + r * 6);
      });
      copy.writeUInt16BE(kept.length, scriptTable + 2);
    }
  }
  return copy;
}
