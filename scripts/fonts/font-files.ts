// Our font files: each one's package file, the characters it holds, how it is cut, and whether its stylesheet
// names its characters as the @font-face rule's unicode-range (decisions 017, 021, 033; the sizes and the
// reasons: scripts/media/README.md).
import { ARABIC, codePoints, type Lang, range } from "./characters.ts";
import type { Cut } from "./subset.ts";

const PACKAGES = "node_modules/@fontsource-variable";
const NOTO_SANS_LATIN = `${PACKAGES}/noto-sans/files/noto-sans-latin-wght-normal.woff2`;
const NOTO_SANS = (subset: string) => `${PACKAGES}/noto-sans/files/noto-sans-${subset}-wght-normal.woff2`;
const ARABIC_SANS = (subset: string) =>
  `${PACKAGES}/noto-sans-arabic/files/noto-sans-arabic-${subset}-wght-normal.woff2`;
const SERIF = (subset: string) =>
  `${PACKAGES}/source-serif-4/files/source-serif-4-${subset}-wght-normal.woff2`;
/** Noto Sans Arabic's Latin package file: the Arabic pages' Latin subset comes from it. */
export const ARABIC_LATIN = `${PACKAGES}/noto-sans-arabic/files/noto-sans-arabic-latin-wght-normal.woff2`;
const NASKH = `${PACKAGES}/noto-naskh-arabic/files/noto-naskh-arabic-arabic-wght-normal.woff2`;

/** What the font step knows when it chooses characters. */
export type Sources = {
  /** Each language's texts (translations, typed content, the insights of the migrations). */
  texts: Record<Lang, Set<number>>;
  /** The Arabic-script characters written in the site's and the server's code. */
  arabicInCode: Set<number>;
  /** The firm's name as Serbian pages write it (in Latin letters, in the display face: the header's wordmark). */
  brandName: string;
  /** The characters of Noto Sans Arabic's Latin package file. */
  arabicLatinHas: Set<number>;
};

export type FontFile = {
  /** The file under app/fonts/. */
  file: string;
  source: string;
  characters: (sources: Sources) => Iterable<number>;
  cut: Cut;
  /** Set: the stylesheet's rule for this file (app/fonts.css, app/display-fonts.css) gets the characters the file holds, and these, as its unicode-range. */
  unicodeRange?: { also: readonly number[] };
};

const TEXT_FEATURES = ["ccmp", "locl", "kern", "liga", "calt", "mark", "mkmk"];
const ARABIC_FEATURES = [...TEXT_FEATURES, "isol", "init", "medi", "fina", "rlig", "curs"];
const TEXT_WEIGHTS = { min: 400, max: 700 };
const SERBIAN = { script: "cyrl", keep: ["SRB "] };
/** The default Arabic forms (lang="ar"), not the Persian, Urdu, Sindhi... ones. */
const ARABIC_DEFAULT = { script: "arab", keep: [] };

const ASCII = [...range(0x20, 0x7e), 0xa0];
const isLatin = (c: number) =>
  c < 0x0400 || (c >= 0x2000 && c <= 0x206f) || [0x20ac, 0x2122, 0x2212].includes(c);
/** A figure, punctuation or sign a heading may show (not a letter, nor the signs of addresses and code). */
const isLatinSymbol = (c: number) =>
  isLatin(c) &&
  !/\p{L}/u.test(String.fromCodePoint(c)) &&
  !"#$&*<=>@[\\]^_`{|}~".includes(String.fromCodePoint(c));
const isCyrillic = (c: number) => (c >= 0x0400 && c <= 0x04ff) || c === 0x2116;
const isLatinExtA = (c: number) => (c >= 0x0100 && c <= 0x017f) || (c >= 0x0218 && c <= 0x021b);
const isArabic = (c: number) => new RegExp(ARABIC.source, "u").test(String.fromCodePoint(c));
const union = (...sets: Iterable<number>[]) => new Set(sets.flatMap((set) => [...set]));
const of = (lang: Lang | Lang[], keep: (c: number) => boolean) => (sources: Sources) =>
  [...union(...[lang].flat().map((l) => sources.texts[l]))].filter(keep);

/** The quotation marks a <q> (pull quotes) draws in the display face: English “ ” ‘ ’, Serbian „ “ ‚ ‘. */
const QUOTES = [0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e];
/** What a big figure or a heading may hold besides letters, whether or not a page shows it today. */
const FIGURES = [...range(0x30, 0x39), ...codePoints(" %+,-.:?!()–\u00a0")];
/** Always in the Arabic text face: punctuation, the basic letters and marks, digits, joiners and marks. */
const ARABIC_BASICS = [
  [0x20, 0x20], // the space and the no-break space: an Arabic line paints from this one file
  [0xa0, 0xa0],
  [0x060c, 0x060c], // Arabic comma
  [0x061b, 0x061c], // Arabic semicolon, and the Arabic letter mark Intl puts around signs
  [0x061f, 0x061f], // Arabic question mark
  [0x0621, 0x063a], // the basic letters
  [0x0640, 0x0655], // tatweel, the letters fa..ya, harakat and hamza marks
  [0x0660, 0x066c], // Arabic-Indic digits, percent, decimal and thousands separators
  [0x0670, 0x0670], // superscript alef
  [0x200c, 0x200f], // ZWNJ, ZWJ, LRM, RLM
].flatMap(([first, last]) => range(first!, last!));
/** The Latin a visitor may type on an Arabic page (an e-mail address, a name), whether or not a page shows it. */
const TYPED = codePoints(
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 %+,-./:;!?@()_'\"\u00a0",
);
/** The thin and the narrow no-break space, which Intl puts into some ranges and times. */
const INTL_SPACES = [0x2009, 0x202f];
/** What an Arabic page shows in Latin: its texts' Latin and what a visitor types. */
const arabicPageLatin = (sources: Sources) =>
  union(of("ar", (c) => c < 0x0250 || isLatin(c))(sources), TYPED, INTL_SPACES);
