import { expect, type Locator, type Page, test } from "@playwright/test";
import { islandReady } from "./support/islands";

/** The tools showcase behaves the same on the home page and on /tools (SPEC.md sections 2, 4, 9). */
const PLACES = [
  { name: "home", path: "/" },
  { name: "/tools", path: "/tools" },
] as const;

const CLUSTERS = [
  { name: "Want it All", size: "29%", penetration: "21%" },
  { name: "Package Driven", size: "26%", penetration: "34%" },
  { name: "Taste Driven", size: "15%", penetration: "17%" },
  { name: "Serenity Seeker", size: "24%", penetration: "19%" },
  { name: "White Space", size: "19%", penetration: "9%" },
];

const ATTRIBUTES = [
  ["Trusted", "95"],
  ["Good value for money", "88"],
  ["Great taste", "82"],
  ["High quality", "79"],
  ["Easy to find", "71"],
  ["Right for the occasion", "65"],
  ["Attractive packaging", "58"],
  ["Fits my lifestyle", "52"],
  ["Good promotions", "48"],
  ["Healthy choice", "44"],
];

async function gotoShowcase(page: Page, path: string) {
  await page.goto(path);
  await islandReady(page, "tools");
  return page.getByRole("tablist").first();
}

function legend(page: Page): Locator {
  return page.getByTestId("cluster-legend");
}

async function widthRatio(bar: Locator, track: Locator): Promise<number> {
  const [b, t] = await Promise.all([bar.boundingBox(), track.boundingBox()]);
  if (!b || !t) throw new Error("bar not laid out");
  return b.width / t.width;
}

