import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";
import { allResources } from "./resources.server";

/** Every leaf of a translation tree as "path → value". */
function leaves(value: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const resources = allResources();
const namespaces = Object.keys(resources.en);

describe("translations", () => {
  it("have the same namespaces in every language", () => {
    for (const lang of LANGUAGES) expect(Object.keys(resources[lang]).sort()).toEqual([...namespaces].sort());
  });

  describe.each(namespaces)("namespace %s", (ns) => {
    const english = leaves(resources.en[ns]);

    it.each(LANGUAGES.filter((lang) => lang !== "en"))(
      "has every English key in %s, and no other",
      (lang) => {
        const other = leaves(resources[lang][ns]);
        expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
      },
    );

    it.each(LANGUAGES)("has no empty or non-string value in %s", (lang) => {
      const empty = [...leaves(resources[lang][ns]).entries()]
        .filter(([, value]) => typeof value !== "string" || value.trim() === "")
        .map(([path]) => path);
      expect(empty).toEqual([]);
    });

    it("writes Serbian in Cyrillic", () => {
      const latinWords = [...leaves(resources.sr[ns]).values()]
        .filter((value): value is string => typeof value === "string")
        .filter((value) => /[čćšžđČĆŠŽĐ]/.test(value));
      expect(latinWords).toEqual([]);
    });
  });

  describe("Serbian names things one way each", () => {
    const serbian = namespaces.flatMap((ns) =>
      [...leaves(resources.sr[ns]).entries()].map(
        ([path, value]) => [`${ns}:${path}`, String(value)] as const,
      ),
    );

    it("writes the brand as the logo does (Potentia), never transliterated", () => {
      // "Потенцијал…" (potential) is an ordinary word; "Потенција/-е/-и/-у/-ом" would be the brand in Cyrillic.
      const cyrillicBrand = serbian
        .filter(([, value]) => /Потенциј(?!ал)/u.test(value))
        .map(([path]) => path);
      expect(cyrillicBrand).toEqual([]);
    });

    it("calls the capability programme „убрзање компетенција“ everywhere", () => {
      const otherNames = serbian
        .filter(([, value]) => /(развој|убрзањ\p{L}*) капацитет/iu.test(value))
        .map(([path]) => path);
      expect(otherNames).toEqual([]);
      expect(resources.sr.common).toMatchObject({
        nav: { capability: "Убрзање компетенција", capabilityProgram: "Програм убрзања компетенција" },
      });
    });
  });
});
