import { expect, type Page, test } from "@playwright/test";
import { TOPICS } from "#core/content/articles";
import { FIRST_LEADER_TEXTS } from "../first-leaders";
import { INITIAL_INSIGHTS as ARTICLES } from "./support/initial-insights";
import { getHref, type Lang, text } from "./support/public-site";

const cards = (page: Page) => page.getByRole("main").getByRole("article");

/** The blog as reports: charts, covers, authors, reading time, related insights, topics, sharing data. */
const REPORT_LANGS: readonly Lang[] = ["en", "ar", "sr"];
const leaderText = (lang: Lang, key: string) =>
  FIRST_LEADER_TEXTS[lang].find((leader) => leader.key === key)!;
const blog = (lang: Lang, key: string, values: Record<string, string> = {}) =>
  text(lang, "blog", key, values);

for (const lang of REPORT_LANGS) {
  test.describe(`insights as reports in ${lang}`, () => {
    for (const width of [1280, 375]) {
      test(`at ${width} px an article shows its cover, chart with name and table, author bio, reading time and related insights`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        const article = ARTICLES.find((a) => a.slug === "consumer-behavior")!;
        await page.goto(getHref(`/blog/${article.slug}`, lang));
        const main = page.getByRole("main");

        // The cover: sized, and the page's one high-priority image.
        const cover = main.locator("article header img");
        await expect(cover).toHaveAttribute("width", "1200");
        await expect(cover).toHaveAttribute("height", "630");
        await expect(cover).toHaveAttribute("fetchpriority", "high");
        await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
        expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
          true,
        );

        // Reading time, in the page language.
        await expect(main.locator("[data-reading-time]")).toHaveText(/\S/);
        const minutes = await main.locator("[data-reading-time]").getAttribute("data-reading-time");
        expect(Number(minutes)).toBeGreaterThanOrEqual(2);

        // The chart: an image named by its title, described, captioned, with its figures as a table.
        const { chart: figures } = article.texts[lang];
        const named = page.getByRole("img", { name: figures.title });
        const chart = main.locator(named);
        await expect(chart).toBeVisible();
        await expect(chart).toHaveAccessibleDescription(figures.description);
        const figure = main.locator("figure", { has: named });
        await expect(figure.locator("figcaption")).toHaveText(figures.caption);
        const table = figure.getByRole("table");
        await expect(table).toBeHidden();
        await figure.getByText(blog(lang, "chartTable")).click();
        await expect(table).toBeVisible();
        await expect(table.getByRole("columnheader")).toHaveText([
          figures.categoryHeading ?? "",
          figures.valueHeading ?? "",
        ]);
        await expect(table.getByRole("rowheader")).toHaveText(figures.rows.map(({ label }) => label));
        await expect(table.getByRole("cell")).toHaveText(figures.rows.map(({ value }) => String(value)));
        // The chart fits the page: nothing scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

        // The author: the leader's name, role and bio as the leadership page has them.
        const author = main.getByRole("region", { name: blog(lang, "aboutAuthor") });
        const sara = leaderText(lang, "sara-al-otaibi");
        await expect(author).toContainText(sara.name);
        await expect(author).toContainText(sara.role);
        await expect(author).toContainText(sara.bio);

        // Related insights: three other articles, in the page language.
        const related = main.getByRole("complementary", { name: blog(lang, "related") });
        const links = related.getByRole("link");
        await expect(links).toHaveCount(3);
        const relatedSlugs: string[] = [];
        for (const link of await links.all()) {
          const href = await link.getAttribute("href");
          expect(href).toMatch(new RegExp(`^${getHref("/blog/", lang)}[a-z-]+$`));
          expect(href).not.toContain(article.slug);
          relatedSlugs.push(href?.split("/").pop() ?? "");
        }
        // With their covers from 640 px; on a phone a list of titles, whose covers are not even downloaded.
        const covers = related.locator("img");
        await expect(covers).toHaveCount(3);
        for (const cover of await covers.all()) {
          if (width >= 640) await expect(cover).toBeVisible();
          else await expect(cover).toBeHidden();
        }
        if (width < 640) {
          await related.scrollIntoViewIfNeeded();
          await page.waitForLoadState("networkidle");
          const fetched = await page.evaluate(
            (slugs) =>
              performance
                .getEntriesByType("resource")
                .filter((entry) => slugs.some((slug) => entry.name.includes(`/media/cover-${slug}-`))).length,
            relatedSlugs,
          );
          expect(fetched).toBe(0);
        }
      });
    }

    test("the chart is mirrored right to left in Arabic, and the line chart's first category is on the reading side", async ({
      page,
    }) => {
      await page.goto(getHref("/blog/market-research-estimate", lang));
      const points = page.locator('svg[data-chart="line"] circle');
      await expect(points).toHaveCount(7);
      const first = (await points.first().boundingBox())!;
      const last = (await points.last().boundingBox())!;
      if (lang === "ar") expect(first.x).toBeGreaterThan(last.x);
      else expect(first.x).toBeLessThan(last.x);

      await page.goto(getHref("/blog/consumer-behavior", lang));
      const svg = (await page.locator('svg[data-chart="bar"]').boundingBox())!;
      const bar = (await page.locator('svg[data-chart="bar"] rect').first().boundingBox())!;
      if (lang === "ar") expect(Math.abs(bar.x + bar.width - (svg.x + svg.width))).toBeLessThan(2);
      else expect(Math.abs(bar.x - svg.x)).toBeLessThan(2);
    });

    test("JSON-LD and Open Graph describe the article: headline, date, breadcrumbs, its own image", async ({
      request,
    }) => {
      for (const article of ARTICLES) {
        const path = getHref(`/blog/${article.slug}`, lang);
        const html = await (await request.get(path)).text();
        const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
          (match) => JSON.parse(match[1]!) as Record<string, unknown>,
        );
        const posting = blocks.find((block) => block["@type"] === "BlogPosting")!;
        expect(posting, path).toBeTruthy();
        expect(posting.headline).toBe(article.texts[lang].title);
        expect(posting.datePublished).toBe(article.date);
        expect(posting.inLanguage).toBe(lang === "sr" ? "sr-Cyrl" : lang);
        const signed = FIRST_LEADER_TEXTS[lang].find((leader) => leader.key === article.author);
        expect((posting.author as { name: string }).name).toBe(
          signed?.name ?? blog(lang, "authors.potentia-team.name"),
        );
        const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList")!;
        const items = crumbs.itemListElement as { position: number; name: string; item: string }[];
        expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
        expect(items[1]!.name).toBe(blog(lang, "title"));
        expect(items[2]!.item).toMatch(new RegExp(`${path}$`));

        const meta = (property: string) =>
          new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
        expect(meta("og:type")).toBe("article");
        expect(meta("article:published_time")).toBe(article.date);
        const image = meta("og:image")!;
        expect(image).toMatch(new RegExp(`/media/og-${article.slug}\\.jpg$`));
        const picture = await request.get(new URL(image).pathname);
        expect(picture.status()).toBe(200);
        expect(picture.headers()["content-type"]).toBe("image/jpeg");
      }
      // Other pages keep the site's own image and type.
      const list = await (await request.get(getHref("/blog", lang))).text();
      expect(list).toContain('<meta property="og:type" content="website"');
      expect(list).not.toContain("BlogPosting");
    });

    test("the list's first cover loads as any image, the others lazily and only from 640 px, and every one shown arrives", async ({
      page,
    }) => {
      // The phone first: covers a desktop has loaded would be taken from the browser's memory, lazy or not.
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(getHref("/blog", lang));
        const covers = page.getByRole("main").locator("article picture img");
        await expect(covers).toHaveCount(ARTICLES.length);
        await expect(covers.nth(0)).toHaveAttribute("loading", "eager");
        await expect(covers.nth(0)).not.toHaveAttribute("fetchpriority", /.*/);
        for (let i = 1; i < ARTICLES.length; i++)
          await expect(covers.nth(i)).toHaveAttribute("loading", "lazy");
        // Every cover shown arrives (a reader scrolling down sees covers, not gaps): all of them on a desktop, the
        // lead's alone on a phone, where the other cards are text and their covers are never downloaded.
        const shown = width >= 640 ? ARTICLES.length : 1;
        for (let i = 0; i < shown; i++) {
          await covers.nth(i).scrollIntoViewIfNeeded();
          await expect
            .poll(() =>
              covers.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
            )
            .toBe(true);
        }
        if (width < 640) {
          for (let i = 1; i < ARTICLES.length; i++) await expect(covers.nth(i)).toBeHidden();
          await page.getByRole("main").getByRole("article").last().scrollIntoViewIfNeeded();
          await page.waitForLoadState("networkidle");
          const fetched = await page.evaluate(() =>
            performance
              .getEntriesByType("resource")
              .map((entry) => entry.name)
              .filter((name) => name.includes("/media/cover-")),
          );
          expect(fetched).toEqual([expect.stringContaining(`/media/cover-${ARTICLES[0]?.slug}-`)]);
        }
      }
    });
  });

  test.describe(`topic filters in ${lang}, without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("each filter is a link to its own page, marked as current, listing that topic's articles", async ({
      page,
    }) => {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(getHref("/blog", lang));
        const filters = page.getByRole("navigation", { name: blog(lang, "topicsLabel") });
        await expect(filters.getByRole("link")).toHaveCount(TOPICS.length + 1);
        await expect(filters.getByRole("link", { name: blog(lang, "allTopics") })).toHaveAttribute(
          "aria-current",
          "page",
        );
        for (const topic of TOPICS) {
          await page
            .getByRole("navigation", { name: blog(lang, "topicsLabel") })
            .getByRole("link", { name: blog(lang, `topics.${topic}`) })
            .click();
          await expect(page).toHaveURL(new RegExp(`${getHref(`/blog/topic/${topic}`, lang)}$`));
          const current = page
            .getByRole("navigation", { name: blog(lang, "topicsLabel") })
            .locator('[aria-current="page"]');
          await expect(current).toHaveCount(1);
          await expect(current).toHaveText(blog(lang, `topics.${topic}`));
          const name = blog(lang, `topics.${topic}`);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(
            blog(lang, "topicHeading", { topic: name }),
          );
          await expect(page).toHaveTitle(blog(lang, "topicMeta.title", { topic: name }));
          const expected = ARTICLES.filter((a) => (a.topics as readonly string[]).includes(topic));
          await expect(cards(page)).toHaveCount(expected.length);
          for (const article of expected) {
            await expect(
              page.getByRole("main").getByRole("heading", { name: article.texts[lang].title }),
            ).toBeVisible();
          }
        }
      }
    });

    test("topics are linked from the article, and an unknown topic answers 404", async ({ page }) => {
      await page.goto(getHref("/blog/data-science-conference", lang));
      await page
        .getByRole("main")
        .locator("article header")
        .getByRole("link", { name: blog(lang, "topics.ai-and-analytics") })
        .click();
      await expect(page).toHaveURL(new RegExp(`${getHref("/blog/topic/ai-and-analytics", lang)}$`));
      const response = await page.goto(getHref("/blog/topic/no-such-topic", lang));
      expect(response?.status()).toBe(404);
    });
  });
}

test("the chart's data table opens from the keyboard", async ({ page }) => {
  await page.goto("/blog/market-research-usage");
  const summary = page.locator("figure details summary");
  await summary.focus();
  await expect(summary).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("figure table")).toBeVisible();
  await expect(page.locator("figure table").getByRole("cell").first()).toHaveText("100%");
});
