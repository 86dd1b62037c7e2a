import { INDUSTRY_KEYS, type IndustryKey } from "#core/domain/industries";
import type { ComboRule, KeywordRule, KnownCompany, Overrides, Term } from "./rule-types";

/**
 * Reads the industry knowledge files (see CONTRIBUTING.md, "Industry knowledge"): plain text, one entry a
 * line, `#` notes, `[...]` headings. Every problem is reported with the file and line it is on, so that whoever
 * edits a file sees at once what to fix.
 */

/** A file's text and the name it is reported under (its path from the repository root). */
export interface KnowledgeFile {
  name: string;
  text: string;
}

export class KnowledgeError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(
      `The industry knowledge has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}:\n  ${problems.join("\n  ")}`,
    );
    this.problems = problems;
  }
}

interface Line {
  file: string;
  number: number;
  text: string;
}

/** Collects problems as "file:line: message"; `done` throws them all at once. */
export class Problems {
  readonly list: string[] = [];
  add(line: Pick<Line, "file" | "number">, message: string): void {
    this.list.push(`${line.file}:${line.number}: ${message}`);
  }
  done(): void {
    if (this.list.length) throw new KnowledgeError(this.list);
  }
}

/** The lines that say something: not blank, not a note. */
function contentLines(file: KnowledgeFile): Line[] {
  return file.text.split(/\r?\n/).flatMap((raw, i) => {
    const text = raw.trim();
    return text === "" || text.startsWith("#") ? [] : [{ file: file.name, number: i + 1, text }];
  });
}

const HEADING = /^\[(.*)\]$/;
const INDUSTRY_LIST = INDUSTRY_KEYS.join(", ");
/** One or more words; "*" only at a word's start or end. */
const TERM = /^\*?[^\s*|[\]]+\*?( \*?[^\s*|[\]]+\*?)*$/u;

function industryOf(value: string, line: Line, problems: Problems): IndustryKey | undefined {
  const found = INDUSTRY_KEYS.find((key) => key === value);
  if (!found) problems.add(line, `"${value}" is not one of the twelve industries (${INDUSTRY_LIST}).`);
  return found;
}

/** Splits a file into its headed sections (a line before the first heading is a problem). */
function sections(
  file: KnowledgeFile,
  problems: Problems,
  example: string,
): { heading: Line; entries: Line[] }[] {
  const found: { heading: Line; entries: Line[] }[] = [];
  for (const line of contentLines(file)) {
    if (HEADING.test(line.text)) found.push({ heading: line, entries: [] });
    else if (found.length === 0)
      problems.add(line, `this line comes before the first heading, such as ${example}.`);
    else found[found.length - 1]?.entries.push(line);
  }
  for (const section of found) {
    if (section.entries.length === 0) problems.add(section.heading, "nothing follows this heading.");
  }
  return found;
}

/** Known organisations: `[Industry | CC]`, then `Name | alias | alias` a line. */
export function readCompanies(file: KnowledgeFile, problems: Problems): KnownCompany[] {
  const companies: KnownCompany[] = [];
  for (const { heading, entries } of sections(file, problems, "[Banking & Retail Banks | SA]")) {
    const parts = (HEADING.exec(heading.text)?.[1] ?? "").split("|").map((p) => p.trim());
    if (parts.length !== 2) {
      problems.add(heading, 'a heading here is "[Industry | CC]", e.g. "[Banking & Retail Banks | SA]".');
      continue;
    }
    const [industryName = "", country = ""] = parts;
    const industry = industryOf(industryName, heading, problems);
    if (!/^[A-Z]{2}$/.test(country)) {
      problems.add(
        heading,
        `"${country}" is not a country code (two capital letters, e.g. SA, RS; XX for international groups).`,
      );
    }
    for (const line of entries) {
      const [name = "", ...aliases] = line.text.split("|").map((p) => p.trim());
      if (name === "" || aliases.includes("")) {
        problems.add(
          line,
          'an empty name: write "Name | alias | alias" with no "|" at either end or twice in a row.',
        );
        continue;
      }
      if (industry) companies.push({ name, industry, country, aliases });
    }
  }
  return companies;
}

