import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./format";

describe("CRM dates", () => {
  it("show the stored calendar day in the page's language", () => {
    expect(formatDate("2025-01-15", "en")).toBe("15 Jan 2025");
    expect(formatDate("2025-01-15", "sr")).toBe("15. 1. 2025.");
    expect(formatDate(null, "en")).toBeNull();
  });

  it("put the Umm al-Qura date beside the Gregorian one on Arabic pages", () => {
    expect(formatDate("2025-01-15", "ar")).toBe("15 يناير 2025 (15 رجب 1446 هـ)");
    expect(formatDate("2025-03-01", "ar")).toBe("1 مارس 2025 (1 رمضان 1446 هـ)");
    expect(formatDateTime("2025-03-01T12:00:00Z", "ar")).toContain("رمضان 1446 هـ");
    expect(formatDateTime("2025-03-01T12:00:00Z", "en")).not.toContain("1446");
  });
});
