import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { contactFields, messageHint, SENDER } from "./support/contact-form";
import {
  ALL_PUBLIC_PATHS,
  getHref,
  LANGUAGES,
  PAGES_WITH_ISLANDS,
  splitLangPath,
  text,
} from "./support/public-site";
import { loginAsStaff } from "./support/staff";

/** Public pages are documents: no script where nothing is interactive, and a frame that works without any. */

const base = () => test.info().project.use.baseURL ?? "";

async function html(path: string, init: RequestInit = {}): Promise<string> {
  const response = await fetch(`${base()}${path}`, init);
  return response.text();
}

/** Every `<script>` that a browser would run, and every modulepreload link. */
function executableScripts(page: string): string[] {
  const found: string[] = [];
  for (const match of page.matchAll(/<script\b([^>]*)>/gi)) {
    const type = /\btype=["']?([^"'\s>]+)/i.exec(match[1] ?? "")?.[1]?.toLowerCase();
    if (type === "application/ld+json" || type === "application/json" || type === "speculationrules")
      continue;
    found.push(match[0]);
  }
  for (const match of page.matchAll(/<link\b[^>]*rel=["']?modulepreload[^>]*>/gi)) found.push(match[0]);
  return found;
}

test("document pages in every language ship no script, no modulepreload and no route data", async () => {
  test.setTimeout(120_000);
  const documents = ALL_PUBLIC_PATHS.filter((path) => !PAGES_WITH_ISLANDS.has(splitLangPath(path).path));
  // The unsubscribe and confirmation pages and the 404, in every language, too.
  const extra = LANGUAGES.flatMap((lang) => [
    getHref("/newsletter/unsubscribe", lang),
    getHref("/newsletter/confirm", lang),
    getHref("/no-such-page", lang),
  ]);
  const offenders: string[] = [];
  for (const path of [...documents, ...extra]) {
    const page = await html(path);
    const scripts = executableScripts(page);
    if (scripts.length > 0) offenders.push(`${path}: ${scripts.join(" ")}`);
    if (page.includes("__reactRouterContext")) offenders.push(`${path}: route data`);
  }
  expect(documents.length).toBeGreaterThanOrEqual(3 * 14);
  expect(offenders).toEqual([]);
});

test("pages with interactive parts have one inline script, which adds the islands' boot script", async () => {
  for (const lang of LANGUAGES) {
    for (const path of PAGES_WITH_ISLANDS) {
      const page = await html(getHref(path, lang));
      // Pages rendered per request (the blog's, decisions 030 and 032) too: allowed by its hash, no nonce.
      expect(executableScripts(page), getHref(path, lang)).toEqual(["<script>"]);
      expect(page, getHref(path, lang)).toMatch(
        /<script>\(function [^<]*\)\("\/assets\/islands-[\w-]+\.js"\)<\/script>/,
      );
    }
  }
});

test("a page kept from the published content holds no nonce: its script is allowed by its hash", async () => {
  for (const lang of LANGUAGES) {
    const first = await fetch(`${base()}${getHref("/blog", lang)}`);
    const policy = first.headers.get("content-security-policy") ?? "";
    expect(policy, lang).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    expect(policy, lang).not.toContain("nonce-");
    const body = await first.text();
    expect(body, lang).not.toMatch(/\snonce=/);
    // The second answer is the kept one: the same document, and still no nonce to reuse.
    expect(await (await fetch(`${base()}${getHref("/blog", lang)}`)).text(), lang).toBe(body);
  }
});

for (const lang of LANGUAGES) {
  test(`the islands' boot script comes after the first paint; the form's script on first use, keeping what was typed (${lang})`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // The form's own chunk is held back until the visitor has typed, as on a slow phone.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/contact-island-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(getHref("/contact", lang));
    // The boot script is asked for after the first paint, which a busy machine may give late: wait for it to arrive.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType("resource")
        .some((entry) => /\/assets\/islands-[\w-]+\.js$/.test(entry.name)),
    );
    await page.waitForLoadState("networkidle");
    const assets = () =>
      page.evaluate(() =>
        performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
      );
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const boot = performance
        .getEntriesByType("resource")
        .find((entry) => /\/assets\/islands-[\w-]+\.js$/.test(entry.name));
      return { paint: paint?.startTime, boot: boot?.startTime };
    });
    expect(timing.paint).toBeDefined();
    expect(timing.boot).toBeDefined();
    expect(timing.boot ?? 0).toBeGreaterThanOrEqual(timing.paint ?? Number.POSITIVE_INFINITY);

    // Until a visitor uses the form, the page has loaded no React and no form script.
    expect((await assets()).filter((asset) => /\/assets\/(react|forms|contact-island)-/.test(asset))).toEqual(
      [],
    );
    const island = page.locator('[data-island="contact"]');
    await expect(island).not.toHaveAttribute("data-hydrated", "true");

    // What a visitor types before the form's script has arrived.
    const { name, message, submit: send } = contactFields(page, lang);
    // Where the send button sits in the page (not in the window, which typing scrolls).
    const top = () => send.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
    const sendBefore = await top();
    await name.pressSequentially(SENDER[lang].name);
    await message.pressSequentially(SENDER[lang].message);
    await expect(island).not.toHaveAttribute("data-hydrated", "true");
    release();

    // React hydrates the form around what was typed, and counts it.
    await expect(island).toHaveAttribute("data-hydrated", "true");
    await expect(name).toHaveValue(SENDER[lang].name);
    await expect(message).toHaveValue(SENDER[lang].message);
    await expect(page.getByText(messageHint(lang, SENDER[lang].message.length))).toBeVisible();
    // The count takes the place of the limit the form stated without its script: nothing below it moves.
    expect(await top()).toBe(sendBefore);
    await message.press("End");
    await message.pressSequentially("!");
    await expect(page.getByText(messageHint(lang, SENDER[lang].message.length + 1))).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test.describe("accessibility with the menu and the switcher open", () => {
  for (const lang of LANGUAGES) {
    test(`zero axe violations (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(getHref("/about", lang));
      await page.getByRole("button", { name: text(lang, "common", "nav.openMenu") }).click();
      await expect(page.locator("#site-menu")).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(getHref("/about", lang));
      await page.locator("button[popovertarget='language-menu']").click();
      await expect(page.locator("#language-menu")).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  }
});

test("the home link is marked as the current page in every language", async ({ page }) => {
  for (const lang of LANGUAGES) {
    await page.goto(getHref("/", lang));
    await expect(
      page.getByRole("navigation", { name: text(lang, "common", "nav.primary") }).getByRole("link", {
        name: text(lang, "common", "nav.home"),
      }),
    ).toHaveAttribute("aria-current", "page");
  }
});

test("URLs that differ by case or a trailing slash redirect permanently to the canonical one", async () => {
  for (const [from, to] of [
    ["/About", "/about"],
    ["/about/", "/about"],
    ["/AR/Solutions/", "/ar/solutions"],
    ["/sr/Blog?x=1", "/sr/blog?x=1"],
  ] as const) {
    const response = await fetch(`${base()}${from}`, { redirect: "manual" });
    expect(response.status, from).toBe(301);
    expect(response.headers.get("location"), from).toBe(to);
  }
  // The router's own requests are never redirected, whatever language is saved.
  const manifest = await fetch(`${base()}/__manifest?paths=%2Fabout&version=x`, {
    headers: { cookie: "lang=ar" },
    redirect: "manual",
  });
  expect(manifest.status).not.toBe(302);
});

test("from the staff app, a link to a public page loads it as a document, in the app's language", async ({
  page,
}) => {
  await loginAsStaff(page, "ar");
  await page.goto("/ar/crm");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: text("ar", "common", "nav.leadership") })
    .click();
  await expect(page).toHaveURL(/\/ar\/leadership$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ar", "pages", "leadership.title"));
  // A document request, not the router's data request for the page.
  expect(requests).toContain("/ar/leadership");
  expect(requests.filter((path) => path.endsWith(".data"))).toEqual([]);
  expect(executableScripts(await page.content())).toEqual([]);
});

for (const lang of LANGUAGES) {
  test(`Back returns to where the reader was on the previous page (${lang})`, async ({ page }) => {
    await page.goto(getHref("/leadership", lang));
    const footerLink = page
      .getByRole("contentinfo")
      .getByRole("link", { name: text(lang, "common", "footer.terms") });
    await footerLink.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await footerLink.click();
    await expect(page).toHaveURL(new RegExp(`${getHref("/terms", lang)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "legal", "terms.title"));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${getHref("/leadership", lang)}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
    // What the reader saw is in view again, not only the same offset.
    await expect(footerLink).toBeInViewport();
  });
}
