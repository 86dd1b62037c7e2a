import { type APIRequestContext, expect, type Page } from "@playwright/test";

/**
 * The comparison behind page-styles.spec.ts (decision 020): a page with its own inline rules against the same
 * page with the site's whole stylesheet, element by element, at a phone's and a desktop's width.
 */

/**
 * What a rule can change on screen: the box each element gets (its size and place, which every spacing, size,
 * display and layout rule moves) and the properties that paint without moving anything. All of them would take
 * minutes per page; these take a fraction of a second.
 */
const PAINTED = [
  "display",
  "position",
  "visibility",
  "opacity",
  "z-index",
  "overflow-x",
  "overflow-y",
  "float",
  "clear",
  "box-sizing",
  "width",
  "height",
  "min-width",
  "min-height",
  "max-width",
  "max-height",
  "margin-top",
  "margin-right",
  "margin-bottom",
  "margin-left",
  "padding-top",
  "padding-right",
  "padding-bottom",
  "padding-left",
  "top",
  "right",
  "bottom",
  "left",
  "flex-direction",
  "flex-wrap",
  "flex-grow",
  "flex-shrink",
  "flex-basis",
  "justify-content",
  "align-items",
  "align-self",
  "order",
  "gap",
  "grid-template-columns",
  "grid-template-rows",
  "grid-column-start",
  "grid-column-end",
  "grid-row-start",
  "grid-row-end",
  "color",
  "background-color",
  "background-image",
  "border-top-width",
  "border-right-width",
  "border-bottom-width",
  "border-left-width",
  "border-top-color",
  "border-right-color",
  "border-bottom-color",
  "border-left-color",
  "border-top-style",
  "border-top-left-radius",
  "border-bottom-right-radius",
  "outline-style",
  "outline-color",
  "outline-width",
  "box-shadow",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "line-height",
  "letter-spacing",
  "text-align",
  "text-transform",
  "text-decoration-line",
  "text-wrap",
  "white-space",
  "word-break",
  "overflow-wrap",
  "vertical-align",
  "list-style-type",
  "content",
  "transform",
  "scale",
  "translate",
  "rotate",
  "filter",
  "backdrop-filter",
  "object-fit",
  "aspect-ratio",
  "pointer-events",
  "cursor",
  "fill",
  "stroke",
  "stroke-width",
  "transition-duration",
  "direction",
  "unicode-bidi",
  "quotes",
  "font-feature-settings",
  "font-variant-numeric",
  "font-variant-caps",
  "text-indent",
  "text-overflow",
  "text-shadow",
  "text-decoration-color",
  "text-decoration-style",
  "text-decoration-thickness",
  "text-underline-offset",
  "hyphens",
  "-webkit-line-clamp",
  "list-style-position",
  "list-style-image",
  "counter-reset",
  "counter-increment",
  "table-layout",
  "border-collapse",
  "border-spacing",
  "background-position-x",
  "background-position-y",
  "background-size",
  "background-repeat",
  "background-clip",
  "border-top-right-radius",
  "border-bottom-left-radius",
  "outline-offset",
  "clip-path",
  "mask-image",
  "mix-blend-mode",
  "isolation",
  "accent-color",
  "caret-color",
  "appearance",
  "resize",
  "user-select",
  "scroll-margin-top",
  "view-transition-name",
  "animation-name",
  "columns",
  "writing-mode",
];

/** Runs in the page: one string per element and pseudo-element, with the box and the painted properties. */
function computedStyles(properties: string[]): string[] {
  const out: string[] = [];
  const describe = (el: Element) => {
    const classes =
      typeof el.className === "string" ? el.className.trim().split(/\s+/).slice(0, 3).join(".") : "";
    return `<${el.tagName.toLowerCase()}${classes ? `.${classes}` : ""}>`;
  };
  for (const el of document.querySelectorAll("*")) {
    const box = el.getBoundingClientRect();
    const pseudos: (string | null)[] = [null, "::before", "::after"];
    if (el.matches("li, summary")) pseudos.push("::marker");
    if (el.matches("input, textarea")) pseudos.push("::placeholder");
    for (const pseudo of pseudos) {
      const style = getComputedStyle(el, pseudo);
      let text = pseudo
        ? ""
        : `box: ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}; `;
      for (const name of properties) text += `${name}: ${style.getPropertyValue(name)}; `;
      out.push(`${describe(el)}${pseudo ?? ""} ${text}`);
    }
  }
  return out;
}

function differences(own: string[], whole: string[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < Math.max(own.length, whole.length); i++) {
    if (own[i] === whole[i]) continue;
    const props = (line = "") =>
      new Map(line.split("; ").map((part) => part.split(/: (.*)/s) as [string, string]));
    const a = props(own[i]);
    const b = props(whole[i]);
    const changed = [...new Set([...a.keys(), ...b.keys()])].filter((key) => a.get(key) !== b.get(key));
    found.push(
      `${(own[i] ?? whole[i] ?? "").split(" ")[0]} ${changed
        .slice(0, 3)
        .map((key) => `${key}: ${a.get(key)} ≠ ${b.get(key)}`)
        .join(", ")}`,
    );
  }
  return found;
}

