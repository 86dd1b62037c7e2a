import { expect, type Page, test } from "@playwright/test";
import { MIN_FILL_MS } from "#core/domain/contact-messages";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { axeViolations } from "./crm-helpers";
import { contactFields } from "./support/contact-form";
import { getHref, LANGUAGES, text, WIDTHS } from "./support/public-site";
import { loginAsStaff } from "./support/staff";

/** Issue #32: the public forms keep every message and say what they do with it. */

async function ownAddress(page: Page) {
  const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": ip });
}
const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

for (const lang of LANGUAGES) {
  const c = (key: string, values: Record<string, string> = {}) => text(lang, "contact", key, values);

  test(`the contact form carries its privacy notice, linking to the privacy page in its language, with and without script (${lang})`, async ({
    browser,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(getHref("/contact", lang));
      const form = page.locator("form").filter({ has: contactFields(page, lang).submit });
      await expect(form).toContainText(c("form.privacy"));
      const link = form.getByRole("link", { name: c("form.privacyLink") });
      await expect(link).toHaveAttribute("href", getHref("/privacy", lang));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${getHref("/privacy", lang)}$`));
      await context.close();
    }
  });

  test(`a message sent under ${MIN_FILL_MS / 1000} s (autofill) is kept: staff find it under Suspected spam with the reason, not among the open ones (${lang})`, async ({
    page,
  }) => {
    await ownAddress(page);
    const name = `Autofill ${unique()}`;
    const sent = await page.request.post("/api/contact", {
      data: {
        name,
        email: `autofill.${unique()}@example.com`,
        message: "Filled in by the browser.",
        elapsedMs: 700,
      },
      headers: { "Accept-Language": lang },
    });
    expect(sent.status()).toBe(201);
    expect(await sent.json()).toEqual({ status: "received" });
    const person = await page.request.post("/api/contact", {
      data: {
        name: `${name} (person)`,
        email: `person.${unique()}@example.com`,
        message: "Typed.",
        elapsedMs: 9000,
      },
    });
    expect(person.status()).toBe(201);

    await loginAsStaff(page, lang);
    await page.goto(getHref("/crm/messages", lang));
    await expect(page.getByRole("heading", { level: 1, name: c("staff.title") })).toBeVisible();
    const card = page.getByRole("article", { name, exact: true });
    await expect(page.getByRole("button", { name: c("staff.filter.open") })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("article", { name: `${name} (person)` })).toBeVisible();
    await expect(card).toHaveCount(0);

    await page.getByRole("button", { name: c("staff.filter.spam") }).click();
    await expect(card).toContainText("Filled in by the browser.");
    const seconds = new Intl.NumberFormat(LANGUAGE_INFO[lang].intl).format(MIN_FILL_MS / 1000);
    await expect(card).toContainText(c("staff.spam.label"));
    await expect(card).toContainText(c("staff.spam.reason.too_fast", { seconds }));
    await expect(card).toContainText(c("staff.noNotification"));
    expect(await axeViolations(page)).toEqual([]);

    for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: 900 });
      await card.screenshot({ path: `/tmp/pubforms-spam-card-${lang}-${width}.png` });
    }
  });
}
