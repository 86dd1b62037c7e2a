/**
 * The web font file that paints a page's largest text, by page language, for
 * `<link rel="preload" as="font" type="font/woff2" crossOrigin="anonymous" href={...}>` in the document head.
 * These are the very files app/app.css declares (same source path, so the same hashed URL in the build): a
 * preload of another URL would download the font twice. A preloaded font is fetched at high priority before
 * the CSS is parsed, so preload only what every page of that language paints its headings with.
 */

import arabic from "~/fonts/noto-sans-arabic-subset-wght.woff2?url";
import cyrillic from "~/fonts/noto-sans-cyrillic-wght-400-700.woff2?url";
import latin from "~/fonts/noto-sans-latin-wght-400-700.woff2?url";

export type FontPreload = { href: string; type: "font/woff2" };

const PRELOADS: Record<"en" | "ar" | "sr", readonly FontPreload[]> = {
  // Noto Sans Variable, Latin, weights 400-700 (22 kB, scripts/media/subset-fonts.sh).
  en: [{ href: latin, type: "font/woff2" }],
  // Our Arabic subset of Noto Sans Arabic (18 kB, scripts/media/subset-fonts.sh); it has the space, so an
  // Arabic heading paints from this file alone.
  ar: [{ href: arabic, type: "font/woff2" }],
  // Noto Sans Variable, Cyrillic, weights 400-700 (12 kB), and the Latin file (22 kB): Serbian pages paint
  // their spaces, digits and punctuation from it, so a heading waits for both.
  sr: [
    { href: cyrillic, type: "font/woff2" },
    { href: latin, type: "font/woff2" },
  ],
};

/** The font file(s) to preload on a page in `lang`. */
export function fontPreloads(lang: "en" | "ar" | "sr"): { href: string; type: "font/woff2" }[] {
  return PRELOADS[lang].map((preload) => ({ ...preload }));
}
