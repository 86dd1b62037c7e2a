import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ALL_PUBLIC_PATHS, LANGUAGES, text } from "./support/public-site";
import { loginAsStaff } from "./support/staff";

/**
 * Each prerendered page carries only the rules it uses (decision 020, scripts/page-stylesheets.ts). That must
 * not change how any page looks: for every public page in every language, at a phone's and a desktop's width,
 * every element's box and painted style (and its ::before, ::after, ::marker, ::placeholder) are the same with
 * the page's own rules as with the site's whole stylesheet, and the same fonts paint its text. Without script, as a document is served (an
 * island renders the same markup).
 */
test.use({ javaScriptEnabled: false });

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
async function wholeStylesheet(request: APIRequestContext): Promise<string> {
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
async function compareWithWhole(page: Page, label: string, whole: string): Promise<string[]> {
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

test("every public page looks the same with its own rules as with the whole stylesheet", async ({
  page,
  request,
}) => {
  test.setTimeout(ALL_PUBLIC_PATHS.length * 10_000);
  const whole = await wholeStylesheet(request);
  const problems: string[] = [];
  for (const path of ALL_PUBLIC_PATHS) {
    await page.goto(path);
    problems.push(...(await compareWithWhole(page, path, whole)));
  }
  expect(problems).toEqual([]);
});

/**
 * The documents rendered per request (decision 020: their rules made at build time from every state they can
 * show, put inline by the server): the 404, the unsubscribe link's page in each state, and the answers of the
 * 'Stay Updated' form posted without script, in each language.
 */
test("the pages rendered per request look the same with their own rules as with the whole stylesheet", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const whole = await wholeStylesheet(request);
  const problems: string[] = [];
  const check = async (label: string) => problems.push(...(await compareWithWhole(page, label, whole)));
  await page
    .context()
    .setExtraHTTPHeaders({ "X-Forwarded-For": `10.151.${Math.floor(Math.random() * 250)}.7` });
  for (const lang of LANGUAGES) {
    const prefix = lang === "en" ? "" : `/${lang}`;
    const notFound = await page.goto(`${prefix}/nope`);
    expect(notFound?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "common", "notFound.title"));
    await check(`${prefix}/nope`);

    await page.goto(`${prefix}/newsletter/unsubscribe`);
    await expect(page.getByRole("alert")).toHaveText(text(lang, "newsletter", "unsubscribe.invalid"));
    await check(`${prefix}/newsletter/unsubscribe (no token)`);

    // The form's answers: an address the server refuses (the browser lets `a@b` through), then a good one.
    await page.goto(`${prefix}/newsletter`);
    await check(`${prefix}/newsletter`);
    const field = page.getByRole("textbox", { name: text(lang, "newsletter", "signup.label") });
    const send = page.getByRole("button", { name: text(lang, "newsletter", "signup.button") });
    await field.fill("a@b");
    await send.click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await check(`POST ${prefix}/newsletter (refused)`);
    const email = `styles.${lang}.${Date.now()}@example.com`;
    await field.fill(email);
    await send.click();
    await expect(page.getByRole("status")).toContainText(email);
    await check(`POST ${prefix}/newsletter (subscribed)`);

    // The unsubscribe link asks, answers the post, and says so again when opened later.
    await loginAsStaff(page);
    const csv = await (await page.request.get("/api/crm/newsletter/subscribers.csv")).text();
    await page.request.post("/api/auth/logout", { data: {} });
    const url = new URL(
      csv
        .split("\r\n")
        .find((row) => row.startsWith(`${email},`))
        ?.split(",")[3] ?? "",
    );
    const link = `${url.pathname}${url.search}`;
    expect(link.startsWith(`${prefix}/newsletter/unsubscribe?token=`), link).toBe(true);
    await page.goto(link);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await check(`${prefix}/newsletter/unsubscribe (asks)`);
    await page.getByRole("button", { name: text(lang, "newsletter", "unsubscribe.button") }).click();
    await expect(page.getByRole("status")).toBeVisible();
    await check(`POST ${prefix}/newsletter/unsubscribe`);
    await page.goto(link);
    await expect(page.getByRole("status")).toBeVisible();
    await check(`${prefix}/newsletter/unsubscribe (done)`);
  }
  expect(problems).toEqual([]);
});
