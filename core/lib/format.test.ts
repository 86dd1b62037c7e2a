import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateWithHijri,
  formatMoney,
  formatMonth,
  formatMonthWithHijri,
  formatNumber,
  formatPercent,
  formatPlace,
  formatYear,
} from "./format";

describe("formatting for a page's language", () => {
  it("writes numbers, shares and years with the language's separators", () => {
    expect(formatNumber(12345.6, "en")).toBe("12,345.6");
    expect(formatNumber(12345, "sr")).toBe("12.345");
    expect(formatPercent(29, "ar")).toBe("29٪");
    expect(formatYear(2005, "en")).toBe("2005");
  });

  it("writes calendar days and months in the Gregorian calendar, the same day everywhere", () => {
    expect(formatDate("2024-04-09", "en")).toBe("9 April 2024");
    expect(formatDate("2024-04-09", "ar")).toBe("9 أبريل 2024");
    expect(formatDate("2024-04-09", "sr")).toBe("9. априла 2024.");
    expect(formatDate("2024-06-12", "sr")).toBe("12. јуна 2024.");
    expect(formatDate("2025-01-15", "en", "medium")).toBe("15 Jan 2025");
    expect(formatDate("someday", "en")).toBe("someday");
    expect(formatMonth("2025-10", "en")).toBe("October 2025");
    expect(formatMonth("2024-06", "sr")).toBe("јун 2024.");
  });

  it("writes money with its currency", () => {
    expect(formatMoney(1500000, "SAR", "en")).toBe("SAR\u00a01,500,000.00");
  });

  it("joins a city and its country with the language's comma", () => {
    expect(formatPlace(["Belgrade", "Serbia"], "en")).toBe("Belgrade, Serbia");
    expect(formatPlace(["الرياض", "المملكة العربية السعودية"], "ar")).toBe(
      "الرياض، المملكة العربية السعودية",
    );
    expect(formatPlace(["Београд", "Србија"], "sr")).toBe("Београд, Србија");
  });
});

describe("the Hijri date beside the Gregorian on Arabic pages", () => {
  it("adds the Umm al-Qura date to a day and the Hijri months a month spans, in Arabic only", () => {
    expect(formatDateWithHijri("2026-11-01", "ar")).toBe("1 نوفمبر 2026 (21 جمادى الأولى 1448 هـ)");
    expect(formatMonthWithHijri("2026-11", "ar")).toBe("نوفمبر 2026 (جمادى الأولى – جمادى الآخرة 1448 هـ)");
    // A month across the Hijri new year names both years.
    expect(formatMonthWithHijri("2026-06", "ar")).toBe("يونيو 2026 (ذو الحجة 1447 – محرم 1448 هـ)");
    expect(formatDateWithHijri("2026-11-01", "en")).toBe("1 November 2026");
    expect(formatMonthWithHijri("2026-11", "sr")).toBe(formatMonth("2026-11", "sr"));
    expect(formatDateWithHijri("soon", "ar")).toBe("soon");
  });
});