for (const place of PLACES) {
  test.describe(`tools showcase on ${place.name}`, () => {
    test("has three tabs, Brand Compass first and selected, operable with arrow keys", async ({ page }) => {
      const tablist = await gotoShowcase(page, place.path);
      await expect(tablist).toHaveAccessibleName("Choose a tool");
      const tabs = tablist.getByRole("tab");
      await expect(tabs).toHaveText(["Brand Compass", "Distance Matrix", "Insight Activation Framework"]);
      await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel")).toContainText("Click on a segment to explore details");

      await tabs.nth(0).focus();
      await page.keyboard.press("ArrowRight");
      await expect(tabs.nth(1)).toBeFocused();
      await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel")).toContainText("Brand image attributes");
      await page.keyboard.press("End");
      await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel")).toContainText("Key actions");
    });

    test("Brand Compass: legend buttons select and deselect a segment and show its figures", async ({
      page,
    }) => {
      await gotoShowcase(page, place.path);
      const panel = page.getByRole("tabpanel");
      const buttons = legend(page).getByRole("button");
      await expect(buttons).toHaveCount(5);
      await expect(panel.getByText("How to read the outputs")).toBeVisible();

      for (const cluster of CLUSTERS) {
        const button = legend(page).getByRole("button", { name: new RegExp(`^${cluster.name}`) });
        await button.click();
        await expect(button).toHaveAttribute("aria-pressed", "true");
        await expect(page.getByTestId("segment-size")).toHaveText(cluster.size);
        await expect(page.getByTestId("penetration-factor")).toHaveText(cluster.penetration);
        await expect(panel.getByRole("heading", { name: cluster.name })).toBeVisible();
        await expect(panel.getByText("Click on a segment to explore details")).toHaveCount(0);
        // Only one segment is selected at a time.
        await expect(legend(page).locator("[aria-pressed=true]")).toHaveCount(1);
      }

      // White Space (selected last) has no brands.
      await expect(panel.getByText("No brand serves this segment yet: an open opportunity.")).toBeVisible();
      await expect(page.getByTestId("cluster-details").locator("[data-brand]")).toHaveCount(0);

      // A second click deselects.
      await legend(page)
        .getByRole("button", { name: /^White Space/ })
        .click();
      await expect(legend(page).locator("[aria-pressed=true]")).toHaveCount(0);
      await expect(panel.getByText("Click on a segment to explore details")).toBeVisible();
      await expect(panel.getByText("How to read the outputs")).toBeVisible();
    });

    test("Brand Compass: share bars are share out of 60 of their track", async ({ page }) => {
      await gotoShowcase(page, place.path);
      await legend(page)
        .getByRole("button", { name: /^Want it All/ })
        .click();
      const rows = page.getByTestId("cluster-details").locator("[data-brand]");
      await expect(rows).toHaveCount(4);
      const expected: Record<string, number> = {
        "market-leader": 38,
        "your-brand": 27,
        "competitor-a": 19,
        "private-label": 9,
      };
      for (const [brand, share] of Object.entries(expected)) {
        const row = page.getByTestId("cluster-details").locator(`[data-brand=${brand}]`);
        await expect(row).toContainText(`${share}%`);
        const ratio = await widthRatio(row.locator("[data-part=bar]"), row.locator("[data-part=track]"));
        expect(ratio).toBeCloseTo(share / 60, 2);
      }
      await expect(rows.first()).toContainText("Market Leader");
    });

    test("Brand Compass: clicking a bubble selects it and clicking it again deselects it", async ({
      page,
    }) => {
      await gotoShowcase(page, place.path);
      const bubble = page.locator("[data-cluster=package-driven]");
      await bubble.click();
      await expect(legend(page).getByRole("button", { name: /^Package Driven/ })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(page.getByTestId("segment-size")).toHaveText("26%");
      await expect(page.getByTestId("penetration-factor")).toHaveText("34%");
      await bubble.click();
      await expect(legend(page).locator("[aria-pressed=true]")).toHaveCount(0);
      await expect(page.getByText("Click on a segment to explore details")).toBeVisible();

      // Clicking another bubble moves the selection.
      await page.locator("[data-cluster=taste-driven]").click();
      await page.locator("[data-cluster=serenity-seeker]").click();
      await expect(page.getByTestId("segment-size")).toHaveText("24%");
    });

    test("Brand Compass: bubbles are sized by segment, described for screen readers, keyboard via legend", async ({
      page,
    }) => {
      await gotoShowcase(page, place.path);
      const radii = await page
        .getByTestId("brand-compass-chart")
        .locator("[data-cluster] circle")
        .evaluateAll((circles) => circles.map((c) => Number(c.getAttribute("r"))));
      const sizes = [29, 26, 15, 24, 19];
      radii.forEach((r, i) => {
        expect(r / radii[0]!).toBeCloseTo(sizes[i]! / sizes[0]!, 5);
      });

      const chart = page.getByRole("group", {
        name: "Consumer segments of the category, sized by share of consumers",
      });
      await expect(chart).toBeVisible();
      const description = await chart.evaluate((svg) => svg.querySelector("desc")?.textContent ?? "");
      for (const cluster of CLUSTERS) {
        expect(description).toContain(
          `${cluster.name}: Segment size ${cluster.size}, Penetration factor ${cluster.penetration}`,
        );
      }

      const button = legend(page).getByRole("button", { name: /^Taste Driven/ });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByTestId("segment-size")).toHaveText("15%");
      await page.keyboard.press("Space");
      await expect(button).toHaveAttribute("aria-pressed", "false");

      // 'Clear selection' returns focus to the segment's legend button.
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "Clear selection" }).click();
      await expect(button).toHaveAttribute("aria-pressed", "false");
      await expect(button).toBeFocused();
    });

    test("Distance Matrix: ten ranked attributes, exactly one selected, Trusted by default", async ({
      page,
    }) => {
      await gotoShowcase(page, place.path);
      await page.getByRole("tab", { name: "Distance Matrix" }).click();
      const list = page.getByRole("list", { name: "Brand image attributes" });
      const buttons = list.getByRole("button");
      await expect(buttons).toHaveCount(10);
      for (const [index, [name, importance]] of ATTRIBUTES.entries()) {
        await expect(buttons.nth(index)).toContainText(name!);
        await expect(buttons.nth(index)).toContainText(importance!);
      }
      await expect(list.locator("[aria-pressed=true]")).toHaveCount(1);
      await expect(buttons.nth(0)).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("heading", { name: "Brand scores: Trusted" })).toBeVisible();

      const scores = page.getByTestId("brand-scores");
      const expectScores = async (values: [string, string, string][]) => {
        for (const [index, [brand, score, trend]] of values.entries()) {
          const row = scores.getByRole("listitem").nth(index);
          await expect(row).toContainText(brand);
          await expect(row.locator("[data-part=score]")).toHaveText(score);
          await expect(row).toContainText(trend);
        }
      };
      await expectScores([
        ["Your Brand", "72", "Rising"],
        ["Market Leader", "86", "Stable"],
        ["Competitor A", "64", "Declining"],
        ["Competitor B", "58", "Stable"],
      ]);
      await expect(scores.locator("[data-trend=up]")).toHaveCount(1);
      await expect(scores.locator("[data-trend=down]")).toHaveCount(1);
      await expect(scores.locator("[data-trend=stable]")).toHaveCount(2);

      const healthy = list.getByRole("button", { name: /Healthy choice/ });
      await healthy.click();
      await expect(healthy).toHaveAttribute("aria-pressed", "true");
      await expect(list.locator("[aria-pressed=true]")).toHaveCount(1);
      await expect(page.getByRole("heading", { name: "Brand scores: Healthy choice" })).toBeVisible();
      await expectScores([
        ["Your Brand", "68", "Rising"],
        ["Market Leader", "47", "Stable"],
        ["Competitor A", "52", "Declining"],
        ["Competitor B", "44", "Stable"],
      ]);

      // Clicking the selected attribute again keeps it selected: there is always exactly one.
      await healthy.click();
      await expect(healthy).toHaveAttribute("aria-pressed", "true");
      await expect(list.locator("[aria-pressed=true]")).toHaveCount(1);

      // Keyboard.
      await buttons.nth(2).focus();
      await page.keyboard.press("Enter");
      await expect(buttons.nth(2)).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("heading", { name: "Brand scores: Great taste" })).toBeVisible();

      for (const box of ["Accuracy", "Trend Assessment", "Sales Correlation"]) {
        await expect(page.getByRole("heading", { name: box, exact: true })).toBeVisible();
      }
    });

    test("Insight Activation Framework: one phase always selected, Translate by default", async ({
      page,
    }) => {
      await gotoShowcase(page, place.path);
      await page.getByRole("tab", { name: "Insight Activation Framework" }).click();
      const phases = page.getByRole("list", { name: "Phases" }).getByRole("button");
      await expect(phases).toHaveCount(3);
      await expect(phases.nth(0)).toContainText("Translate");
      await expect(phases.nth(1)).toContainText("Integrate");
      await expect(phases.nth(2)).toContainText("Validate");
      await expect(phases.nth(0)).toHaveAttribute("aria-pressed", "true");

      const details = page.getByTestId("phase-details");
      await expect(details.getByRole("heading", { name: "Translate" })).toBeVisible();
      await expect(details).toContainText("We turn research findings into clear business implications");
      await expect(page.getByTestId("phase-actions").getByRole("listitem")).toHaveCount(5);
      await expect(page.getByTestId("phase-deliverables").getByRole("listitem")).toHaveCount(4);

      await phases.nth(1).click();
      await expect(phases.nth(1)).toHaveAttribute("aria-pressed", "true");
      await expect(phases.nth(0)).toHaveAttribute("aria-pressed", "false");
      await expect(details.getByRole("heading", { name: "Integrate" })).toBeVisible();
      await expect(details).toContainText("We build insights into the plans");
      await expect(page.getByTestId("phase-actions").getByRole("listitem")).toHaveCount(5);
      await expect(page.getByTestId("phase-deliverables")).toContainText("Implementation roadmap");

      await phases.nth(1).click();
      await expect(phases.nth(1)).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("list", { name: "Phases" }).locator("[aria-pressed=true]")).toHaveCount(1);

      await phases.nth(2).focus();
      await page.keyboard.press("Space");
      await expect(details.getByRole("heading", { name: "Validate" })).toBeVisible();
      await expect(page.getByTestId("phase-deliverables").getByRole("listitem")).toHaveCount(4);

      await expect(page.getByTestId("framework-challenge")).toContainText("The Challenge");
      await expect(page.getByTestId("framework-challenge")).toContainText(
        "87% of research reports never drive action",
      );
      await expect(page.getByTestId("framework-guarantee")).toContainText(
        "90 days of post-project engagement",
      );
    });
  });
}
