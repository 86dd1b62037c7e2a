import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { initialOnly } from "./support/initial-cases";

const video = (page: Page) => page.getByTestId("hero-video");

test.describe("home page", () => {
  test("shows the sections in the spec's order, with their links", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Market Intelligence That Moves Your Business Forward",
    );
    const sections = await page
      .locator("main h2")
      .evaluateAll((headings) => headings.map((h) => h.textContent?.trim()));
    expect(sections).toEqual([
      "Why Potentia",
      "The Intelligence Continuum",
      "From Question to Action",
      "Proven Success",
      "Our Proprietary Tools",
      "Success Stories",
      "Our Global Presence",
    ]);
    await expect(page.getByRole("link", { name: "Let's Talk" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Our Approach" })).toHaveAttribute("href", "/approach");
    await expect(page.getByRole("link", { name: "Explore Our Full Methodology" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("link", { name: "Explore All Tools in Detail" })).toHaveAttribute(
      "href",
      "/tools",
    );
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("has the highlights, the pillars with three bullets each and the three steps", async ({ page }) => {
    await page.goto("/");
    const highlights = page.getByRole("region", { name: "Why Potentia" });
    await expect(highlights.getByRole("heading", { level: 3 })).toHaveText([
      "Integrated Intelligence",
      "Capability Acceleration",
      "Proprietary Tools",
    ]);
    await expect(highlights).toContainText("from data collectors into insight architects");

    const pillars = page.getByRole("region", { name: "The Intelligence Continuum" });
    await expect(pillars.getByRole("heading", { level: 3 })).toHaveText([
      "Human Intelligence",
      "Digital Intelligence",
      "Artificial Intelligence",
    ]);
    const bullets = pillars.locator("li li");
    await expect(bullets).toHaveText([
      "Qualitative techniques",
      "Statistical modeling",
      "Market simulation",
      "Social listening",
      "Mobile research and online observation",
      "E-commerce tracking",
      "Pattern detection",
      "Natural language processing",
      "Scenario modeling",
    ]);

    const steps = page.getByRole("region", { name: "From Question to Action" });
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText(["Discover", "Design", "Deploy"]);
  });

  for (const { path, values } of [
    { path: "/", values: ["150+", "1,200+", "98%", "20+"] },
    { path: "/ar", values: ["150+", "1,200+", "98٪", "20+"] },
    { path: "/sr", values: ["150+", "1.200+", "98%", "20+"] },
  ]) {
    test(`'Proven Success' counters are formatted in the page language (${path})`, async ({ page }) => {
      await page.goto(path);
      const counters = page.locator("[data-stat] [data-stat-value]");
      await expect(counters).toHaveText(values);
    });
  }

  test("'Proven Success' names clients, projects, satisfaction and years", async ({ page }) => {
    await page.goto("/");
    const stats = page.getByRole("region", { name: "Proven Success" });
    for (const [label, value] of [
      ["Clients", "150+"],
      ["Projects Completed", "1,200+"],
      ["Satisfaction Rate", "98%"],
      ["Years of Experience", "20+"],
    ]) {
      await expect(stats.getByRole("term").filter({ hasText: label! })).toBeVisible();
      await expect(stats.getByRole("definition").filter({ hasText: value! })).toBeVisible();
    }
  });

  test("success stories: three case cards and the client grid", async ({ page }) => {
    await page.goto("/");
    const stories = page.getByRole("region", { name: "Success Stories" });
    const cards = stories.locator(initialOnly("data-story"));
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText("Automotive & Mobility");
    await expect(cards.nth(0)).toContainText("23%");
    await expect(cards.nth(0)).toContainText("increase in customer satisfaction");
    await expect(cards.nth(1)).toContainText("Banking, Finance & Insurance");
    await expect(cards.nth(1)).toContainText("2.3×");
    await expect(cards.nth(2)).toContainText("Government & Public Sector");
    await expect(cards.nth(2)).toContainText("25%");
    await expect(stories.getByRole("heading", { name: "Trusted by Leading Organizations" })).toBeVisible();
    const clients = stories.locator("[data-client]");
    await expect(clients).toHaveCount(12);
    await expect(clients.first()).toHaveText("Saudi retail bank");
  });

  test("offices: two cards with image, contacts, hours and map link; 'Ready to Connect?' mails us", async ({
    page,
  }) => {
    await page.goto("/");
    const offices = page.getByRole("region", { name: "Our Global Presence" });
    const belgrade = offices.locator("[data-office=belgrade]");
    const riyadh = offices.locator("[data-office=riyadh]");
    await expect(belgrade.getByRole("heading")).toContainText("Belgrade");
    await expect(belgrade).toContainText("Bulevar Mihajla Pupina 10, 11070 Belgrade, Serbia");
    await expect(belgrade).toContainText("Mon–Fri, 9:00–17:00 CET");
    await expect(riyadh).toContainText("Sun–Thu, 9:00–17:00 AST");
    await expect(belgrade.getByRole("link", { name: "+381 11 405 7720" })).toHaveAttribute(
      "href",
      "tel:+381114057720",
    );
    await expect(riyadh.getByRole("link", { name: "riyadh@potentia-research.com" })).toHaveAttribute(
      "href",
      "mailto:riyadh@potentia-research.com",
    );
    const map = riyadh.getByRole("link", { name: /View on map/ });
    await expect(map).toHaveAttribute("href", /openstreetmap\.org\/\?mlat=24\.6951&mlon=46\.6858/);
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(map).toHaveAttribute("rel", /noopener/);

    for (const card of [belgrade, riyadh]) {
      const img = card.locator("picture img");
      await expect(img).toHaveAttribute("loading", "lazy");
      await expect(img).toHaveAttribute("width", "800");
      await expect(img).toHaveAttribute("height", "500");
      await expect(card.locator("picture source[type='image/avif']")).toHaveCount(1);
      await expect(card.locator("picture source[type='image/webp']")).toHaveCount(1);
    }
    await belgrade.scrollIntoViewIfNeeded();
    await expect
      .poll(() => belgrade.locator("picture img").evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await belgrade.locator("picture img").evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /office-belgrade-800\.avif$/,
    );

    await expect(offices.getByRole("heading", { name: "Ready to Connect?" })).toBeVisible();
    await expect(offices.getByRole("link", { name: "Email Us" })).toHaveAttribute(
      "href",
      "mailto:info@potentia-research.com",
    );
  });

  test("Arabic home is right-to-left and translated", async ({ page }) => {
    await page.goto("/ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("معرفة بالسوق تدفع أعمالك إلى الأمام");
    const hero = page.getByRole("region", { name: "معرفة بالسوق تدفع أعمالك إلى الأمام" });
    await expect(hero.getByRole("link", { name: "تواصل معنا" })).toHaveAttribute("href", "/ar/contact");
    await expect(page.getByRole("heading", { name: "حضورنا العالمي" })).toBeVisible();
    // The primary action's arrow points along the reading direction.
    const arrow = hero.getByRole("link", { name: "تواصل معنا" }).locator("svg");
    expect(await arrow.evaluate((el) => getComputedStyle(el).transform)).toBe("matrix(-1, 0, 0, 1, 0, 0)");
  });
});

/** The test id (or tag) of the page's largest contentful paint so far. */
function largestPaint(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
          resolve(last?.element?.getAttribute("data-testid") ?? last?.element?.tagName ?? "none");
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}

test.describe("hero", () => {
  test("on a phone the poster is in the page itself and is the largest paint", async ({ page }) => {
    const posterRequests: string[] = [];
    page.on("request", (request) => {
      if (/hero-poster/.test(request.url())) posterRequests.push(request.url());
    });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const poster = page.getByTestId("hero-poster");
    await expect(poster).toBeVisible();
    expect(await poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(960);
    expect(await poster.evaluate((img: HTMLImageElement) => img.currentSrc.slice(0, 23))).toBe(
      "data:image/webp;base64,",
    );
    expect(posterRequests).toEqual([]);
    expect(await largestPaint(page)).toBe("hero-poster");
  });

  test("on a wide screen the poster is a larger file, and is the largest paint; the video then plays, muted and looping", async ({
    page,
  }) => {
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/media\/hero\.(webm|mp4)/.test(request.url())) videoRequests.push(request.url());
    });
    await page.goto("/");
    const poster = page.getByTestId("hero-poster");
    await expect(poster).toBeVisible();
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/media\/hero-poster(-960)?\.webp$/);

    expect(await largestPaint(page)).toBe("hero-poster");

    const sources = await video(page)
      .locator("source")
      .evaluateAll((list) => list.map((s) => s.getAttribute("type")));
    expect(sources).toEqual(["video/webm", "video/mp4"]);
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.muted && v.loop && v.playsInline)).toBe(
      true,
    );
    expect(videoRequests[0]).toMatch(/hero\.webm$/);

    // The visitor can pause it (WCAG 2.2.2) and play it again.
    await page.getByRole("button", { name: "Pause background video" }).click();
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.getByRole("button", { name: "Play background video" }).click();
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the video stays paused and is not even downloaded; the poster shows", async ({ page }) => {
      const videoRequests: string[] = [];
      page.on("request", (request) => {
        if (/\/media\/hero\.(webm|mp4)/.test(request.url())) videoRequests.push(request.url());
      });
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(1500);
      expect(await video(page).evaluate((v: HTMLVideoElement) => v.paused && v.currentTime === 0)).toBe(true);
      expect(await video(page).evaluate((v: HTMLVideoElement) => v.autoplay)).toBe(false);
      expect(videoRequests).toEqual([]);
      await expect(page.getByTestId("hero-poster")).toBeVisible();
      expect(await video(page).evaluate((v) => getComputedStyle(v).opacity)).toBe("0");
      await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
    });
  });
});

test.describe("accessibility of the home page", () => {
  for (const path of ["/", "/ar"]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      test.setTimeout(120_000); // axe over a long page takes a while on a busy machine
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
    });
  }
});
