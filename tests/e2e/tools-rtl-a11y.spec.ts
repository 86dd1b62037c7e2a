import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { islandReady } from "./support/islands";

/** The tools showcase without scripts, in Arabic, its axe check and the link from home to /tools. */

async function gotoShowcase(page: Page, path: string) {
  await page.goto(path);
  await islandReady(page, "tools");
}

function legend(page: Page): Locator {
  return page.getByTestId("cluster-legend");
}

test("'Explore All Tools in Detail' leads from home to /tools, and is not on /tools itself", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.getByRole("link", { name: "Explore All Tools in Detail" }).click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByRole("heading", { level: 1, name: "Our Proprietary Tools" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Explore All Tools in Detail" })).toHaveCount(0);
});

test("the showcase is complete HTML before any script runs (hidden without script: the document stands in)", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/tools");
  const tab = page.locator('[role="tab"]', { hasText: "Brand Compass" });
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(tab).toBeHidden();
  await expect(page.getByTestId("brand-compass-chart").locator("[data-cluster]")).toHaveCount(5);
  await expect(page.getByRole("table").first()).toBeVisible();
  await context.close();
});

test.describe("tools showcase in Arabic", () => {
  test("mirrors the chart, grows bars from the right and turns the trend arrows", async ({ page }) => {
    await gotoShowcase(page, "/ar/tools");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

    // Want it All sits at x = 26% in English, so at 74% in Arabic.
    const cx = await page.locator("[data-cluster=want-it-all] circle").getAttribute("cx");
    expect(Number(cx)).toBeCloseTo(74, 5);

    await expect(legend(page)).toHaveAttribute("aria-label", "الشرائح");
    await legend(page)
      .getByRole("button", { name: /^يريدون كل شيء/ })
      .click();
    await expect(page.getByTestId("segment-size")).toHaveText(/^29٪/);
    await expect(page.getByTestId("penetration-factor")).toHaveText(/^21٪/);
    const row = page.getByTestId("cluster-details").locator("[data-brand=market-leader]");
    const [bar, track] = await Promise.all([
      row.locator("[data-part=bar]").boundingBox(),
      row.locator("[data-part=track]").boundingBox(),
    ]);
    expect(bar && track).toBeTruthy();
    expect(Math.abs(bar!.x + bar!.width - (track!.x + track!.width))).toBeLessThan(1);
    expect(bar!.width / track!.width).toBeCloseTo(38 / 60, 2);

    await page.getByRole("tab", { name: "Distance Matrix" }).click();
    const arrow = page.locator("[data-trend=up] svg");
    const transform = await arrow.evaluate((el) => getComputedStyle(el).transform);
    expect(transform).toBe("matrix(-1, 0, 0, 1, 0, 0)");
    await expect(page.getByRole("heading", { name: "درجات العلامات التجارية: موثوقة" })).toBeVisible();
  });
});

test.describe("the showcase by keyboard alone, in every language", () => {
  const CASES = [
    { path: "/tools", bubble: "Taste Driven: Segment size 15%, Penetration factor 17%." },
    { path: "/ar/tools", bubble: "يريدون كل شيء: حجم الشريحة 29٪، معامل الاختراق 21٪." },
    { path: "/sr/", bubble: "Вођени укусом: Величина сегмента 15%, Фактор пенетрације 17%." },
  ];
  for (const { path, bubble } of CASES) {
    test(`${path}: Home and End move between the tabs; Tab reaches the bubbles, Enter and Space toggle them`, async ({
      page,
    }) => {
      await gotoShowcase(page, path);
      const tabs = page.getByRole("tablist").first().getByRole("tab");
      await tabs.nth(0).focus();
      await page.keyboard.press("End");
      await expect(tabs.nth(2)).toBeFocused();
      await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Home");
      await expect(tabs.nth(0)).toBeFocused();
      await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");

      // From the selected tab, Tab enters the panel, then the chart's bubbles, in the chart's order.
      const bubbles = page.getByTestId("brand-compass-chart").getByRole("button");
      await expect(bubbles).toHaveCount(5);
      await page.keyboard.press("Tab");
      await expect(page.getByRole("tabpanel")).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(bubbles.nth(0)).toBeFocused();
      const target = page.getByTestId("brand-compass-chart").getByRole("button", { name: bubble });
      for (let presses = 0; presses < 4; presses++) {
        if (await target.evaluate((el) => el === document.activeElement)) break;
        await page.keyboard.press("Tab");
      }
      await expect(target).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(target).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByTestId("segment-size")).toHaveText(/^(15%|29٪)/);
      await page.keyboard.press(" ");
      await expect(target).toHaveAttribute("aria-pressed", "false");
      await expect(page.getByTestId("segment-size")).toHaveCount(0);
    });
  }
});

test.describe("accessibility of the tools showcase", () => {
  for (const path of ["/tools", "/ar/tools"]) {
    test(`${path} has no axe violations on any tab`, async ({ page }) => {
      test.setTimeout(120_000); // axe runs four times here
      await gotoShowcase(page, path);
      const check = async () => {
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual(
          [],
        );
      };
      await check();
      await legend(page).getByRole("button").first().click();
      await check();
      await page.getByRole("tab").nth(1).click();
      await check();
      await page.getByRole("tab").nth(2).click();
      await check();
    });
  }
});
