import { describe, expect, it } from "vitest";
import { mergeThreeWay } from "./three-way-merge";

const old = { title: "A", texts: { en: { body: "one" }, ar: { body: "واحد" } }, topics: ["x"] };

describe("mergeThreeWay", () => {
  it("takes their change where I changed nothing, and keeps mine where they changed nothing", () => {
    const mine = { ...old, texts: { ...old.texts, ar: { body: "اثنان" } } };
    const theirs = { ...old, title: "B", topics: ["x", "y"] };
    expect(mergeThreeWay(old, mine, theirs)).toEqual({
      merged: { title: "B", texts: { en: { body: "one" }, ar: { body: "اثنان" } }, topics: ["x", "y"] },
      clashes: 0,
    });
  });

  it("keeps my text where both changed one field, and counts it", () => {
    const mine = { ...old, title: "Mine", texts: { ...old.texts, en: { body: "mine" } } };
    const theirs = { ...old, title: "Theirs", texts: { ...old.texts, en: { body: "mine" } } };
    expect(mergeThreeWay(old, mine, theirs)).toEqual({
      merged: { ...old, title: "Mine", texts: { ...old.texts, en: { body: "mine" } } },
      clashes: 1,
    });
  });

  it("takes a language they added, and keeps one I added", () => {
    const mine = { texts: { en: { body: "one" } as object | undefined, sr: { body: "два" } } };
    const theirs = { texts: { en: { body: "one" }, ar: { body: "واحد" } } };
    const start = { texts: { en: { body: "one" } } };
    expect(mergeThreeWay<object>(start, mine, theirs).merged).toEqual({
      texts: { en: { body: "one" }, sr: { body: "два" }, ar: { body: "واحد" } },
    });
  });
});
