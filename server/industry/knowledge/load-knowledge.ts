import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LEGAL_FORMS } from "#core/domain/legal-forms";
import {
  type KnowledgeFile,
  Problems,
  readComboRules,
  readCompanies,
  readKeywordRules,
  readTermList,
} from "./read-knowledge";
import type { ComboRule, KeywordRule, KnownCompany, Term } from "./rule-types";

/**
 * This folder: the knowledge files live beside the code that reads them. Found from the project root (the
 * working directory, as for the migrations and translations), since the built server is one bundled file.
 */
export const KNOWLEDGE_DIR = path.resolve(process.cwd(), "server/industry/knowledge");

/**
 * What the classifier knows, read from the files under `dir` (grouped by meaning, see CONTRIBUTING.md):
 *   companies/<region>.txt     known organisations, under [Industry | CC] headings
 *   keywords/<sector>.txt      keyword rules (read in the order below), combos.txt, neutral.txt
 *   term-lists/<name>.txt      term lists that rules name as "@name"
 *   name-parts/*.txt           place words, the legal forms a seat follows
 * The legal forms are shared with the CRM's duplicate check: core/domain/legal-forms.ts.
 * Every problem in any file is reported at once, each with its file and line (KnowledgeError).
 */
export interface Knowledge {
  companies: KnownCompany[];
  keywordRules: KeywordRule[];
  comboRules: ComboRule[];
  neutralTerms: Term[];
  legalForms: Term[];
  placeQualifiers: Term[];
  seatFollows: Term[];
}

/** The keyword files in the order their rules are applied (the first rule of a repeated term wins). */
export const KEYWORD_FILES = [
  "finance",
  "payments",
  "sectors",
  "public",
  "consumer",
  "regional-money",
  "regional-sectors",
] as const;

export function loadKnowledge(dir: string = KNOWLEDGE_DIR): Knowledge {
  const file = (relative: string): KnowledgeFile => {
    const full = path.resolve(dir, relative);
    // Named from the project folder when inside it (server/industry/knowledge/...), else in full.
    const fromCwd = path.relative(process.cwd(), full);
    return { name: fromCwd.startsWith("..") ? full : fromCwd, text: readFileSync(full, "utf8") };
  };
  const textFiles = (folder: string) =>
    readdirSync(path.join(dir, folder))
      .filter((name) => name.endsWith(".txt"))
      .sort();
  const problems = new Problems();

  const lists = new Map<string, readonly Term[]>();
  for (const name of textFiles("term-lists")) {
    lists.set(name.replace(/\.txt$/, ""), readTermList(file(`term-lists/${name}`), problems));
  }
  const keywordFiles = textFiles("keywords").filter((name) => !["combos.txt", "neutral.txt"].includes(name));
  for (const name of keywordFiles) {
    if (!(KEYWORD_FILES as readonly string[]).includes(name.replace(/\.txt$/, ""))) {
      problems.add(
        { file: file(`keywords/${name}`).name, number: 1 },
        `a keyword file must be listed in KEYWORD_FILES (server/industry/knowledge/load-knowledge.ts), which says the order of the rules.`,
      );
    }
  }
  const knowledge: Knowledge = {
    companies: textFiles("companies").flatMap((name) => readCompanies(file(`companies/${name}`), problems)),
    keywordRules: KEYWORD_FILES.flatMap((name) =>
      readKeywordRules(file(`keywords/${name}.txt`), lists, problems),
    ),
    comboRules: readComboRules(file("keywords/combos.txt"), lists, problems),
    neutralTerms: readTermList(file("keywords/neutral.txt"), problems),
    legalForms: [...LEGAL_FORMS],
    placeQualifiers: readTermList(file("name-parts/place-qualifiers.txt"), problems),
    seatFollows: readTermList(file("name-parts/seat-follows.txt"), problems),
  };
  problems.done();
  return knowledge;
}

/** The knowledge the server runs with, read once when the classifier is first imported. */
export const KNOWLEDGE: Knowledge = loadKnowledge();
