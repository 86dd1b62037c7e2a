import { describe, expect, it } from "vitest";
import { allResources } from "#core/i18n/resources.server";
import { parseArticleBody } from "./parse-article-body";

describe("parseArticleBody", () => {
  it("splits paragraphs on blank lines, including blank lines with spaces and Windows line ends", () => {
    expect(parseArticleBody("First one.\n\nSecond one.\r\n \r\nThird one.")).toEqual([
      { kind: "paragraph", text: "First one." },
      { kind: "paragraph", text: "Second one." },
      { kind: "paragraph", text: "Third one." },
    ]);
  });

  it("joins the lines of one paragraph with a space", () => {
    expect(parseArticleBody("A line\nand its continuation")).toEqual([
      { kind: "paragraph", text: "A line and its continuation" },
    ]);
  });

  it("makes a paragraph wholly wrapped in double asterisks a sub-heading", () => {
    expect(parseArticleBody("**Five decisions**\n\nText.")).toEqual([
      { kind: "heading", text: "Five decisions" },
      { kind: "paragraph", text: "Text." },
    ]);
  });

  it("keeps a paragraph that only starts or ends with asterisks, or has two bold parts, a paragraph", () => {
    for (const text of ["**Bold** start", "end **bold**", "**one** and **two**", "****"]) {
      expect(parseArticleBody(text)).toEqual([{ kind: "paragraph", text }]);
    }
  });

  it("makes lines starting with '- ' a bullet list, without the marker", () => {
    expect(parseArticleBody("- one\n- two\n- three")).toEqual([
      { kind: "list", items: ["one", "two", "three"] },
    ]);
  });

  it("does not take a hyphen without a space, or a dash inside a line, for a bullet", () => {
    expect(parseArticleBody("-5 degrees - cold")).toEqual([{ kind: "paragraph", text: "-5 degrees - cold" }]);
  });

  it("separates a lead-in line from the list under it", () => {
    expect(parseArticleBody("Margins of error:\n- ±9.8 with 100\n- ±4.9 with 400")).toEqual([
      { kind: "paragraph", text: "Margins of error:" },
      { kind: "list", items: ["±9.8 with 100", "±4.9 with 400"] },
    ]);
  });

  it("keeps markup as plain text, to be escaped when rendered", () => {
    const blocks = parseArticleBody(
      '<script>alert("x")</script>\n\n**<img src=x onerror=alert(1)>**\n\n- <b>b</b>',
    );
    expect(blocks).toEqual([
      { kind: "paragraph", text: '<script>alert("x")</script>' },
      { kind: "heading", text: "<img src=x onerror=alert(1)>" },
      { kind: "list", items: ["<b>b</b>"] },
    ]);
  });

  it("returns nothing for an empty body", () => {
    expect(parseArticleBody("  \n\n ")).toEqual([]);
  });

  it("reads every article in every language into headings, lists and paragraphs", () => {
    for (const [lang, bundle] of Object.entries(allResources())) {
      const articles = (bundle.blog as { articles: Record<string, { content: string }> }).articles;
      for (const [slug, article] of Object.entries(articles)) {
        const blocks = parseArticleBody(article.content);
        const kinds = new Set(blocks.map((block) => block.kind));
        expect(kinds, `${lang} ${slug}`).toEqual(new Set(["heading", "list", "paragraph"]));
        for (const block of blocks) {
          const texts = block.kind === "list" ? block.items : [block.text];
          for (const text of texts) expect(text, `${lang} ${slug}`).not.toMatch(/^\*\*|\*\*$|^- /);
        }
      }
    }
  });
});
