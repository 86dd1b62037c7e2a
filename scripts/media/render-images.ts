// `npx tsx scripts/media/render-images.ts [--out public/media] [--covers]`: the site's still images, by sharp, from
// the SVG drawings in this folder.
//   office-{belgrade,riyadh}-{800,400}.webp, office-*-800.avif (800x500, 400x250)
//   apple-touch-icon.png (180x180), favicon.ico (16 + 32) from apple-touch-icon.svg and public/favicon.svg
//   og-image.jpg (1200x630): the hero's frame 0 (hero-frames.ts), the mark, text in Noto Sans (text-outlines.ts)
//   cover-<slug>-{1200,800,400}.{avif,webp} and og-<slug>.jpg (1200x630): the insights' covers from
//   cover-<slug>.svg; the Open Graph image adds the mark and "Potentia Insights". `--covers`: the covers alone.
// logo.svg and logo-inverse.svg are hand-written and live in public/media directly, favicon.svg in public/.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp, { type Sharp } from "sharp";
import { HeroScene } from "./hero-frames.ts";
import { type TextLine, textPath } from "./text-outlines.ts";

const HERE = "scripts/media";
const { values } = parseArgs({ options: { out: { type: "string" }, covers: { type: "boolean" } } });
const OUT = path.resolve(values.out ?? "public/media");
const LOGO_INVERSE = "public/media/logo-inverse.svg";

/** An SVG drawing rendered at `width` x `height` (at its own resolution, not scaled up from a smaller one). */
async function render(svg: string, width: number, height: number): Promise<Buffer> {
  const own = (await sharp(svg).metadata()).width ?? width;
  return sharp(svg, { density: (72 * width) / own })
    .resize(width, height)
    .png()
    .toBuffer();
}

const webp = (png: Buffer, file: string, quality: number) =>
  sharp(png).webp({ quality, effort: 6, smartSubsample: true }).toFile(path.join(OUT, file));
const avif = (png: Buffer, file: string, quality: number) =>
  sharp(png).avif({ quality, effort: 6, chromaSubsampling: "4:2:0" }).toFile(path.join(OUT, file));
const jpeg = (image: Sharp, file: string, quality: number) =>
  image.jpeg({ quality, mozjpeg: true, progressive: true }).toFile(path.join(OUT, file));

/** An SVG layer of 1200x630 holding `shapes` and the text `lines`, to lay over a picture. */
async function overlay(shapes: string, lines: TextLine[]): Promise<Buffer> {
  const text = await Promise.all(lines.map(textPath));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">${shapes}${text.join("")}</svg>`;
  return Buffer.from(svg);
}

async function covers(): Promise<void> {
  const mark = await render(LOGO_INVERSE, 120, 120);
  const slugs = readdirSync(HERE).flatMap((file) => /^cover-(.+)\.svg$/.exec(file)?.[1] ?? []);
  for (const slug of slugs.sort()) {
    const svg = path.join(HERE, `cover-${slug}.svg`);
    for (const width of [1200, 800, 400]) {
      const png = await render(svg, width, (width * 630) / 1200);
      await webp(png, `cover-${slug}-${width}.webp`, 80);
      await avif(png, `cover-${slug}-${width}.avif`, 62);
    }
    const band = await overlay(
      `<rect x="0" y="500" width="1200" height="130" fill="rgb(6,20,42)" fill-opacity="0.88"/>`,
      [
        { text: "Potentia", x: 190, y: 584, size: 52, weight: 700, fill: "#ffffff" },
        { text: "Insights", x: 430, y: 582, size: 40, weight: 400, fill: "#d4a017" },
      ],
    );
    const picture = sharp(await render(svg, 1200, 630)).composite([
      { input: band, top: 0, left: 0 },
      { input: mark, top: 505, left: 48 },
    ]);
    await jpeg(picture, `og-${slug}.jpg`, 84);
  }
}

async function offices(): Promise<void> {
  for (const city of ["belgrade", "riyadh"]) {
    const svg = path.join(HERE, `office-${city}.svg`);
    const large = await render(svg, 800, 500);
    await webp(large, `office-${city}-800.webp`, 82);
    await webp(await render(svg, 400, 250), `office-${city}-400.webp`, 82);
    await avif(large, `office-${city}-800.avif`, 64);
  }
}

/** favicon.ico: the 16 and 32 px icons as PNG images in an ICO file (every browser reads PNG in ICO). */
async function favicon(): Promise<void> {
  const images = [await render("public/favicon.svg", 16, 16), await render("public/favicon.svg", 32, 32)];
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((png, i) => {
    const size = i === 0 ? 16 : 32;
    const entry = 6 + 16 * i;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  writeFileSync(path.join(OUT, "..", "favicon.ico"), Buffer.concat([header, ...images]));
}

async function icons(): Promise<void> {
  // apple-touch-icon: opaque (iOS rounds the corners itself).
  await sharp(await render(path.join(HERE, "apple-touch-icon.svg"), 180, 180))
    .flatten({ background: "#0b1f3a" })
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, "apple-touch-icon.png"));
  await favicon();
}

/** The Open Graph image: the hero's first frame with the mark, the name and the tagline. */
async function ogImage(): Promise<void> {
  const frame = await sharp(Buffer.from(new HeroScene(1280, 720).frame(0)), {
    raw: { width: 1280, height: 720, channels: 3 },
  })
    .resize(1200, 675, { kernel: "lanczos3" })
    .extract({ left: 0, top: 22, width: 1200, height: 630 })
    .png()
    .toBuffer();
  const shade = `<defs><radialGradient id="shade" gradientUnits="userSpaceOnUse" cx="600" cy="315" r="600">
    <stop offset="0" stop-color="rgb(6,17,35)" stop-opacity="0.55"/><stop offset="1" stop-color="rgb(6,17,35)" stop-opacity="0"/>
    </radialGradient></defs><rect width="1200" height="630" fill="url(#shade)"/>
    <rect x="364" y="352" width="85" height="5" fill="#d4a017"/>`;
  const text = await overlay(shade, [
    { text: "Potentia", x: 358, y: 318, size: 112, weight: 700, fill: "#ffffff" },
    { text: "Empowerment Through Knowledge", x: 362, y: 418, size: 40, weight: 400, fill: "#e8f1f0" },
    {
      text: "Market research & consumer insights  ·  Belgrade  ·  Riyadh",
      x: 364,
      y: 470,
      size: 24,
      weight: 400,
      fill: "#9cc7c4",
    },
  ]);
  const picture = sharp(frame).composite([
    { input: text, top: 0, left: 0 },
    { input: await render(LOGO_INVERSE, 200, 200), top: 195, left: 128 },
  ]);
  await jpeg(picture, "og-image.jpg", 86);
}

mkdirSync(OUT, { recursive: true });
if (!values.covers) {
  await offices();
  await icons();
  await ogImage();
}
await covers();
console.log(`images in ${OUT}`);
