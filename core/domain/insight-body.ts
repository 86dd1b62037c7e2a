/**
 * The body of an insight (decision 030), the one parser the editor checks with and the public page renders
 * from. Paragraphs are split on blank lines; a paragraph wholly wrapped in `**` is a sub-heading; lines
 * starting with "- " form a bullet list; `[text](https://…)` or `[text](/path)` is a link (anything else is
 * a problem and stays text); a paragraph `![](image:<id>)` is an uploaded image; a chart is a block:
 *
 *     ::: chart bar percent 100
 *     <title>
 *     <category heading> | <value heading>     (optional, before the rows)
 *     <category> | <value>
 *     caption: <the visible caption>           (optional)
 *     description: <what the chart shows>      (optional: read by screen readers; the title if none)
 *     :::
 *
 * The result is data: pages render it as React elements, so no text of a body is ever HTML.
 */
export type Inline = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

export interface ChartBlock {
  kind: "bar" | "line";
  unit: "percent" | "points" | "number";
  max: number;
  title: string;
  caption: string;
  description: string;
  categoryHeading?: string;
  valueHeading?: string;
  rows: { label: string; value: number }[];
}

export type InsightBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; inlines: Inline[] }
  | { kind: "list"; items: Inline[][] }
  | { kind: "image"; id: number }
  | { kind: "chart"; chart: ChartBlock };

export type BodyProblemCode =
  | "link"
  | "chart-header"
  | "chart-title"
  | "chart-row"
  | "chart-empty"
  | "chart-unclosed";

/** What the editor reports: a code (translated there), the body's line (1 is the first), and a refused link's target. */
export interface BodyProblem {
  code: BodyProblemCode;
  line: number;
  href?: string;
}

const HEADING = /^\*\*([\s\S]*?)\*\*$/;
const IMAGE = /^!\[[^\]]*\]\(image:(\d{1,9})\)$/;
const LINK = /\[([^\]\n]+)\]\(([^)\s]*)\)/g;
const CHART_OPEN = /^:::\s*chart\b(.*)$/;
const CHART_HEADER = /^\s+(bar|line)\s+(percent|points|number)\s+(\d+(?:\.\d+)?)\s*$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** A link target the site accepts: http(s) or a path of this site (not `//host`). */
export function isAllowedHref(href: string): boolean {
  return /^https?:\/\/[^\s/]+\S*$/i.test(href) || /^\/(?!\/)\S*$/.test(href);
}

export function parseInsightBody(body: string): { blocks: InsightBlock[]; problems: BodyProblem[] } {
  const lines = body.replace(/\r\n?/g, "\n").split("\n");
  const blocks: InsightBlock[] = [];
  const problems: BodyProblem[] = [];
  let chunk: { text: string[]; first: number } | null = null;
  const flush = () => {
    if (chunk) blocks.push(...textBlocks(chunk.text, chunk.first, problems));
    chunk = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? "").trim();
    const open = CHART_OPEN.exec(line);
    if (open) {
      flush();
      const end = lines.findIndex((l, j) => j > i && l.trim() === ":::");
      if (end < 0) {
        problems.push({ code: "chart-unclosed", line: i + 1 });
        break;
      }
      const chart = parseChart(open[1] ?? "", lines.slice(i + 1, end), i + 1, problems);
      if (chart) blocks.push({ kind: "chart", chart });
      i = end;
    } else if (!line) {
      flush();
    } else {
      chunk ??= { text: [], first: i + 1 };
      chunk.text.push(line);
    }
  }
  flush();
  return { blocks, problems };
}

/** The ids of the uploaded images a body shows, each once, in order. */
export function imageIdsIn(body: string): number[] {
  const ids = parseInsightBody(body).blocks.flatMap((block) => (block.kind === "image" ? [block.id] : []));
  return [...new Set(ids)];
}

