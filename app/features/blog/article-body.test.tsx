import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArticleBody } from "./article-body";

describe("ArticleBody", () => {
  it("renders headings, lists, paragraphs and links as elements", () => {
    const html = renderToStaticMarkup(
      <ArticleBody body={"Intro [us](/about) [x](https://example.com).\n\n**Sub**\n\n- a\n- b"} />,
    );
    expect(html).toMatch(
      /<p>Intro <a href="\/about" class="[^"]*">us<\/a> <a href="https:\/\/example.com" rel="noopener"/,
    );
    expect(html).toMatch(/<h2[^>]*>Sub<\/h2>/);
    expect(html).toMatch(/<ul[^>]*><li>a<\/li><li>b<\/li><\/ul>/);
  });

  it("escapes markup in every kind of block and makes no javascript: link", () => {
    const html = renderToStaticMarkup(
      <ArticleBody
        body={
          "<script>alert(1)</script>\n\n**<img src=x onerror=alert(1)>**\n\n- <b>x</b>\n\n[go](javascript:alert(1))"
        }
      />,
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("draws an image with both formats, its size and alt, and leaves out an unknown image", () => {
    const html = renderToStaticMarkup(
      <ArticleBody
        body={"![](image:7)\n\n![](image:8)"}
        images={{ 7: { width: 1200, height: 600, widths: [480, 960], alt: "A chart" } }}
      />,
    );
    expect(html).toContain('srcSet="/media/uploads/7/480.avif 480w, /media/uploads/7/960.avif 960w"');
    expect(html).toContain('type="image/webp"');
    expect(html).toMatch(/<img src="\/media\/uploads\/7\/960.webp" alt="A chart" width="1200" height="600"/);
    expect(html).not.toContain("/media/uploads/8/");
  });
});
