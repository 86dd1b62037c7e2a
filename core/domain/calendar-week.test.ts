import { describe, expect, it } from "vitest";
import { LANGUAGE_INFO, LANGUAGES } from "../i18n/languages";
import { addDays, calendarWeek, WEEK_STARTS_ON } from "./calendar-week";

// 2026-11-14 is a Saturday, 2026-11-15 a Sunday, 2026-11-16 a Monday.
describe("calendarWeek", () => {
  it("runs Monday to Sunday in English (ISO) and Serbian", () => {
    for (const lang of ["en", "sr"] as const) {
      expect(calendarWeek("2026-11-14", lang)).toEqual({ start: "2026-11-09", end: "2026-11-15" });
      expect(calendarWeek("2026-11-15", lang)).toEqual({ start: "2026-11-09", end: "2026-11-15" });
      expect(calendarWeek("2026-11-16", lang)).toEqual({ start: "2026-11-16", end: "2026-11-22" });
    }
  });

  it("runs Sunday to Saturday in Arabic (Saudi Arabia)", () => {
    expect(calendarWeek("2026-11-14", "ar")).toEqual({ start: "2026-11-08", end: "2026-11-14" });
    expect(calendarWeek("2026-11-15", "ar")).toEqual({ start: "2026-11-15", end: "2026-11-21" });
    expect(calendarWeek("2026-11-16", "ar")).toEqual({ start: "2026-11-15", end: "2026-11-21" });
  });

  it("crosses months and years", () => {
    expect(calendarWeek("2026-12-31", "en")).toEqual({ start: "2026-12-28", end: "2027-01-03" });
    expect(calendarWeek("2027-01-01", "ar")).toEqual({ start: "2026-12-27", end: "2027-01-02" });
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("agrees with the runtime's week data for each language's own locale, where it has it", () => {
    for (const lang of LANGUAGES) {
      const locale = new Intl.Locale(LANGUAGE_INFO[lang].intl) as Intl.Locale & {
        getWeekInfo?: () => { firstDay: number };
        weekInfo?: { firstDay: number };
      };
      const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
      if (firstDay !== undefined) expect(firstDay, lang).toBe(WEEK_STARTS_ON[lang]);
    }
  });
});
