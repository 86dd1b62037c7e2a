/**
 * Normalisation of company names so that one rule set covers English, Arabic and Serbian in both scripts:
 * lower case, no diacritics, Serbian Cyrillic transliterated to Latin, Arabic letter variants unified,
 * Arabic-Indic digits to ASCII, dotted abbreviations ("d.o.o.", "ش.م.م") joined, legal forms marked.
 */
import { isLegalForm } from "./legal-forms";

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  ђ: "dj",
  е: "e",
  ж: "z",
  з: "z",
  и: "i",
  ј: "j",
  к: "k",
  л: "l",
  љ: "lj",
  м: "m",
  н: "n",
  њ: "nj",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  ћ: "c",
  у: "u",
  ф: "f",
  х: "h",
  ц: "c",
  ч: "c",
  џ: "dz",
  ш: "s",
  // Russian, Macedonian and Montenegrin letters that turn up in names
  й: "j",
  ы: "y",
  э: "e",
  ю: "ju",
  я: "ja",
  ё: "e",
  ь: "",
  ъ: "",
  щ: "sc",
  ѓ: "dj",
  ќ: "c",
  ѕ: "dz",
};

const ARABIC_VARIANTS: Record<string, string> = {
  أ: "ا",
  إ: "ا",
  آ: "ا",
  ٱ: "ا",
  ة: "ه",
  ى: "ي",
  ی: "ي",
  ک: "ك",
  ؤ: "و",
  ئ: "ي",
};

const SPECIAL_LATIN: Record<string, string> = { ß: "ss", đ: "dj", æ: "ae", ø: "o", œ: "oe", ł: "l", ı: "i" };

/** Tashkeel, Quranic marks and superscript alef. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;

function mapChars(text: string, table: Record<string, string>): string {
  let out = "";
  for (const ch of text) out += table[ch] ?? ch;
  return out;
}

function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/** Normalises one piece of text (a token or a whole string); keeps spaces and punctuation as they are. */
export function normalizeText(input: string): string {
  let text = input.normalize("NFKC").toLowerCase();
  text = mapChars(text, CYRILLIC_TO_LATIN);
  text = mapChars(text, SPECIAL_LATIN);
  text = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC");
  text = text.replace(ARABIC_MARKS, "").replace(TATWEEL, "");
  text = mapChars(text, ARABIC_VARIANTS);
  return asciiDigits(text);
}

/**
 * Joins dotted abbreviations of single letters: "d.o.o." -> "doo", "a.d." -> "ad", "B.S.C." -> "BSC",
 * "ش.م.م" -> "شمم". Works on the raw text, before tokenising.
 */
export function joinDottedAbbreviations(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])(?:\p{L}\.\s?){1,4}\p{L}(?:\.|(?![\p{L}\p{N}]))/gu, (m) =>
    m.replace(/[.\s]/g, ""),
  );
}

export interface Token {
  /** As written (after joining dotted abbreviations). */
  raw: string;
  /** Normalised. */
  norm: string;
  /** A legal form or a generic corporate word (LLC, d.o.o., شركة, Group, Holding...). */
  legal: boolean;
}

/** Splits a name into tokens: runs of letters, digits, "&" and "'" (apostrophes are dropped). */
export function tokenize(name: string): Token[] {
  const joined = joinDottedAbbreviations(name.normalize("NFKC")).replace(/\(c\)/gi, " ");
  const tokens: Token[] = [];
  for (const match of joined.matchAll(/[\p{L}\p{M}\p{N}&'’]+/gu)) {
    const raw = match[0].replace(/['’]/g, "");
    const norm = normalizeText(raw);
    if (!norm || (norm === "&" && tokens.length === 0)) continue;
    tokens.push({ raw, norm, legal: isLegalForm(norm) });
  }
  return tokens;
}

/** Words joined to the next one in keys, so "Al Rajhi", "Al-Rajhi" and "Alrajhi" (or "Abdul Latif") are one name. */
const JOINED_TO_NEXT = new Set(["al", "el", "abdul", "abdel", "abd", "عبد"]);
/** Spellings that mean the same in a name. */
const KEY_SYNONYMS: Record<string, string> = { and: "&", brothers: "bros", bro: "bros" };

/** The key of normalised words (legal forms already left out): spelling variants of one name share it. */
export function keyOf(norms: readonly string[]): string {
  const words: string[] = [];
  let pending = "";
  for (const norm of norms) {
    const plain = KEY_SYNONYMS[norm] ?? norm;
    const word = pending + plain;
    pending = "";
    if (JOINED_TO_NEXT.has(plain)) pending = word;
    else words.push(word);
  }
  if (pending) words.push(pending);
  return words.join(" ");
}

/** The normalised name without legal forms, as one space-separated string: the key for known companies. */
export function coreKey(name: string): string {
  return keyOf(
    tokenize(name)
      .filter((t) => !t.legal)
      .map((t) => t.norm),
  );
}

const ARABIC_LETTER = /[\u0600-\u06FF]/;

export function isArabic(text: string): boolean {
  return ARABIC_LETTER.test(text);
}
