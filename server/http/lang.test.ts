import { describe, expect, it } from "vitest";
import { preferredLanguage } from "./lang";

describe("preferredLanguage", () => {
  it.each([
    ["ar-SA,ar;q=0.9,en;q=0.8", "ar"],
    ["sr-Latn-RS,sr;q=0.9,en;q=0.5", "sr"],
    ["en-US,en;q=0.9,ar;q=0.8", "en"],
    ["de-DE,de;q=0.9,sr;q=0.4", "sr"],
    ["fr;q=0.9, ar;q=0", undefined],
    ["en;q=0.5, ar;q=0.8", "ar"],
    ["", undefined],
  ])("%s → %s", (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });
});
