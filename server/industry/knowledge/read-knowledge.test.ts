import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { KNOWLEDGE_DIR, loadKnowledge } from "./load-knowledge";
import {
  KnowledgeError,
  Problems,
  readComboRules,
  readCompanies,
  readKeywordRules,
  readTermList,
} from "./read-knowledge";

const file = (text: string) => ({ name: "companies/test.txt", text });

/** The problems reading `run` reports, as their lines. */
function problemsOf(run: (problems: Problems) => unknown): string[] {
  const problems = new Problems();
  run(problems);
  try {
    problems.done();
    return [];
  } catch (error) {
    if (error instanceof KnowledgeError) return [...error.problems];
    throw error;
  }
}

describe("the knowledge files", () => {
  it("load without a problem, with over a thousand organisations and every kind of rule", () => {
    const knowledge = loadKnowledge();
    expect(knowledge.companies.length).toBeGreaterThanOrEqual(1000);
    expect(knowledge.keywordRules.length).toBeGreaterThan(50);
    expect(knowledge.comboRules.length).toBeGreaterThan(0);
    expect(knowledge.neutralTerms).toContain("car rental");
    expect(knowledge.legalForms).toContain("doo");
    expect(knowledge.seatFollows).toContain("ad");
  });

  it("stop the server with the file and line of a mistake a person editing them could make", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "potentia-knowledge-"));
    cpSync(KNOWLEDGE_DIR, dir, { recursive: true, filter: (source) => !source.endsWith(".ts") });
    const gulf = path.join(dir, "companies/gulf.txt");
    const lines = readFileSync(gulf, "utf8").split("\n");
    const heading = lines.findIndex((line) => line.startsWith("["));
    lines[heading] = "[Bankng | AE]";
    writeFileSync(gulf, lines.join("\n"));
    expect(() => loadKnowledge(dir)).toThrow(
      `${gulf}:${heading + 1}: "Bankng" is not one of the twelve industries (American Express, Payment Networks,`,
    );
  });
});

describe("reading a knowledge file", () => {
  it("reads organisations under [Industry | CC] headings, skipping notes and blank lines", () => {
    const text = "# note\n\n[Insurance Services | RS]\nDunav osiguranje | Дунав осигурање\nDDOR\n";
    expect(readCompanies(file(text), new Problems())).toEqual([
      {
        name: "Dunav osiguranje",
        industry: "Insurance Services",
        country: "RS",
        aliases: ["Дунав осигурање"],
      },
      { name: "DDOR", industry: "Insurance Services", country: "RS", aliases: [] },
    ]);
  });

  it.each([
    ["Dunav osiguranje\n", "companies/test.txt:1: this line comes before the first heading"],
    ["[Insurance Services]\nDDOR\n", 'companies/test.txt:1: a heading here is "[Industry | CC]"'],
    ["[Insurance Services | Serbia]\nDDOR\n", 'companies/test.txt:1: "Serbia" is not a country code'],
    ["# x\n[Insurance Services | RS]\nDDOR | | Dunav\n", "companies/test.txt:3: an empty name"],
    [
      "[Insurance Services | RS]\n\n[FMCG | RS]\nBambi\n",
      "companies/test.txt:1: nothing follows this heading.",
    ],
  ])("reports %j as a problem with its line", (text, problem) => {
    expect(problemsOf((p) => readCompanies(file(text), p))[0]).toContain(problem);
  });

  it("reads keyword rules with weights, overrides and @lists, and reports a bad heading or term", () => {
    const lists = new Map([["makes", ["toyota", "kia"]]]);
    const rules = readKeywordRules(
      file("[Automotive Distribution | weight 4 | overrides Technology, FMCG]\n@makes\nspare parts\n"),
      lists,
      new Problems(),
    );
    expect(rules).toEqual([
      {
        industry: "Automotive Distribution",
        weight: 4,
        overrides: ["Technology", "FMCG"],
        terms: ["toyota", "kia", "spare parts"],
      },
    ]);
    expect(problemsOf((p) => readKeywordRules(file("[FMCG | 5]\nfood\n"), lists, p))[0]).toContain(
      'companies/test.txt:1: a heading here is "[Industry | weight N]"',
    );
    expect(problemsOf((p) => readKeywordRules(file("[FMCG | weight 5]\n\nfo*od\n"), lists, p))).toEqual([
      'companies/test.txt:3: "fo*od" is not a term: words separated by single spaces, "*" only at a word\'s start or end.',
    ]);
    expect(problemsOf((p) => readKeywordRules(file("[FMCG | weight 5]\n@drinks\n"), lists, p))).toEqual([
      'companies/test.txt:2: there is no term list "drinks" (known: makes).',
    ]);
  });

  it("reads combination rules, one group a line", () => {
    const rules = readComboRules(
      file("[Government | weight 8 | overrides all]\nبنك | مصرف\nمركزي\n"),
      new Map(),
      new Problems(),
    );
    expect(rules).toEqual([
      { industry: "Government", weight: 8, overrides: "all", groups: [["بنك", "مصرف"], ["مركزي"]] },
    ]);
  });

  it("reads a term list and refuses a heading in it", () => {
    expect(readTermList(file("# legal forms\ndoo\nad\n"), new Problems())).toEqual(["doo", "ad"]);
    expect(problemsOf((p) => readTermList(file("[FMCG | weight 5]\n"), p))).toEqual([
      "companies/test.txt:1: this file has no headings: one term a line.",
    ]);
  });
});