/** The term lists a rule may name with "@name". */
export type TermLists = ReadonlyMap<string, readonly Term[]>;

function readTerms(values: readonly string[], line: Line, lists: TermLists, problems: Problems): Term[] {
  return values.flatMap((value) => {
    if (value.startsWith("@")) {
      const list = lists.get(value.slice(1));
      if (!list)
        problems.add(
          line,
          `there is no term list "${value.slice(1)}" (known: ${[...lists.keys()].join(", ") || "none"}).`,
        );
      return list ?? [];
    }
    if (!TERM.test(value)) {
      problems.add(
        line,
        `"${value}" is not a term: words separated by single spaces, "*" only at a word's start or end.`,
      );
      return [];
    }
    return [value];
  });
}

/** `[Industry | weight N]` or `[Industry | weight N | overrides all]` / `... | overrides Industry, Industry]`. */
function ruleHeading(heading: Line, problems: Problems): Omit<KeywordRule, "terms"> | undefined {
  const [industryName = "", weightPart = "", overridesPart, ...rest] = (HEADING.exec(heading.text)?.[1] ?? "")
    .split("|")
    .map((p) => p.trim());
  const weight = /^weight (\d+)$/.exec(weightPart)?.[1];
  if (
    !weight ||
    rest.length > 0 ||
    (overridesPart !== undefined && !overridesPart.startsWith("overrides "))
  ) {
    problems.add(
      heading,
      'a heading here is "[Industry | weight N]" or "[Industry | weight N | overrides all]" or "[Industry | weight N | overrides Industry, Industry]".',
    );
    return undefined;
  }
  const industry = industryOf(industryName, heading, problems);
  const weightValue = Number(weight);
  if (weightValue < 1 || weightValue > 20) problems.add(heading, `the weight ${weight} is outside 1 to 20.`);
  let overrides: Overrides | undefined;
  if (overridesPart !== undefined) {
    const named = overridesPart.slice("overrides ".length).trim();
    overrides =
      named === "all"
        ? "all"
        : named.split(",").flatMap((value) => industryOf(value.trim(), heading, problems) ?? []);
  }
  if (!industry) return undefined;
  return { industry, weight: weightValue, ...(overrides ? { overrides } : {}) };
}

/** Keyword rules: a heading, then one term a line. */
export function readKeywordRules(file: KnowledgeFile, lists: TermLists, problems: Problems): KeywordRule[] {
  return sections(file, problems, "[Insurance Services | weight 5]").flatMap(({ heading, entries }) => {
    const rule = ruleHeading(heading, problems);
    const terms = entries.flatMap((line) => readTerms([line.text], line, lists, problems));
    return rule ? [{ ...rule, terms }] : [];
  });
}

/** Combination rules: a heading, then one group of terms a line (separated by "|"). */
export function readComboRules(file: KnowledgeFile, lists: TermLists, problems: Problems): ComboRule[] {
  return sections(file, problems, "[Automotive Finance | weight 8]").flatMap(({ heading, entries }) => {
    const rule = ruleHeading(heading, problems);
    const groups = entries.map((line) =>
      readTerms(
        line.text.split("|").map((p) => p.trim()),
        line,
        lists,
        problems,
      ),
    );
    return rule ? [{ ...rule, groups }] : [];
  });
}

/** A list with no headings: one term a line ("@name" includes a term list when `lists` is given). */
export function readTermList(file: KnowledgeFile, problems: Problems, lists: TermLists = new Map()): Term[] {
  return contentLines(file).flatMap((line) => {
    if (HEADING.test(line.text)) {
      problems.add(line, "this file has no headings: one term a line.");
      return [];
    }
    return readTerms([line.text], line, lists, problems);
  });
}
