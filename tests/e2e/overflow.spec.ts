import { expect, test } from "@playwright/test";
import { getHref, LANGUAGES, PUBLIC_PAGES } from "./support/public-site";

/**
 * No text spills out of its box on a phone: every public page (core/lib/paths.ts) in every language at 375 px.
 * A button, link, heading, list item or card whose content is wider or taller than the box (scrollWidth >
 * clientWidth, scrollHeight > clientHeight: a label spilling out of a fixed-height button), or any element that
 * reaches past the viewport and makes the page scroll sideways, fails the test, named by page and element.
 * One context and one tab for all pages; images and video are not downloaded (their boxes have set sizes).
 */
test.use({ viewport: { width: 375, height: 800 } });

/** Runs in the page: the overflowing elements, each as "tag.class "text"". */
function findOverflow(): string[] {
  const describe = (el: Element) => {
    const classes =
      typeof el.className === "string" ? el.className.trim().split(/\s+/).slice(0, 4).join(".") : "";
    const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
    return `<${el.tagName.toLowerCase()}${classes ? `.${classes}` : ""}> "${text}"`;
  };
  const shown = (el: Element) =>
    el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  // Inside a box that clips or scrolls (a carousel, the sr-only technique, a decorative glow): not on the page.
  const clipped = (el: Element) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX !== "visible" || style.position === "fixed") return true;
    }
    return false;
  };
  const problems: string[] = [];
  // Wider: text (a long word, a label) that does not fit the width of its box.
  const boxes = document.querySelectorAll(
    "main a, main button, main h1, main h2, main h3, main h4, main li, main dd, main dt, main p, main blockquote, header a, header button, footer a, footer li, footer p, [class*='rounded']",
  );
  for (const el of boxes) {
    if (!(el instanceof HTMLElement) || !shown(el) || el.closest(".sr-only")) continue;
    const style = getComputedStyle(el);
    if (style.display === "inline" || style.overflowX !== "visible") continue;
    if (el.scrollWidth > el.clientWidth + 1) problems.push(`text wider than its box: ${describe(el)}`);
  }
  // Taller: a box of set height (a button, a card) too short for its text. Its height is compared with the
  // height it takes when left to its content; a minimum height is fine, a fixed one that cuts text is not.
  for (const el of document.querySelectorAll("main a, main button, header a, footer a, [class*='rounded']")) {
    if (!(el instanceof HTMLElement) || !shown(el) || el.closest(".sr-only") || !el.textContent?.trim())
      continue;
    const style = getComputedStyle(el);
    if (style.display === "inline" || style.overflowY !== "visible" || style.position === "absolute")
      continue;
    const fixed = el.getBoundingClientRect().height;
    const before = el.style.height;
    el.style.height = "auto";
    const natural = el.getBoundingClientRect().height;
    el.style.height = before;
    if (natural > fixed + 1) problems.push(`text taller than its box: ${describe(el)}`);
  }
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width + 1) {
    const culprits = [...document.body.querySelectorAll("*")].filter((el) => {
      if (!shown(el) || clipped(el)) return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && (rect.right > width + 1 || rect.left < -1);
    });
    // The outermost ones: their children are reported with them.
    const outermost = culprits.filter((el) => !culprits.some((other) => other !== el && other.contains(el)));
    problems.push(
      `the page scrolls sideways (${document.documentElement.scrollWidth} px wide): ${outermost.map(describe).join("; ") || "no single element"}`,
    );
  }
  return problems;
}

test("no text overflows its box on a 375 px screen, on any public page in any language", async ({ page }) => {
  test.setTimeout(180_000);
  await page.route(/\.(avif|webp|png|jpe?g|webm|mp4)(\?|$)/, (route) => route.abort());
  const failures: string[] = [];
  for (const lang of LANGUAGES) {
    for (const path of PUBLIC_PAGES) {
      const url = getHref(path, lang);
      const response = await page.goto(url, { waitUntil: "domcontentloaded" });
      expect(response?.status(), url).toBe(200);
      await page.evaluate(() => document.fonts.ready);
      for (const problem of await page.evaluate(findOverflow)) failures.push(`${url}: ${problem}`);
    }
  }
  expect(failures, failures.join("\n")).toEqual([]);
});
