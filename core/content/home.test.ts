import { describe, expect, it } from "vitest";
import { CASE_QUOTES } from "./case-quotes";
import { CLIENT_GROUPS, CLIENTS } from "./home";
import { CASE_STUDIES } from "./pages";

describe("home content", () => {
  it("puts every client organisation in exactly one sector group", () => {
    const grouped = CLIENT_GROUPS.flatMap((group) => group.clients);
    expect([...grouped].sort()).toEqual([...CLIENTS].sort());
  });

  it("attributes every case quote by role and organisation, in every language", () => {
    const quoted = CASE_STUDIES.flatMap((study) => CASE_QUOTES[study.id] ?? []);
    expect(quoted.length).toBeGreaterThan(0);
    for (const quote of quoted) {
      for (const lang of ["en", "ar", "sr"] as const) {
        expect(quote.text[lang].trim()).not.toBe("");
        // "Role, organisation": the attribution names a role and a kind of organisation, no person.
        expect(quote.attribution[lang]).toMatch(/^[^,،]+[,،] [^,،]+$/);
      }
      expect(quote.attribution.sr).not.toMatch(/[a-zčćšžđ]/i);
    }
  });
});
