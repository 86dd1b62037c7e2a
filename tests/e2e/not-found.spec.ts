import { expect, test } from "@playwright/test";
import { getHref, LANGUAGES, text } from "./support/public-site";

test.describe("unknown paths", () => {
  for (const lang of LANGUAGES) {
    test(`answer 404 with the translated not-found page (${lang})`, async ({ page }) => {
      const path = getHref("/no-such-page", lang);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang === "sr" ? "sr-Cyrl" : lang);
      await expect(page).toHaveTitle(text(lang, "common", "notFound.meta.title"));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        text(lang, "common", "notFound.title"),
      );
      await expect(page.getByText(text(lang, "common", "notFound.description"))).toBeVisible();
      // The shared frame is there too.
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();

      await page
        .getByRole("main")
        .getByRole("link", { name: text(lang, "common", "notFound.backHome") })
        .click();
      await expect(page).toHaveURL(`${test.info().project.use.baseURL}${getHref("/", lang)}`);
      await expect(page.getByRole("heading", { name: text(lang, "common", "notFound.title") })).toHaveCount(
        0,
      );
    });
  }

  test("deeper unknown paths, other prefixes and HEAD requests are 404 too", async ({ request }) => {
    for (const path of ["/about/team", "/ar/solutions/x", "/sr/nope/deeper", "/de/about", "/blog/a/b"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"], path).toMatch(/text\/html/);
    }
    expect((await request.head("/no-such-page", { maxRedirects: 0 })).status()).toBe(404);
  });
});
