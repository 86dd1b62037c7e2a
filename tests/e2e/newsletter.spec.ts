import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { islandInUse } from "./support/islands";
import { getHref, LANGUAGES, text } from "./support/public-site";
import { loginAsStaff } from "./support/staff";

/** 'Stay Updated' on /blog, and the unsubscribe link's page, with and without JavaScript. */

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function ownAddress(page: Page) {
  const ip = `10.150.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": ip });
}

/** The unsubscribe link of an address, as staff export it (the same link the welcome e-mail carries). */
async function unsubscribeLink(page: Page, email: string): Promise<string> {
  await loginAsStaff(page);
  const csv = await (await page.request.get("/api/crm/newsletter/subscribers.csv")).text();
  const line = csv.split("\r\n").find((row) => row.startsWith(`${email},`));
  const url = line?.split(",")[3];
  if (!url) throw new Error(`${email} is not in the export`);
  await page.request.post("/api/auth/logout", { data: {} });
  return new URL(url).pathname + new URL(url).search;
}

for (const lang of LANGUAGES) {
  test(`subscribing on /blog: a wrong address said under its field only, success stays on the block, a repeat gets the same answer, too many tries say when (${lang})`, async ({
    page,
  }) => {
    const n = (key: string) => text(lang, "newsletter", key);
    await ownAddress(page);
    const email = `reader.${lang}.${Date.now()}@example.com`;
    await page.goto(getHref("/blog", lang));
    const block = page.getByRole("region", { name: n("signup.title") });
    const input = block.getByRole("textbox", { name: n("signup.label") });
    const subscribe = block.getByRole("button", { name: n("signup.button") });
    // The status line is there from the start, empty (and so hidden) until there is something to say.
    const status = block.locator('[role="status"]');
    await expect(input).toHaveAttribute("placeholder", n("signup.placeholder"));
    await expect(block.getByRole("link", { name: n("signup.privacyLink") })).toHaveAttribute(
      "href",
      getHref("/privacy", lang),
    );
    await expect(block).toContainText(n("signup.privacy"));
    await islandInUse(page, "newsletter", input);

    await input.fill("not-an-address");
    await subscribe.click();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(n("errors.emailInvalid"));
    // No toast over the page: nothing but the field's own message says it.
    await expect(page.getByText(n("toast.validationTitle"))).toHaveCount(0);
    await expect(page.getByText(n("errors.emailInvalid"))).toHaveCount(1);

    await input.fill(email.toUpperCase());
    await subscribe.click();
    await expect(status).toContainText(n("toast.successTitle"));
    await expect(status).toContainText(n("toast.successDescription"));
    await expect(input).toHaveValue("");
    await expect(input).not.toHaveAttribute("aria-invalid", "true");

    // A repeat: the very same answer (held, to see the line cleared while it is in flight).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/newsletter", async (route) => {
      await held;
      await route.continue();
    });
    await input.fill(email);
    await subscribe.click();
    await expect(status).toBeEmpty();
    release();
    await expect(status).toContainText(n("toast.successTitle"));
    await page.unroute("**/api/newsletter");

    const results = await new AxeBuilder({ page }).include("#newsletter-title").withTags(AXE_TAGS).analyze();
    expect(results.violations).toEqual([]);

    // The same address tried again and again (five in all): the refusal names the wait, in the block.
    for (let i = 0; i < 3; i++) {
      expect((await page.request.post("/api/newsletter", { data: { email } })).status()).toBe(200);
    }
    await input.fill(email);
    await subscribe.click();
    const wait = new Intl.NumberFormat(LANGUAGE_INFO[lang].intl, {
      style: "unit",
      unit: "minute",
      unitDisplay: "long",
    }).format(15);
    await expect(status).toContainText(text(lang, "newsletter", "errors.rateLimitedEmail", { wait }));
    await expect(input).toHaveValue(email);
  });
}

test("the unsubscribe link asks, then unsubscribes; the link keeps saying so; a bad link says it is not valid", async ({
  page,
}) => {
  await ownAddress(page);
  const email = `leaving.${Date.now()}@example.com`;
  expect((await page.request.post("/api/newsletter", { data: { email } })).status()).toBe(200);
  const link = await unsubscribeLink(page, email);

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Potentia newsletter" })).toBeVisible();
  // The address is isolated (U+2068...U+2069) so that it reads left to right inside Arabic text.
  await expect(page.getByRole("main")).toContainText(
    `Stop sending the Potentia newsletter to \u2068${email}\u2069?`,
  );
  expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toContainText(
    `You have been unsubscribed. \u2068${email}\u2069 will not receive`,
  );

  await page.reload();
  await expect(page.getByRole("status")).toContainText("You have been unsubscribed.");

  // A token we never issued is "not found"; a link without one is a bad request. Both say so in the page's language.
  const unknown = await page.goto("/newsletter/unsubscribe?token=not-a-real-token-at-all-0000");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("alert")).toContainText("This unsubscribe link is not valid.");
  const bare = await page.goto("/ar/newsletter/unsubscribe");
  expect(bare?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("رابط إلغاء الاشتراك هذا غير صالح");
  const serbian = await page.goto("/sr/newsletter/unsubscribe?token=not-a-real-token-at-all-0000");
  expect(serbian?.status()).toBe(404);
  await expect(page.getByRole("alert")).toContainText("Овај линк за одјаву није исправан");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the unsubscribe link works (Arabic)", async ({ page }) => {
    await ownAddress(page);
    const email = `bye.${Date.now()}@example.com`;
    expect((await page.request.post("/api/newsletter", { data: { email } })).status()).toBe(200);
    const link = await unsubscribeLink(page, email);
    await page.goto(`/ar${link}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("button", { name: "إلغاء الاشتراك" }).click();
    await expect(page.getByRole("status")).toContainText("تم إلغاء اشتراكك.");
  });

  test("'Stay Updated' still subscribes: it posts to /newsletter, which says to check the inbox", async ({
    page,
  }) => {
    await ownAddress(page);
    const email = `plain.${Date.now()}@example.com`;
    await page.goto("/blog");
    const block = page.getByRole("region", { name: "Stay Updated" });
    await block.getByRole("textbox", { name: "Email address" }).fill(email);
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole("status")).toContainText(
      `Thank you! We have sent a confirmation link to \u2068${email}\u2069.`,
    );
  });

  for (const { lang, blog, error } of [
    { lang: "ar", blog: "/ar/blog", error: "يجب أن يكون البريد الإلكتروني أقل من 255 حرفًا" },
    { lang: "sr", blog: "/sr/blog", error: "Имејл мора имати мање од 255 знакова" },
  ]) {
    test(`in ${lang}, a refused address comes back in the form with the reason; corrected, it subscribes`, async ({
      page,
    }) => {
      await ownAddress(page);
      await page.goto(blog);
      const form = page.locator("form[action$='/newsletter']");
      // Well-formed for the browser's own check, too long for ours: the server has to say it.
      const tooLong = `${"a".repeat(250)}@example.com`;
      await form.getByRole("textbox").fill(tooLong);
      await form.getByRole("button").click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/newsletter$`));
      await expect(page.getByRole("alert")).toContainText(error);
      const again = page.getByRole("main").getByRole("textbox");
      await expect(again).toHaveValue(tooLong);
      const email = `${lang}.plain.${Date.now()}@example.com`;
      await again.fill(email);
      await page.getByRole("main").getByRole("button").click();
      await expect(page.getByRole("status")).toContainText(email);
    });
  }
});
