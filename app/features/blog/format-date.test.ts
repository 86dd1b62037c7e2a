import { describe, expect, it } from "vitest";
import { formatArticleDate } from "./format-date";

describe("formatArticleDate", () => {
  it("writes the date in each page language, on the same Gregorian day", () => {
    expect(formatArticleDate("2024-04-09", "en")).toBe("9 April 2024");
    expect(formatArticleDate("2024-04-09", "ar")).toBe("9 أبريل 2024");
    expect(formatArticleDate("2024-04-09", "sr")).toBe("9. априла 2024.");
  });
});
