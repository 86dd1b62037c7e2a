import { readFileSync } from "node:fs";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { withUnicodeRange } from "./build-fonts.ts";
import {
  codePoints,
  collectTexts,
  formattedText,
  insightTexts,
  stringLiterals,
  translationText,
  unicodeRange,
} from "./characters.ts";
import { charactersOf, cut, readFont, toTrueType } from "./subset.ts";

const CYRILLIC = "node_modules/@fontsource-variable/noto-sans/files/noto-sans-cyrillic-wght-normal.woff2";
const chars = (text: string) => [...codePoints(text)].map((c) => String.fromCodePoint(c));

describe("the characters the font subsets hold", () => {
  it("takes a translation file's texts, not its keys nor its placeholders", () => {
    const text = translationText('{"zebra": {"quiz": "Здраво, {{name}}!", "n": ["ћ"]}}');
    expect(text).toContain("Здраво, !");
    expect(text).toContain("ћ");
    expect(text).not.toMatch(/[zqbxe{}]/);
  });

  it("takes a migration's insight texts per language: title, excerpt and what the body shows", () => {
    const sql = [
      `INSERT INTO "insights" ("id") VALUES (9);`,
      `INSERT INTO "insight_texts" ("insight_id", "lang", "slug", "title", "excerpt", "body", "status") VALUES (9, 'sr', 'slug-q', 'Ђак ''Ж''', 'Кратко', '**Наслов**\n\n- ставка [веза](https://example.com/x)\n\n::: chart bar percent 100\nГрафикон\nЉ | 5\n:::', 'published');`,
      `INSERT INTO "insight_texts" ("insight_id", "lang", "slug", "title", "excerpt", "body", "status") VALUES (9, 'ar', 'a', 'عنوان', 'ملخص', 'نص ±', 'published');`,
    ].join("\n--> statement-breakpoint\n");
    const texts = insightTexts(sql);
    expect(texts.sr).toContain("Ђак 'Ж'");
    expect(texts.sr).toContain("Наслов");
    expect(texts.sr).toContain("веза");
    expect(texts.sr).toContain("Графикон");
    expect(texts.sr).toContain("Љ");
    // Not the markup, the link's address, the slug or the status.
    expect(chars(texts.sr)).not.toEqual(expect.arrayContaining(["*", "[", ":", "|"]));
    expect(texts.sr).not.toContain("example");
    expect(texts.sr).not.toContain("slug");
    expect(texts.sr).not.toContain("published");
    expect(texts.ar).toContain("±");
    expect(texts.en).toBe("");
  });

  it("takes the typed content's string literals, not its code or comments", () => {
    const text = stringLiterals(`// ≈ a comment\nexport const A = { name: "Đorđe", city: 'Ниш', t: \`x\` };`);
    expect(chars(text)).toEqual(expect.arrayContaining(["Đ", "đ", "Н", "x"]));
    expect(chars(text)).not.toEqual(expect.arrayContaining(["≈", "{", "="]));
  });

  it("takes what the formatter writes: Serbian months, the Arabic pages' Hijri months", () => {
    expect(formattedText("sr")).toContain("новембар");
    expect(formattedText("ar")).toContain("هـ");
  });

  it("reads the repository's sources: the insights of the migrations are in each language's texts", () => {
    const texts = collectTexts(".");
    expect(texts.ar).toContain("±");
    expect(texts.sr).toContain(
      JSON.parse(readFileSync("core/i18n/locales/sr/common.json", "utf8")).notFound.title,
    );
  });

  it("writes a unicode-range as CSS does, and into the right rule only when it changed", () => {
    expect(unicodeRange([0x62, 0x20, 0x61, 0x63, 0x2116, 0x61])).toBe("U+0020, U+0061-0063, U+2116");
    const css = `a { src: url("./fonts/x.woff2") format("woff2");\n  unicode-range:\n    U+0020,\n    U+0041; }\nb { src: url("./fonts/y.woff2") format("woff2"); unicode-range: U+0020; }`;
    expect(withUnicodeRange(css, "x.woff2", "U+0020, U+0041")).toBe(css);
    expect(withUnicodeRange(css, "y.woff2", "U+0030")).toContain(
      `"./fonts/y.woff2") format("woff2"); unicode-range: U+0030;`,
    );
    expect(() => withUnicodeRange(css, "z.woff2", "U+0030")).toThrow(/z\.woff2/);
  });
});

describe("a cut", () => {
  it("holds exactly the characters asked for that the font has, in the same bytes every time", async () => {
    const font = await readFont(CYRILLIC);
    const how = {
      features: ["kern", "locl"],
      weight: { min: 400, max: 700 },
      languageSystems: { script: "cyrl", keep: ["SRB "] },
    };
    const first = await cut(font, codePoints("бгдА😀"), how);
    expect([...(await charactersOf(first))].sort()).toEqual([..."Абгд"].map((c) => c.codePointAt(0)).sort());
    expect((await cut(font, codePoints("бгдА😀"), how)).equals(first)).toBe(true);
  });

  it("keeps only the language systems asked for: the Serbian forms, not the Macedonian ones", async () => {
    const font = await readFont(CYRILLIC);
    const systems = async (bytes: Uint8Array) => {
      const face = new Face(new Blob(await toTrueType(bytes)));
      return face.getScriptLanguageTags("GSUB", face.getTableScriptTags("GSUB").indexOf("cyrl"));
    };
    expect(await systems(font)).toEqual(["MKD ", "SRB "]);
    const how = { features: ["locl"], languageSystems: { script: "cyrl", keep: ["SRB "] } };
    expect(await systems(await cut(font, codePoints("бгдпт"), how))).toEqual(["SRB "]);
  });
});
