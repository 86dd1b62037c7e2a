import { describe, expect, it } from "vitest";
import { KNOWLEDGE } from "./knowledge/load-knowledge";
import { compileTerm, compileTerms, findTerm, findTerms } from "./match-terms";
import { tokenize } from "./normalize";

const NAMES = [
  "Al Rajhi Banking & Investment Corporation",
  "المؤسسة العامة للتأمينات الاجتماعية",
  "Републички фонд за пензијско и инвалидско осигурање",
  "Toyota Financial Services",
  "شركة الأفق للتأجير التمويلي وللتمويل",
  "Kuwait Flour Mills & Bakeries",
  "HyperPay Digital Payments",
  "Nova Software Houses",
];

describe("the term index", () => {
  it("finds exactly what a scan of every term finds, in the same order", () => {
    const terms = [...KNOWLEDGE.keywordRules.flatMap((r) => r.terms), ...KNOWLEDGE.neutralTerms];
    const set = compileTerms(terms);
    const compiled = [...set.order.keys()];
    for (const name of NAMES) {
      const tokens = tokenize(name);
      const scan = compiled.flatMap((t) => findTerm(t, tokens)).map((m) => [m.term.source, m.start, m.end]);
      const indexed = findTerms(set, tokens).map((m) => [m.term.source, m.start, m.end]);
      expect(indexed, name).toEqual(scan);
    }
  });

  it("matches Arabic words with their particles and endings", () => {
    const found = findTerms(compileTerms(["تامينات اجتماعيه"]), tokenize("للتأمينات الاجتماعية"));
    expect(found.map((m) => [m.start, m.end])).toEqual([[0, 2]]);
    expect(findTerm(compileTerm("تامين"), tokenize("بالتأمين"))).toHaveLength(1);
  });
});
