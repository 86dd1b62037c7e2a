/**
 * Finds the keyword cues of a tokenised name: neutral phrases silence what they contain, a longer term beats
 * the shorter one inside it, combos (car make + finance word) replace their parts, and words naming an
 * institution silence the sector words around them (see Overrides).
 */
import type { IndustryKey } from "#core/domain/industries";
import { KNOWLEDGE } from "./knowledge/load-knowledge";
import type { Overrides } from "./knowledge/rule-types";
import { compileTerms, findTerms, rawText, type TermMatch, within } from "./match-terms";
import type { Token } from "./normalize";
import type { Evidence } from "./types";

interface Cue {
  industry: IndustryKey;
  weight: number;
  overrides: Overrides | undefined;
  start: number;
  end: number;
  length: number;
  text: string;
}

/** All keyword terms in one index; RULE_OF gives the rule of each (by the term's position). */
const { keywordRules: KEYWORD_RULES, comboRules: COMBO_RULES, neutralTerms: NEUTRAL_TERMS } = KNOWLEDGE;
const RULE_OF = KEYWORD_RULES.flatMap((rule) => rule.terms.map(() => rule));
const KEYWORDS = compileTerms(KEYWORD_RULES.flatMap((rule) => rule.terms));
const NEUTRAL = compileTerms(NEUTRAL_TERMS);
const COMBOS = COMBO_RULES.map((rule) => ({ rule, groups: rule.groups.map(compileTerms) }));

function keywordCues(tokens: readonly Token[], neutral: readonly TermMatch[]): Cue[] {
  const cues: Cue[] = [];
  for (const m of findTerms(KEYWORDS, tokens)) {
    const rule = RULE_OF[KEYWORDS.order.get(m.term) ?? -1];
    if (!rule || neutral.some((n) => within(m, n))) continue;
    cues.push({
      industry: rule.industry,
      weight: rule.weight,
      overrides: rule.overrides,
      start: m.start,
      end: m.end,
      length: m.term.length,
      text: rawText(tokens, m.start, m.end),
    });
  }
  return cues;
}

/** Keeps the most specific cue where cues overlap, and one cue per span and industry. */
function mostSpecific(cues: readonly Cue[]): Cue[] {
  const kept = cues.filter(
    (a) =>
      !cues.some(
        (b) => b !== a && within(a, b) && (b.end - b.start > a.end - a.start || b.length > a.length),
      ),
  );
  return kept.filter(
    (a, i) =>
      !kept.some(
        (b, j) =>
          b.industry === a.industry &&
          b.start === a.start &&
          b.end === a.end &&
          (b.weight > a.weight || (b.weight === a.weight && j < i)),
      ),
  );
}

function comboCues(
  tokens: readonly Token[],
  neutral: readonly TermMatch[],
): { cue: Cue; parts: TermMatch[] }[] {
  const found: { cue: Cue; parts: TermMatch[] }[] = [];
  for (const { rule, groups } of COMBOS) {
    const parts: TermMatch[] = [];
    for (const group of groups) {
      const candidates = findTerms(group, tokens)
        .filter((m) => !neutral.some((n) => within(m, n)))
        .filter((m) => !parts.some((p) => m.start < p.end && p.start < m.end))
        .sort((a, b) => b.end - b.start - (a.end - a.start) || b.term.length - a.term.length);
      const best = candidates[0];
      if (!best) break;
      parts.push(best);
    }
    if (parts.length !== groups.length) continue;
    const ordered = [...parts].sort((a, b) => a.start - b.start);
    found.push({
      parts,
      cue: {
        industry: rule.industry,
        weight: rule.weight,
        overrides: rule.overrides,
        start: Math.min(...parts.map((p) => p.start)),
        end: Math.max(...parts.map((p) => p.end)),
        length: parts.reduce((n, p) => n + p.term.length, 0),
        text: ordered.map((p) => rawText(tokens, p.start, p.end)).join(" + "),
      },
    });
  }
  return found;
}

function silences(overrides: Overrides | undefined, own: IndustryKey, other: IndustryKey): boolean {
  if (!overrides || other === own) return false;
  return overrides === "all" || overrides.includes(other);
}

/** Cues that silence others are applied first, strongest first; a silenced cue silences nothing. */
function applyOverrides(cues: readonly Cue[]): Cue[] {
  const order = [...cues].sort(
    (a, b) => Number(Boolean(b.overrides)) - Number(Boolean(a.overrides)) || b.weight - a.weight,
  );
  const kept: Cue[] = [];
  for (const cue of order) {
    if (kept.some((k) => silences(k.overrides, k.industry, cue.industry))) continue;
    kept.push(cue);
  }
  return kept;
}

export function findCues(tokens: readonly Token[]): Evidence[] {
  const neutral = findTerms(NEUTRAL, tokens);
  const combos = comboCues(tokens, neutral);
  const keywords = mostSpecific(keywordCues(tokens, neutral)).filter(
    (cue) => !combos.some((c) => within(cue, c.cue)),
  );
  return applyOverrides([...combos.map((c) => c.cue), ...keywords])
    .sort((a, b) => b.weight - a.weight || a.start - b.start)
    .map((cue) => ({ kind: "keyword", text: cue.text, industry: cue.industry, weight: cue.weight }));
}