/** The words a reader reads: headings, paragraphs and lists (for reading time and word counts). */
export function readableText(blocks: readonly InsightBlock[]): string {
  const inline = (inlines: Inline[]) => inlines.map((part) => part.text).join("");
  return blocks
    .flatMap((block) => {
      if (block.kind === "heading") return [block.text];
      if (block.kind === "paragraph") return [inline(block.inlines)];
      if (block.kind === "list") return block.items.map(inline);
      return [];
    })
    .join("\n\n");
}

function textBlocks(lines: string[], first: number, problems: BodyProblem[]): InsightBlock[] {
  const paragraph = lines.join("\n");
  const heading = HEADING.exec(paragraph);
  if (heading?.[1] && !heading[1].includes("**") && heading[1].trim()) {
    return [{ kind: "heading", text: heading[1].trim().replace(/\s*\n\s*/g, " ") }];
  }
  const image = IMAGE.exec(paragraph);
  if (image) return [{ kind: "image", id: Number(image[1]) }];
  // Runs of "- " lines are lists, the other runs paragraphs (their lines joined by a space).
  const runs: { list: boolean; lines: string[]; line: number }[] = [];
  lines.forEach((line, index) => {
    const list = line.startsWith("- ");
    const last = runs.at(-1);
    if (last && last.list === list) last.lines.push(list ? line.slice(2).trim() : line);
    else runs.push({ list, lines: [list ? line.slice(2).trim() : line], line: first + index });
  });
  return runs.map(
    (run): InsightBlock =>
      run.list
        ? { kind: "list", items: run.lines.map((item, i) => parseInlines(item, run.line + i, problems)) }
        : { kind: "paragraph", inlines: parseInlines(run.lines.join(" "), run.line, problems) },
  );
}

/** Text with links; a link to anything but http(s) or a site path is a problem and stays its text. */
function parseInlines(text: string, line: number, problems: BodyProblem[]): Inline[] {
  const out: Inline[] = [];
  const push = (part: string) => {
    if (!part) return;
    const last = out.at(-1);
    if (last?.kind === "text") last.text += part;
    else out.push({ kind: "text", text: part });
  };
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = "", href = ""] = match;
    push(text.slice(at, match.index));
    if (isAllowedHref(href)) out.push({ kind: "link", text: label, href });
    else {
      problems.push({ code: "link", line, href });
      push(label);
    }
    at = match.index + whole.length;
  }
  push(text.slice(at));
  return out;
}

function parseChart(header: string, lines: string[], line: number, problems: BodyProblem[]) {
  const head = CHART_HEADER.exec(header);
  if (!head) {
    problems.push({ code: "chart-header", line });
    return null;
  }
  const [, kind, unit, max] = head;
  const chart: ChartBlock = {
    kind: kind as ChartBlock["kind"],
    unit: unit as ChartBlock["unit"],
    max: Number(max),
    title: "",
    caption: "",
    description: "",
    rows: [],
  };
  lines.forEach((raw, index) => {
    const text = raw.trim();
    if (!text) return;
    const keyed = /^(caption|description):\s*(.*)$/.exec(text);
    if (!chart.title && !keyed) {
      chart.title = text;
      return;
    }
    if (keyed) {
      chart[keyed[1] as "caption" | "description"] = keyed[2] ?? "";
      return;
    }
    const [label = "", value = "", ...rest] = text.split("|").map((part) => part.trim());
    if (!label || !value || rest.length > 0) problems.push({ code: "chart-row", line: line + index + 1 });
    else if (NUMBER.test(value)) chart.rows.push({ label, value: Number(value) });
    else if (chart.rows.length === 0 && chart.categoryHeading === undefined) {
      chart.categoryHeading = label;
      chart.valueHeading = value;
    } else problems.push({ code: "chart-row", line: line + index + 1 });
  });
  if (!chart.title) problems.push({ code: "chart-title", line });
  if (chart.rows.length === 0) problems.push({ code: "chart-empty", line });
  if (!chart.title || chart.rows.length === 0) return null;
  chart.description ||= chart.title;
  return chart;
}
