import { expect, test } from "@playwright/test";
import { ALL_PUBLIC_PATHS, LANGUAGES, splitLangPath } from "./support/public-site";

/**
 * Headings keep their words whole: on every public page in every language, at six widths from a small phone to a
 * wide screen, no word of a heading (or of a headline figure, "1,200+") is split across two lines, and no heading
 * of several lines leaves one word alone on its last line. One page load per page: the same tab is resized
 * through the widths.
 */
const WIDTHS = [320, 375, 768, 1024, 1280, 1440] as const;

/** Runs in the page: the problems of its headings at the present width. */
function checkHeadings(): { split: string[]; alone: string[] } {
  const split: string[] = [];
  const alone: string[] = [];
  const headings = document.querySelectorAll("h1, h2, h3, h4, h5, h6, [data-stat-value]");
  for (const heading of headings) {
    if (heading.getClientRects().length === 0 || heading.closest(".sr-only")) continue;
    const name = `<${heading.tagName.toLowerCase()}> "${(heading.textContent ?? "").replace(/\s+/g, " ").trim()}"`;
    // The block a text sits in: a word never continues from one block (a year over a title) into the next.
    const blockOf = (node: Node) => {
      let el = node.parentElement as Element;
      while (el !== heading && getComputedStyle(el).display.startsWith("inline"))
        el = el.parentElement as Element;
      return el;
    };
    // The words: runs of letters between spaces (a word may cross inline elements: "1,200" and its "+"), a
    // hyphen ending one ("AI-" of "AI-powered" may end a line, as in print).
    type Word = { range: Range; block: Element };
    const words: Word[] = [];
    let word: Word | null = null;
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (node.parentElement?.closest(".sr-only")) {
        word = null;
        continue;
      }
      const block = blockOf(node);
      if (word && word.block !== block) word = null;
      for (let i = 0; i < node.data.length; i++) {
        const char = node.data.charAt(i);
        if (/\s/.test(char)) {
          word = null;
          continue;
        }
        if (!word) {
          word = { range: document.createRange(), block };
          word.range.setStart(node, i);
          words.push(word);
        }
        word.range.setEnd(node, i + 1);
        if (char === "-") word = null;
      }
    }
    // Each word's line: the middle of its boxes; a word whose boxes lie on two lines is split.
    type Line = { middle: number; height: number; words: string[] };
    const lines = new Map<Element, Line[]>();
    for (const { range, block } of words) {
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (rects.length === 0) continue;
      const middles = rects.map((rect) => rect.top + rect.height / 2);
      const height = Math.min(...rects.map((rect) => rect.height));
      if (Math.max(...middles) - Math.min(...middles) > height / 2) {
        split.push(`"${range.toString()}" of ${name}`);
        continue;
      }
      const blockLines = lines.get(block) ?? [];
      const middle = middles[0] as number;
      const line = blockLines.find((other) => Math.abs(other.middle - middle) < height / 2);
      if (line) line.words.push(range.toString());
      else blockLines.push({ middle, height, words: [range.toString()] });
      lines.set(block, blockLines);
    }
    // A word alone on the last line is a fault when a better break existed: the line above has three words or
    // more (one can come down and leave two) and its last word fits beside the lone one, measured in the
    // block's own font. ("Our Partnership / Promise" on a narrow column has no better break.)
    for (const [block, blockLines] of lines) {
      blockLines.sort((a, b) => a.middle - b.middle);
      const [before, last] = blockLines.slice(-2);
      if (!before || !last || last.words.length !== 1 || before.words.length < 3) continue;
      const style = getComputedStyle(block);
      const room =
        block.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      const probe = document.createElement("span");
      probe.style.cssText = "position: absolute; visibility: hidden; white-space: nowrap";
      probe.textContent = `${before.words.at(-1)} ${last.words[0]}`;
      block.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      if (width <= room) alone.push(`last line of ${name}`);
    }
  }
  return { split, alone };
}

for (const lang of LANGUAGES) {
  test(`${lang}: no heading splits a word or leaves one alone on its last line, ${WIDTHS.join(", ")} px`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.route(/\.(avif|webp|png|jpe?g|webm|mp4)(\?|$)/, (route) => route.abort());
    const split: string[] = [];
    const alone: string[] = [];
    for (const url of ALL_PUBLIC_PATHS.filter((path) => splitLangPath(path).lang === lang)) {
      const response = await page.goto(url, { waitUntil: "domcontentloaded" });
      expect(response?.status(), url).toBe(200);
      await page.evaluate(() => document.fonts.ready);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const found = await page.evaluate(checkHeadings);
        split.push(...found.split.map((problem) => `${url} at ${width} px: ${problem}`));
        alone.push(...found.alone.map((problem) => `${url} at ${width} px: ${problem}`));
      }
    }
    expect.soft(split, `words split across lines:\n${split.join("\n")}`).toEqual([]);
    expect(alone, `a word alone on a heading's last line:\n${alone.join("\n")}`).toEqual([]);
  });
}
