import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/** Newest first, as the list shows them, with each language's date. */
const LANGS = [
  {
    prefix: "",
    title: "Insights & News",
    readMore: "Read More",
    back: "Back to Blog",
    notFound: "Page Not Found",
    news: "News",
    insights: "Insights",
    articles: [
      [
        "data-science-conference",
        "Potentia at a Data Science Conference: AI in Research",
        "20 November 2024",
      ],
      [
        "market-research-estimate",
        "How to Estimate the Scope and Budget of a Research Project",
        "3 September 2024",
      ],
      ["consumer-behavior", "Consumer Behavior Shifts in Saudi Arabia and Serbia", "12 June 2024"],
      ["market-research-usage", "How Leading Companies Actually Use Market Research", "9 April 2024"],
    ],
  },
  {
    prefix: "/ar",
    title: "رؤى وأخبار",
    readMore: "اقرأ المزيد",
    back: "العودة إلى المدونة",
    notFound: null,
    news: "أخبار",
    insights: "رؤى",
    articles: [
      ["data-science-conference", null, "20 نوفمبر 2024"],
      ["market-research-estimate", null, "3 سبتمبر 2024"],
      ["consumer-behavior", null, "12 يونيو 2024"],
      ["market-research-usage", null, "9 أبريل 2024"],
    ],
  },
  {
    prefix: "/sr",
    title: "Увиди и вести",
    readMore: null,
    back: "Назад на блог",
    notFound: null,
    news: "Вести",
    insights: "Увиди",
    articles: [
      ["data-science-conference", null, "20. новембра 2024."],
      ["market-research-estimate", null, "3. септембра 2024."],
      ["consumer-behavior", null, "12. јуна 2024."],
      ["market-research-usage", null, "9. априла 2024."],
    ],
  },
] as const;

const cards = (page: Page) => page.getByRole("main").getByRole("article");

