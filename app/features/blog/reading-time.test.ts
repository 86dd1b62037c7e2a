import { describe, expect, it } from "vitest";
import { countWords, readingMinutes, WORDS_PER_MINUTE } from "./reading-time";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("reading time", () => {
  it("counts the words the page shows, not the markers", () => {
    expect(countWords("**Two words**\n\n- one item\n- two – items\n\nA para.")).toBe(8);
  });

  it("rounds a started minute up, and is never zero", () => {
    expect(readingMinutes("", "en")).toBe(1);
    expect(readingMinutes(words(238), "en")).toBe(1);
    expect(readingMinutes(words(239), "en")).toBe(2);
  });

  it("reads each language at its own speed", () => {
    const text = words(700);
    expect(readingMinutes(text, "en")).toBe(Math.ceil(700 / WORDS_PER_MINUTE.en));
    expect(readingMinutes(text, "ar")).toBe(Math.ceil(700 / WORDS_PER_MINUTE.ar));
    expect(readingMinutes(text, "ar")).toBeGreaterThan(readingMinutes(text, "en"));
  });

  it("counts a link's text and not a chart's lines", () => {
    expect(countWords("See [the page](/about).\n\n::: chart bar number 5\nMany words here\na | 1\n:::")).toBe(
      3,
    );
  });
});
