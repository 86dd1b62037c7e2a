import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { ATTRIBUTES, CLUSTERS, MATRIX_BRANDS, PHASES } from "#core/content/tools";
import { formatNumber, formatPercent } from "#core/lib/format";
import { axeViolations } from "./crm-helpers";
import { islandReady } from "./support/islands";
import { getHref, LANGUAGES, type Lang, text, WIDTHS } from "./support/public-site";

/** Issue #32: /tools without script shows its three tools, their content and figures, as a document. */

const tt = (lang: Lang, key: string, values: Record<string, string> = {}) => text(lang, "tools", key, values);
/** A list of the tools' translations (key actions, deliverables), as the site shows it. */
function list(lang: Lang, key: string): string[] {
  const file = fileURLToPath(new URL(`../../core/i18n/locales/${lang}/tools.json`, import.meta.url));
  let node: unknown = JSON.parse(readFileSync(file, "utf8"));
  for (const part of key.split(".")) node = (node as Record<string, unknown>)[part];
  return node as string[];
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGUAGES) {
    test(`/tools shows every segment, every brand's scores and every phase, and no dead tabs (${lang})`, async ({
      page,
    }) => {
      const number = (value: number) => formatNumber(value, lang);
      const percent = (value: number) => formatPercent(value, lang);
      await page.goto(getHref("/tools", lang));
      const main = page.getByRole("main");
      await expect(main.getByRole("tablist")).toBeHidden();
      for (const tool of ["brandCompass", "distanceMatrix", "insightFramework"]) {
        await expect(main.getByRole("heading", { level: 2, name: tt(lang, `${tool}.title`) })).toBeVisible();
      }

      for (const cluster of CLUSTERS) {
        const details = main.getByTestId("cluster-details").filter({
          has: page.getByRole("heading", {
            level: 3,
            name: tt(lang, `brandCompass.clusters.${cluster.id}.name`),
          }),
        });
        await expect(details).toBeVisible();
        await expect(details.getByTestId("segment-size")).toHaveText(percent(cluster.size));
        await expect(details.getByTestId("penetration-factor")).toHaveText(
          percent(cluster.penetrationFactor),
        );
      }

      const table = main.getByRole("table", { name: tt(lang, "distanceMatrix.tableCaption") });
      await expect(table).toBeVisible();
      for (const brand of MATRIX_BRANDS) {
        await expect(table.getByRole("columnheader", { name: tt(lang, `brands.${brand.id}`) })).toBeVisible();
      }
      for (const attribute of ATTRIBUTES) {
        const row = table.getByRole("row", {
          name: tt(lang, `distanceMatrix.attributes.${attribute.id}`),
          exact: false,
        });
        const cells = row.first().getByRole("cell");
        await expect(cells).toHaveText([
          number(attribute.importance),
          ...MATRIX_BRANDS.map((brand) => number(brand.scores[attribute.id])),
        ]);
      }

      for (const phase of PHASES) {
        const details = main.getByTestId("phase-details").filter({
          has: page.getByRole("heading", {
            level: 3,
            name: tt(lang, `insightFramework.phases.${phase.id}.title`),
          }),
        });
        await expect(details).toBeVisible();
        await expect(details.getByTestId("phase-actions").getByRole("listitem")).toHaveText(
          list(lang, `insightFramework.phases.${phase.id}.actions`),
        );
        await expect(details.getByTestId("phase-deliverables").getByRole("listitem")).toHaveText(
          list(lang, `insightFramework.phases.${phase.id}.deliverables`),
        );
      }

      if (lang !== "sr") {
        for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
          await page.setViewportSize({ width, height: 900 });
          await page.screenshot({
            path: `/tmp/pubforms-tools-noscript-${lang}-${width}.png`,
            fullPage: true,
          });
        }
      }
    });
  }
});

for (const lang of LANGUAGES) {
  test(`axe finds nothing in the /tools document a browser without script shows, and it fits a phone (${lang})`, async ({
    page,
  }) => {
    // axe needs script: the page as served, shown as a browser without script would (its <noscript>
    // content in place, the showcase and every script out), in a page where axe may run.
    const path = getHref("/tools", lang);
    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
        .replace(/<\/?noscript>/g, "")
        .replace('class="noscript:hidden"', 'hidden=""');
      await route.fulfill({ response, body: html });
    });
    await page.goto(path);
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByRole("tablist")).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    // Nothing wider than a phone: the table scrolls in its own box.
    await page.setViewportSize({ width: WIDTHS.phone, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS.phone);
  });
}

test("with script, /tools shows the showcase alone: the document stays in its <noscript>", async ({
  page,
}) => {
  await page.goto("/tools");
  await islandReady(page, "tools");
  await expect(page.getByRole("main").getByRole("tablist")).toBeVisible();
  await expect(page.getByRole("table", { name: tt("en", "distanceMatrix.tableCaption") })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: tt("en", "distanceMatrix.title") })).toHaveCount(
    0,
  );
});