/** The fonts that paint each heading, paragraph, link, button, list item and quote (Chromium's own answer). */
async function fontsUsed(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  await cdp.send("CSS.enable");
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", {
    nodeId: root.nodeId,
    selector: "h1, h2, h3, p, a, button, li, blockquote, dt, dd",
  });
  // Words in another script (the language switcher's names) are set in the device's font on purpose: an
  // element whose only text is such words is marked for the check below.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll("h1, h2, h3, p, a, button, li, blockquote, dt, dd")) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let own = "";
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (!node.parentElement?.closest(".font-native")) own += node.textContent ?? "";
      if (own.trim() === "" && element.textContent?.trim()) element.setAttribute("data-native-only", "");
    }
  });
  const native = await cdp.send("DOM.querySelectorAll", {
    nodeId: root.nodeId,
    selector: "[data-native-only]",
  });
  const nativeIds = new Set(native.nodeIds);
  const out: string[] = [];
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    const names = fonts.map((font) => `${font.familyName} ${font.isCustomFont ? "(web font)" : "(device)"}`);
    out.push(`${nativeIds.has(nodeId) ? "native: " : ""}${names.join(", ")}`);
  }
  await cdp.detach();
  await page.evaluate(() => {
    for (const element of document.querySelectorAll("[data-native-only]"))
      element.removeAttribute("data-native-only");
  });
  return out;
}

/** The site's whole stylesheet, as the staff app (rendered per request) links it. */
export async function wholeStylesheet(request: APIRequestContext): Promise<string> {
  const app = await (await request.get("/crm")).text();
  const href = /<link[^>]* rel="stylesheet" href="([^"]+)"/.exec(app)?.[1];
  expect(href, "the staff app links the stylesheet").toBeTruthy();
  const whole = await (await request.get(href ?? "")).text();
  expect(whole.length).toBeGreaterThan(50_000);
  return whole;
}

/**
 * The differences on the page shown (`label` names it) between its own rules and the whole stylesheet, at a
 * phone's and a desktop's width: elements' boxes and painted styles, and the fonts that paint its text.
 */
export async function compareWithWhole(page: Page, label: string, whole: string): Promise<string[]> {
  const problems: string[] = [];
  expect(await page.locator("head style").count(), `${label} carries its rules inline`).toBe(1);
  expect(await page.locator('link[rel="stylesheet"]').count(), `${label} links no stylesheet`).toBe(0);
  // The inline rules apply (the CSP lets them): a comparison of two blocked stylesheets would find no difference.
  await expect(page.locator("header.site-header"), `${label} is styled`).toHaveCSS("position", "sticky");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const ownFonts = width === 1280 ? await fontsUsed(page) : [];
    const own = await page.evaluate(computedStyles, PAINTED);
    const ownRules = await page.evaluate((css) => {
      const style = document.querySelector("head style") as HTMLStyleElement;
      const before = style.textContent ?? "";
      style.textContent = css;
      return before;
    }, whole);
    const withWhole = await page.evaluate(computedStyles, PAINTED);
    // The same fonts paint the text: no face the page needs was left out (its text would fall to the device's font).
    const wholeFonts = width === 1280 ? await fontsUsed(page) : [];
    expect(ownFonts.length, `${label}: the same texts for both font checks`).toBe(wholeFonts.length);
    const fontChanges = new Map<string, number>();
    ownFonts.forEach((fonts, i) => {
      const change = `painted with ${fonts}, not ${wholeFonts[i]}`;
      if (fonts !== wholeFonts[i]) fontChanges.set(change, (fontChanges.get(change) ?? 0) + 1);
    });
    for (const [change, count] of fontChanges) problems.push(`${label}: ${count} texts ${change}`);
    // And our own web fonts paint every text of the page (a character missing from a subset, or a rule that
    // names a font without the page's script, falls to the device's font).
    const device = new Map<string, number>();
    for (const fonts of ownFonts) {
      if (!fonts.startsWith("native: ") && fonts.includes("(device)"))
        device.set(fonts, (device.get(fonts) ?? 0) + 1);
    }
    for (const [fonts, count] of device) problems.push(`${label}: ${count} texts painted with ${fonts}`);
    await page.evaluate((css) => {
      (document.querySelector("head style") as HTMLStyleElement).textContent = css;
    }, ownRules);
    for (const line of differences(own, withWhole).slice(0, 5))
      problems.push(`${label} at ${width} px: ${line}`);
  }
  return problems;
}
