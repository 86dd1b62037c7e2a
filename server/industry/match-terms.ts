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

/**
 * Terms indexed by their first word, so that finding them costs a few map look-ups per token instead of a scan
 * of every term: whole Latin words by the word (and its singular), Arabic words by every stem the token could
 * carry, prefix and suffix words by a short scan.
 */
export interface TermSet {
  /** Position of each term in the source list: matches are returned in that order, as a scan would. */
  order: Map<CompiledTerm, number>;
  byWord: Map<string, CompiledTerm[]>;
  byArabicStem: Map<string, CompiledTerm[]>;
  scanned: CompiledTerm[];
}

function push(map: Map<string, CompiledTerm[]>, key: string, term: CompiledTerm): void {
  const list = map.get(key);
  if (list) list.push(term);
  else map.set(key, [term]);
}

export function compileTerms(sources: readonly Term[]): TermSet {
  const set: TermSet = { order: new Map(), byWord: new Map(), byArabicStem: new Map(), scanned: [] };
  for (const [index, term] of sources.map(compileTerm).entries()) {
    set.order.set(term, index);
    const first = term.words[0];
    if (!first) continue;
    if (first.arabic) push(set.byArabicStem, first.text, term);
    else if (first.mode === "word") push(set.byWord, first.text, term);
    else set.scanned.push(term);
  }
  return set;
}

/** The indexed terms whose first word may match the token (verified by the caller); scanned terms excluded. */
function indexed(set: TermSet, token: string): CompiledTerm[] {
  const found: CompiledTerm[] = [];
  const word = set.byWord.get(token);
  if (word) found.push(...word);
  if (token.endsWith("s")) {
    const singular = set.byWord.get(token.slice(0, -1));
    if (singular) found.push(...singular);
  }
  if (token.endsWith("es")) {
    const singular = set.byWord.get(token.slice(0, -2));
    if (singular) found.push(...singular);
  }
  if (set.byArabicStem.size === 0 || !isArabic(token)) return found;
  for (const prefix of ARABIC_PREFIXES) {
    if (!token.startsWith(prefix)) continue;
    const rest = token.slice(prefix.length);
    for (const suffix of ARABIC_SUFFIXES) {
      if (rest.length <= suffix.length || !rest.endsWith(suffix)) continue;
      for (const term of set.byArabicStem.get(rest.slice(0, rest.length - suffix.length)) ?? []) {
        if (!found.includes(term)) found.push(term);
      }
    }
  }
  return found;
}

function matchesAt(term: CompiledTerm, tokens: readonly Token[], start: number): boolean {
  if (start + term.words.length > tokens.length) return false;
  return term.words.every((word, i) => matchesWord(word, tokens[start + i]?.norm ?? ""));
}

/** Every place where any term of the set occurs as consecutive tokens, in the order of the source list. */
export function findTerms(set: TermSet, tokens: readonly Token[]): TermMatch[] {
  const found: TermMatch[] = [];
  for (let start = 0; start < tokens.length; start++) {
    const token = tokens[start];
    if (!token) continue;
    for (const term of set.scanned) {
      if (matchesAt(term, tokens, start)) found.push({ term, start, end: start + term.words.length });
    }
    for (const term of indexed(set, token.norm)) {
      if (matchesAt(term, tokens, start)) found.push({ term, start, end: start + term.words.length });
    }
  }
  return found.sort(
    (a, b) => (set.order.get(a.term) ?? 0) - (set.order.get(b.term) ?? 0) || a.start - b.start,
  );
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