for (const lang of LANGS) {
  test.describe(`blog in ${lang.prefix || "/en"}`, () => {
    test("lists the four articles in two columns, with badge, title, excerpt, author, date, Read More", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const response = await page.goto(`${lang.prefix}/blog`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang.title);
      await expect(cards(page)).toHaveCount(4);

      for (const [index, [slug, title, date]] of lang.articles.entries()) {
        const card = cards(page).nth(index);
        if (title) await expect(card.getByRole("heading", { level: 2 })).toHaveText(title);
        await expect(card.locator("time")).toHaveText(date);
        await expect(card.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
        const link = card.getByRole("link");
        await expect(link).toHaveAttribute("href", `${lang.prefix}/blog/${slug}`);
        if (lang.readMore) await expect(link).toContainText(lang.readMore);
        await expect(card.locator("p").first()).not.toBeEmpty();
      }

      // Two columns: the first two cards side by side, the third under the first.
      const [a, b, c] = await Promise.all([0, 1, 2].map((i) => cards(page).nth(i).boundingBox()));
      expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
      expect(Math.abs(a!.x - b!.x)).toBeGreaterThan(100);
      expect(Math.abs(a!.x - c!.x)).toBeLessThan(2);

      // News in the default badge style, Insights in the secondary one.
      const news = cards(page).nth(0).getByText(lang.news, { exact: true });
      const insights = cards(page).nth(1).getByText(lang.insights, { exact: true });
      const background = (el: Element) => getComputedStyle(el).backgroundColor;
      const [newsBg, insightsBg] = [await news.evaluate(background), await insights.evaluate(background)];
      expect(newsBg).not.toBe(insightsBg);
      expect(newsBg).toBe("rgb(15, 118, 110)");
    });

    test("opens an article from the list and goes back", async ({ page }) => {
      await page.goto(`${lang.prefix}/blog`);
      await page.waitForLoadState("networkidle");
      const [slug, , date] = lang.articles[2];
      await cards(page).nth(2).getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/blog/${slug}$`));
      const article = page.getByRole("main").getByRole("article");
      await expect(article.getByRole("link", { name: lang.back })).toBeVisible();
      await expect(article.locator("time")).toHaveText(date);
      await expect(article.getByText(lang.insights, { exact: true })).toBeVisible();
      await expect(article.getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expect(article.getByRole("listitem").first()).toBeVisible();
      await article.getByRole("link", { name: lang.back }).click();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/blog$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang.title);
    });
  });
}

test.describe("articles", () => {
  test("every article in every language is a complete page with its own title", async ({ request }) => {
    for (const lang of LANGS) {
      for (const [slug] of lang.articles) {
        const response = await request.get(`${lang.prefix}/blog/${slug}`);
        expect(response.status(), `${lang.prefix}/blog/${slug}`).toBe(200);
        const html = await response.text();
        expect(html).toMatch(/<title>[^<|]+ \| (Potentia|بوتنشيا)<\/title>/);
        expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        expect(html).toContain("<time");
      }
    }
  });

  test("an article shows back link, badge, title, author, date and the body by the rules", async ({
    page,
  }) => {
    await page.goto("/blog/market-research-estimate");
    await expect(page).toHaveTitle("How to Estimate the Scope and Budget of a Research Project | Potentia");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^What drives the cost of market research/,
    );
    const article = page.getByRole("main").getByRole("article");
    await expect(article.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    await expect(article.getByText("Insights", { exact: true })).toBeVisible();
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(
      "How to Estimate the Scope and Budget of a Research Project",
    );
    await expect(article).toContainText("By Nikola Marković");
    await expect(article.locator("time")).toHaveText("3 September 2024");
    await expect(article.getByRole("heading", { level: 2 })).toHaveText([
      "1. The decision at stake",
      "2. Who you need to reach",
      "3. How precise the answer must be",
      "4. Method and deliverables",
      "Estimating the market itself",
      "A practical checklist",
      "About the author",
    ]);
    await expect(article.getByRole("list").first().getByRole("listitem")).toHaveText([
      "±9.8 points with 100 respondents",
      "±4.9 points with 400 respondents",
      "±3.1 points with 1,000 respondents",
      "±2.2 points with 2,000 respondents",
    ]);
    await expect(article).not.toContainText("**");
    await expect(article.locator("p", { hasText: /^- / })).toHaveCount(0);
  });

  test("the Arabic article is right-to-left with an Arabic title", async ({ page }) => {
    await page.goto("/ar/blog/consumer-behavior");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page).toHaveTitle(/\| بوتنشيا$/);
    const article = page.getByRole("main").getByRole("article");
    await expect(article.locator("time")).toHaveText("12 يونيو 2024");
    await expect(article.getByRole("link", { name: "العودة إلى المدونة" })).toHaveAttribute(
      "href",
      "/ar/blog",
    );
  });

  test("the blog page has the 'Stay Updated' newsletter block", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { name: "Stay Updated" })).toBeVisible();
  });
});

test.describe("unknown article", () => {
  test("loaded directly, answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByText("Sorry, the page you're looking for doesn't exist.")).toBeVisible();
    await expect(page).toHaveTitle("Page Not Found | Potentia");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    // Hydration keeps the answer as it is: same URL, same page.
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(/\/blog\/no-such-article$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");

    const arabic = await page.goto("/ar/blog/no-such-article");
    expect(arabic?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("link", { name: "العودة إلى الرئيسية" })).toBeVisible();
  });

  test("/404 itself answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/ar/404");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("accessibility of the blog", () => {
  for (const path of [
    "/blog",
    "/ar/blog",
    "/blog/consumer-behavior",
    "/ar/blog/market-research-estimate",
    "/sr/blog/data-science-conference",
    "/ar/blog/topic/research-practice",
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      test.setTimeout(120_000); // axe over a long page takes a while on a busy machine
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // With the charts' data tables open too.
      for (const summary of await page.locator("figure details summary").all()) await summary.click();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
    });
  }
});
