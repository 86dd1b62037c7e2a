/** Compiles rule terms (see knowledge/rule-types.ts) and finds them in a tokenised name. */
import type { Term } from "./knowledge/rule-types";
import { isArabic, normalizeText, type Token } from "./normalize";

type WordMode = "word" | "prefix" | "suffix";

interface WordPattern {
  text: string;
  mode: WordMode;
  arabic: boolean;
}

export interface CompiledTerm {
  source: Term;
  words: readonly WordPattern[];
  /** Letters in the term: among overlapping matches the more specific (longer) term wins. */
  length: number;
}

/** A term found in a name: tokens [start, end). */
export interface TermMatch {
  term: CompiledTerm;
  start: number;
  end: number;
}

const ARABIC_PREFIXES = [
  "",
  "ال",
  "و",
  "ب",
  "ل",
  "ف",
  "ك",
  "لل",
  "وال",
  "بال",
  "فال",
  "كال",
  "ولل",
  "وب",
  "ول",
];
const ARABIC_SUFFIXES = new Set(["", "ه", "ي", "يه", "ات", "ان", "ين", "ها", "هم"]);

function compileWord(word: string): WordPattern {
  const mode: WordMode = word.endsWith("*") ? "prefix" : word.startsWith("*") ? "suffix" : "word";
  const text = normalizeText(word.replace(/\*/g, ""));
  return { text, mode, arabic: isArabic(text) };
}

export function compileTerm(source: Term): CompiledTerm {
  const words = source.trim().split(/\s+/).map(compileWord);
  return { source, words, length: words.reduce((n, w) => n + w.text.length, 0) };
}

function matchesArabic(pattern: string, token: string): boolean {
  for (const prefix of ARABIC_PREFIXES) {
    if (!token.startsWith(prefix)) continue;
    const rest = token.slice(prefix.length);
    if (rest.startsWith(pattern) && ARABIC_SUFFIXES.has(rest.slice(pattern.length))) return true;
  }
  return false;
}

function matchesWord(pattern: WordPattern, token: string): boolean {
  if (pattern.arabic) return matchesArabic(pattern.text, token);
  switch (pattern.mode) {
    case "prefix":
      return token.startsWith(pattern.text);
    case "suffix":
      return token.endsWith(pattern.text);
    case "word":
      return token === pattern.text || token === `${pattern.text}s` || token === `${pattern.text}es`;
  }
}

/** Every place where the term occurs as consecutive tokens. */
export function findTerm(term: CompiledTerm, tokens: readonly Token[]): TermMatch[] {
  const found: TermMatch[] = [];
  const n = term.words.length;
  for (let start = 0; start + n <= tokens.length; start++) {
    let ok = true;
    for (let i = 0; i < n && ok; i++) {
      const token = tokens[start + i];
      const word = term.words[i];
      ok = token !== undefined && word !== undefined && matchesWord(word, token.norm);
    }
    if (ok) found.push({ term, start, end: start + n });
  }
  return found;
}

/** True when span a lies inside span b. */
export function within(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start >= b.start && a.end <= b.end;
}

/** The matched part of the name as written. */
export function rawText(tokens: readonly Token[], start: number, end: number): string {
  return tokens
    .slice(start, end)
    .map((t) => t.raw)
    .join(" ");
}
