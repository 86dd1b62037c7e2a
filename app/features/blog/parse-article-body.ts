/**
 * The article body rules (SPEC.md "Article"): paragraphs are split on blank lines; a paragraph
 * wholly wrapped in double asterisks is a sub-heading; lines starting with "- " form a bullet
 * list; anything else is a plain paragraph. The result is data: the page renders it as React
 * elements, so every text is escaped and no HTML in an article can ever run.
 */
export type ArticleBlock =
  | { kind: "heading"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "paragraph"; text: string };

const HEADING = /^\*\*([\s\S]*?)\*\*$/;
const BULLET = /^- /;

export function parseArticleBody(content: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  const paragraphs = content
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

  for (const paragraph of paragraphs) {
    const heading = HEADING.exec(paragraph);
    if (heading?.[1] && !heading[1].includes("**") && heading[1].trim()) {
      blocks.push({ kind: "heading", text: heading[1].trim() });
      continue;
    }
    blocks.push(...splitLines(paragraph));
  }
  return blocks;
}

/** A paragraph's lines: runs of "- " lines become lists, the other runs plain paragraphs. */
function splitLines(paragraph: string): ArticleBlock[] {
  const out: ArticleBlock[] = [];
  for (const raw of paragraph.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const last = out.at(-1);
    if (BULLET.test(line)) {
      const item = line.slice(2).trim();
      if (last?.kind === "list") last.items.push(item);
      else out.push({ kind: "list", items: [item] });
    } else if (last?.kind === "paragraph") {
      last.text = `${last.text} ${line}`;
    } else {
      out.push({ kind: "paragraph", text: line });
    }
  }
  return out;
}
