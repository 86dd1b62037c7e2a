import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArticleBody } from "./article-body";

describe("ArticleBody", () => {
  it("renders headings, lists and paragraphs as elements", () => {
    const html = renderToStaticMarkup(<ArticleBody content={"Intro.\n\n**Sub**\n\n- a\n- b"} />);
    expect(html).toContain("<p>Intro.</p>");
    expect(html).toMatch(/<h2[^>]*>Sub<\/h2>/);
    expect(html).toMatch(/<ul[^>]*><li>a<\/li><li>b<\/li><\/ul>/);
  });

  it("escapes markup in every kind of block", () => {
    const html = renderToStaticMarkup(
      <ArticleBody content={"<script>alert(1)</script>\n\n**<img src=x onerror=alert(1)>**\n\n- <b>x</b>"} />,
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("&lt;b&gt;x&lt;/b&gt;");
  });
});
