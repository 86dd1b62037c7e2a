/**
 * The web font files that paint a page's text above the fold, by page language, for
 * `<link rel="preload" as="font" type="font/woff2" crossOrigin="anonymous" href={...}>` in the document head.
 * These are the very files app/app.css declares (same source path, so the same hashed URL in the build): a
 * preload of another URL would download the font twice. A preloaded font is fetched at high priority before
 * the CSS is parsed, so preload only what every page of that language paints with: its text face and its
 * display face (the headings, decision 017). Sizes: scripts/media/README.md.
 * The largest file comes first: the first request after the page takes the page's open connection, and the
 * others each open a connection of their own and share the first round trip's bandwidth (decision 021).
 */

import naskh from "~/fonts/noto-naskh-arabic-600.woff2?url";
import arabicLatin from "~/fonts/noto-sans-arabic-latin-subset-wght.woff2?url";
import arabic from "~/fonts/noto-sans-arabic-subset-wght.woff2?url";
import cyrillic from "~/fonts/noto-sans-cyrillic-subset-wght.woff2?url";
import latin from "~/fonts/noto-sans-latin-subset-wght.woff2?url";
import serifCyrillic from "~/fonts/source-serif-4-cyrillic-600.woff2?url";
import serifLatin from "~/fonts/source-serif-4-latin-600.woff2?url";
import serifSerbianLatin from "~/fonts/source-serif-4-sr-latin-600.woff2?url";

export type FontPreload = { href: string; type: "font/woff2" };

const PRELOADS: Record<"en" | "ar" | "sr", readonly FontPreload[]> = {
  // Noto Sans Variable, Latin, weights 400-700 (11 kB); Source Serif 4 semibold, our texts' Latin (11 kB).
  en: [
    { href: latin, type: "font/woff2" },
    { href: serifLatin, type: "font/woff2" },
  ],
  // Our Arabic subset of Noto Sans Arabic (17 kB; it has the space, so Arabic text paints from it alone), the
  // Latin those pages paint (digits, the e-mail address; 9 kB) and Noto Naskh Arabic semibold (9 kB).
  ar: [
    { href: arabic, type: "font/woff2" },
    { href: arabicLatin, type: "font/woff2" },
    { href: naskh, type: "font/woff2" },
  ],
  // Noto Sans Variable, Latin (12 kB) and Cyrillic (7 kB): Serbian pages paint their spaces, digits and
  // punctuation from the Latin file; Source Serif 4 semibold, the Serbian headings' Cyrillic (8 kB) and their
  // figures, punctuation and wordmark (4 kB): two files, HarfBuzz merges none (decision 033).
  sr: [
    { href: latin, type: "font/woff2" },
    { href: serifCyrillic, type: "font/woff2" },
    { href: cyrillic, type: "font/woff2" },
    { href: serifSerbianLatin, type: "font/woff2" },
  ],
};

/** The font file(s) to preload on a page in `lang`. */
export function fontPreloads(lang: "en" | "ar" | "sr"): { href: string; type: "font/woff2" }[] {
  return PRELOADS[lang].map((preload) => ({ ...preload }));
}
