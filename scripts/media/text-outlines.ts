// Text for the images (the Open Graph pictures) as SVG outlines: shaped by HarfBuzz (harfbuzzjs) in Noto Sans
// from node_modules at the weight asked for, so that an image looks the same whatever fonts the machine has.
import { Blob, Face, Font, Buffer as HbBuffer, shape, Variation } from "harfbuzzjs";
import { readFont } from "../fonts/subset.ts";

const NOTO_SANS = "node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2";
let face: Face | undefined;

export type TextLine = { text: string; x: number; y: number; size: number; weight: 400 | 700; fill: string };

/** One line of text as an SVG <path>: `x` where it starts, `y` its baseline, `size` its font size in px. */
export async function textPath({ text, x, y, size, weight, fill }: TextLine): Promise<string> {
  face ??= new Face(new Blob(await readFont(NOTO_SANS)));
  const font = new Font(face);
  font.setVariations([new Variation("wght", weight)]);
  const buffer = new HbBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const scale = size / face.upem;
  let pen = 0;
  const glyphs: string[] = [];
  for (const glyph of buffer.getGlyphInfosAndPositions()) {
    const outline = font.glyphToPath(glyph.codepoint);
    const gx = x + (pen + (glyph.xOffset ?? 0)) * scale;
    const gy = y - (glyph.yOffset ?? 0) * scale;
    if (outline)
      glyphs.push(`<path transform="translate(${gx} ${gy}) scale(${scale} ${-scale})" d="${outline}"/>`);
    pen += glyph.xAdvance ?? 0;
  }
  return `<g fill="${fill}">${glyphs.join("")}</g>`;
}
