import { describe, expect, it } from "vitest";
import { OFFICES } from "#core/content/brand";
import { officeHours } from "./office-hours";

const belgrade = OFFICES.find((office) => office.id === "belgrade")!;
const riyadh = OFFICES.find((office) => office.id === "riyadh")!;

describe("officeHours", () => {
  it("gives each office's working days and 9 to 5 in English, 12-hour clock", () => {
    expect(officeHours(belgrade, "en")).toEqual({
      firstDay: "Monday",
      lastDay: "Friday",
      times: expect.stringMatching(/^9:00\sam\s–\s5:00\spm$/),
    });
    const ksa = officeHours(riyadh, "en");
    expect([ksa.firstDay, ksa.lastDay]).toEqual(["Sunday", "Thursday"]);
  });

  it("speaks Arabic and Serbian (Cyrillic)", () => {
    const ar = officeHours(riyadh, "ar");
    expect([ar.firstDay, ar.lastDay]).toEqual(["الأحد", "الخميس"]);
    // Arabic pages write numbers in Western digits (LANGUAGE_INFO), as their texts do.
    expect(ar.times).toMatch(/^9:00\sص\s–\s5:00\sم$/);
    const sr = officeHours(belgrade, "sr");
    expect([sr.firstDay, sr.lastDay]).toEqual(["понедељак", "петак"]);
    expect(sr.times.replace(/\s/g, "")).toBe("09:00–17:00");
  });
});
