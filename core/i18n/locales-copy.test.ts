import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "./languages";
import { allResources } from "./resources.server";

/**
 * The copy's conventions, checked over every translation: one style of quotation marks per language, addresses
 * in the page's script, names in the letters of the page, and the phrases a review of the site found wrong.
 */
const resources = allResources();

/** Every string of a language as "namespace:path → value". */
function strings(lang: Lang): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === "string") out.push([path, value]);
    else if (value && typeof value === "object")
      for (const [key, child] of Object.entries(value))
        walk(child, path.endsWith(":") ? path + key : `${path}.${key}`);
  };
  for (const [ns, tree] of Object.entries(resources[lang])) walk(tree, `${ns}:`);
  return out;
}

/** The quotation marks of a language (open, close), and the marks it never uses. */
const QUOTES: Record<Lang, { marks: string; foreign: RegExp }> = {
  en: { marks: "“…”", foreign: /["„«»]/ },
  sr: { marks: "„…“", foreign: /["”«»]/ },
  ar: { marks: "«…»", foreign: /["“”„]/ },
};

const find = (lang: Lang, pattern: RegExp) =>
  strings(lang)
    .filter(([, value]) => pattern.test(value))
    .map(([path, value]) => `${path}: ${value.slice(0, 80)}`);

describe("the copy", () => {
  it.each(LANGUAGES)("quotes in %s with one style of marks", (lang) => {
    expect(find(lang, QUOTES[lang].foreign), `${lang} quotes ${QUOTES[lang].marks}`).toEqual([]);
  });

  it("writes the offices' addresses in the page's script, with its own commas", () => {
    const addresses = (lang: Lang) =>
      Object.values(resources[lang].common?.offices as Record<string, { address: string }>).map(
        (o) => o.address,
      );
    expect(addresses("sr").filter((address) => /[A-Za-z]/.test(address))).toEqual([]);
    // A Latin street keeps its Latin comma on an Arabic page: no Arabic comma between Latin letters or digits.
    expect(find("ar", /[A-Za-z0-9]\u060C\s*[A-Za-z0-9]/)).toEqual([]);
  });

  it("has none of the phrases the review found wrong", () => {
    // "framework" twice in Arabic; literal Serbian; the English timeline's "RECENT DAY" over "Today".
    expect(find("ar", /إطار\s+[A-Za-z ]*Framework/)).toEqual([]);
    expect(
      find("sr", /Људска интелигенција|Дигитална интелигенција|Уживљавамо се|по сваку цену најјефтиније/),
    ).toEqual([]);
    expect(find("en", /RECENT DAY|Revamping/)).toEqual([]);
  });
});