/**
 * The invisible marks that direction and line breaking put into a text (the isolates around an e-mail address in
 * a sentence): no glyph, but in the unicode-range, so they are set in this font as the text around them is.
 */
const INVISIBLE = [...range(0x200b, 0x200e), ...range(0x2060, 0x2064), ...range(0x2066, 0x2069)];

export const FONT_FILES: readonly FontFile[] = [
  {
    // Latin Extended-A and Ș ș Ț ț for any name typed into a form; the package's whole Latin Extended is 168 kB.
    file: "noto-sans-latin-ext-a-wght.woff2",
    source: NOTO_SANS("latin-ext"),
    characters: () => [...range(0x0100, 0x017f), ...range(0x0218, 0x021b)],
    cut: {},
  },
  {
    // The Latin Extended-A letters of our texts (ć č đ š ž): about 2 kB, instead of the 15 kB file above.
    file: "noto-sans-latin-ext-a-texts-wght.woff2",
    source: NOTO_SANS("latin-ext"),
    characters: of(["en", "sr"], isLatinExtA),
    cut: { weight: TEXT_WEIGHTS },
    unicodeRange: { also: [] },
  },
  {
    file: "noto-sans-arabic-subset-wght.woff2",
    source: ARABIC_SANS("arabic"),
    characters: (sources) => union(sources.arabicInCode, of("ar", isArabic)(sources), ARABIC_BASICS),
    cut: { features: ARABIC_FEATURES, weight: TEXT_WEIGHTS, languageSystems: ARABIC_DEFAULT },
    unicodeRange: { also: [] },
  },
  {
    file: "noto-sans-latin-subset-wght.woff2",
    source: NOTO_SANS("latin"),
    characters: (sources) =>
      union(of(["en", "sr"], (c) => c <= 0xff || (isLatin(c) && c >= 0x2000))(sources), ASCII),
    cut: { features: [...TEXT_FEATURES, "tnum"], weight: TEXT_WEIGHTS },
  },
  {
    file: "noto-sans-cyrillic-subset-wght.woff2",
    source: NOTO_SANS("cyrillic"),
    characters: of(["en", "sr"], (c) => (c >= 0x0400 && c <= 0x045f) || [0x0490, 0x0491, 0x2116].includes(c)),
    cut: { features: [...TEXT_FEATURES, "tnum"], weight: TEXT_WEIGHTS, languageSystems: SERBIAN },
  },
  {
    file: "noto-sans-arabic-latin-subset-wght.woff2",
    source: ARABIC_LATIN,
    characters: arabicPageLatin,
    cut: { features: TEXT_FEATURES, weight: TEXT_WEIGHTS },
    unicodeRange: { also: INVISIBLE },
  },
  {
    // What the Arabic pages show in Latin that Noto Sans Arabic's Latin lacks (±), from Noto Sans' Latin (the
    // same design), declared in the Arabic family for exactly these characters.
    file: "noto-sans-arabic-latin-extra-wght.woff2",
    source: NOTO_SANS_LATIN,
    characters: (sources) => [...arabicPageLatin(sources)].filter((c) => !sources.arabicLatinHas.has(c)),
    cut: { features: TEXT_FEATURES, weight: TEXT_WEIGHTS },
    unicodeRange: { also: [] },
  },
  {
    // The display face's Latin, for English pages and the Latin of Serbian headings (digits, punctuation).
    file: "source-serif-4-latin-600.woff2",
    source: SERIF("latin"),
    characters: (sources) => union(of(["en", "sr"], isLatin)(sources), ASCII, QUOTES),
    cut: { features: TEXT_FEATURES, weight: 600 },
  },
  {
    // The display face's Cyrillic for Serbian pages, with the space so that a heading's words paint from it.
    file: "source-serif-4-cyrillic-600.woff2",
    source: SERIF("cyrillic"),
    characters: (sources) => union(of("sr", isCyrillic)(sources), [0x20, 0xa0]),
    cut: { features: TEXT_FEATURES, weight: 600, languageSystems: SERBIAN },
    unicodeRange: { also: [] },
  },
  {
    // The Latin of Serbian headings and big figures: figures, punctuation and signs, Serbian quotation marks,
    // the letters of the firm's name (the wordmark). Another
    // Latin character comes from the file above, next in the Serbian display stack (app/tokens.css).
    file: "source-serif-4-sr-latin-600.woff2",
    source: SERIF("latin"),
    characters: (sources) =>
      union(
        FIGURES,
        [0x201a, 0x2018, 0x201e, 0x201c],
        of("sr", isLatinSymbol)(sources),
        codePoints(sources.brandName),
      ),
    cut: { features: TEXT_FEATURES, weight: 600 },
    unicodeRange: { also: [] },
  },
  {
    file: "noto-naskh-arabic-600.woff2",
    source: NASKH,
    characters: (sources) =>
      union(
        of("ar", isArabic)(sources),
        [0x20, 0xa0, 0x060c, 0x061b, 0x061f],
        range(0x0621, 0x063a),
        range(0x0641, 0x064a),
      ),
    cut: { features: ARABIC_FEATURES, weight: 600, languageSystems: ARABIC_DEFAULT },
  },
];
