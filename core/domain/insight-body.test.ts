import { describe, expect, it } from "vitest";
import { imageIdsIn, isAllowedHref, parseInsightBody, readableText } from "./insight-body";

const blocks = (body: string) => parseInsightBody(body).blocks;
const text = (t: string) => ({ kind: "text", text: t });
const paragraph = (t: string) => ({ kind: "paragraph", inlines: [text(t)] });

describe("parseInsightBody", () => {
  it("splits paragraphs on blank lines (spaces and Windows line ends too) and joins a paragraph's lines", () => {
    expect(blocks("First one.\n\nSecond\r\none.\r\n \r\nThird one.")).toEqual([
      paragraph("First one."),
      paragraph("Second one."),
      paragraph("Third one."),
    ]);
  });

  it("makes a paragraph wholly wrapped in ** a heading, and nothing else", () => {
    expect(blocks("**Five decisions**\n\n**Bold** start\n\n**one** and **two**")).toEqual([
      { kind: "heading", text: "Five decisions" },
      paragraph("**Bold** start"),
      paragraph("**one** and **two**"),
    ]);
  });

  it("makes '- ' lines a list, and a paragraph's other lines paragraphs", () => {
    expect(blocks("Intro:\n- one\n- two [site](/contact)\nAfter.\n\n-5 degrees")).toEqual([
      paragraph("Intro:"),
      {
        kind: "list",
        items: [[text("one")], [text("two "), { kind: "link", text: "site", href: "/contact" }]],
      },
      paragraph("After."),
      paragraph("-5 degrees"),
    ]);
  });

  it("makes http(s) and site links links; any other target is a problem and stays text", () => {
    const { blocks: out, problems } = parseInsightBody(
      "See [a](https://example.com/x?y=1), [b](/blog) and [c](javascript:alert(1)).\n\n[d](//evil.example) [e](data:text/html,x) [f](mailto:a@b.c)",
    );
    expect(out[0]).toEqual({
      kind: "paragraph",
      inlines: [
        text("See "),
        { kind: "link", text: "a", href: "https://example.com/x?y=1" },
        text(", "),
        { kind: "link", text: "b", href: "/blog" },
        text(" and c)."),
      ],
    });
    expect(out[1]).toEqual(paragraph("d e f"));
    expect(problems).toEqual([
      { code: "link", line: 1, href: "javascript:alert(1" },
      { code: "link", line: 3, href: "//evil.example" },
      { code: "link", line: 3, href: "data:text/html,x" },
      { code: "link", line: 3, href: "mailto:a@b.c" },
    ]);
    expect(isAllowedHref("HTTP://Example.com")).toBe(true);
    expect(isAllowedHref(" javascript:x")).toBe(false);
  });

  it("reads an image paragraph; an image inside a sentence is text", () => {
    expect(blocks("![](image:12)\n\nText ![](image:3)")).toEqual([
      { kind: "image", id: 12 },
      paragraph("Text ![](image:3)"),
    ]);
    expect(imageIdsIn("![](image:7)\n\n![x](image:2)\n\n![](image:7)")).toEqual([7, 2]);
  });

  it("reads a chart block with its title, headings, rows, caption and description", () => {
    const body = [
      "Before.",
      "::: chart bar percent 100",
      "Where users gave up",
      "Step | Users",
      "Started | 100",
      "Completed | 67.5",
      "caption: Illustrative figures.",
      "description: Bars of each step.",
      ":::",
      "**After**",
    ].join("\n");
    expect(parseInsightBody(body)).toEqual({
      blocks: [
        paragraph("Before."),
        {
          kind: "chart",
          chart: {
            kind: "bar",
            unit: "percent",
            max: 100,
            title: "Where users gave up",
            categoryHeading: "Step",
            valueHeading: "Users",
            rows: [
              { label: "Started", value: 100 },
              { label: "Completed", value: 67.5 },
            ],
            caption: "Illustrative figures.",
            description: "Bars of each step.",
          },
        },
        { kind: "heading", text: "After" },
      ],
      problems: [],
    });
  });

  it("reports a broken chart by its line and leaves it out", () => {
    expect(parseInsightBody("::: chart pie percent 100\nT\na | 1\n:::").problems).toEqual([
      { code: "chart-header", line: 1 },
    ]);
    expect(parseInsightBody("x\n\n::: chart line number 10\nT\na | 1\nb | two\n:::").problems).toEqual([
      { code: "chart-row", line: 6 },
    ]);
    expect(parseInsightBody("::: chart line number 10\n:::")).toEqual({
      blocks: [],
      problems: [
        { code: "chart-title", line: 1 },
        { code: "chart-empty", line: 1 },
      ],
    });
    expect(parseInsightBody("Text\n::: chart bar number 5\nT\na | 1")).toEqual({
      blocks: [paragraph("Text")],
      problems: [{ code: "chart-unclosed", line: 2 }],
    });
  });

  it("counts the words of headings, paragraphs and lists, not of charts", () => {
    const { blocks: out } = parseInsightBody(
      "**H**\n\nOne [two](/x).\n\n- three\n\n::: chart bar number 5\nT\na | 1\n:::",
    );
    expect(readableText(out)).toBe("H\n\nOne two.\n\nthree");
  });
});
