import { expect, type Page, test } from "@playwright/test";
import type { Lang } from "#core/i18n/languages";
import { axeViolations } from "./crm-helpers";
import { getHref, text } from "./support/public-site";
import { loginAsStaff } from "./support/staff";

// Whole flows on a busy machine.
test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/shots
const FEED = /\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

const account = (lang: Lang, key: string) => text(lang, "account", key);

const RUNS = [
  ["en", [1280, 375]],
  ["ar", [1280, 375]],
  ["sr", [1280, 375]],
] as const satisfies readonly (readonly [Lang, readonly number[]])[];

/** The shared e2e account back to its defaults, so each run starts alike. */
async function resetSettings(page: Page) {
  const response = await page.request.patch("/api/account", {
    data: { language: "en", email: "", reminderHour: 8, timeZone: "Asia/Riyadh" },
  });
  expect(response.status(), await response.text()).toBe(200);
}

for (const [lang, widths] of RUNS) {
  for (const width of widths) {
    test(`my account: language, morning e-mail, calendar feed with copy and rotate (${lang}, ${width} px)`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.setViewportSize({ width, height: 900 });
      await loginAsStaff(page, lang);
      await resetSettings(page);

      // Reached from the staff bar.
      await page.goto(getHref("/crm/trash", lang));
      await page.getByRole("link", { name: text(lang, "staff", "nav.account"), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${getHref("/crm/account", lang)}$`));
      await expect(page.getByRole("heading", { level: 1, name: account(lang, "title") })).toBeVisible();

      const email = page.getByLabel(account(lang, "settings.email"));
      const hour = page.getByLabel(account(lang, "settings.hour"));
      const save = page.getByRole("button", { name: account(lang, "settings.save") });
      await expect(hour).toHaveValue("8");

      // Bad input: a translated error on the field, and nothing saved.
      await email.fill("not an address");
      await save.click();
      await expect(email).toHaveAccessibleDescription(
        new RegExp(account(lang, "errors.email").replace(/[.()]/g, "\\$&")),
      );
      expect(await (await page.request.get("/api/account")).json()).toMatchObject({ email: null });

      await email.fill("e2e-staff@potentia.test");
      await hour.selectOption("7");
      await page.getByLabel(account(lang, "settings.timeZone")).selectOption("Europe/Belgrade");
      await page.getByRole("combobox", { name: account(lang, "settings.language") }).selectOption("sr");
      await save.click();
      await expect(page.getByText(account(lang, "settings.saved"))).toBeVisible();
      await page.reload();
      await expect(hour).toHaveValue("7");
      await expect(email).toHaveValue("e2e-staff@potentia.test");
      await expect(page.getByRole("combobox", { name: account(lang, "settings.language") })).toHaveValue(
        "sr",
      );

      // The feed's address, shown once, copied, then replaced: the old one answers 404.
      const make = page.getByRole("button", {
        name: new RegExp(`^(${account(lang, "calendar.create")}|${account(lang, "calendar.rotate")})$`),
      });
      await make.click();
      const field = page.getByRole("textbox", { name: account(lang, "calendar.url") });
      await expect(field).toHaveValue(FEED);
      const first = await field.inputValue();
      await expect(page.getByText(account(lang, "calendar.shownOnce"))).toBeVisible();
      await expect(page.getByRole("link", { name: account(lang, "calendar.subscribe") })).toHaveAttribute(
        "href",
        first.replace(/^https?:/, "webcal:"),
      );
      const feed = await page.request.get(first);
      expect(feed.status()).toBe(200);
      expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      await page.getByRole("button", { name: account(lang, "calendar.copy") }).click();
      await expect(page.getByText(account(lang, "calendar.copied"))).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

      if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-${lang}-${width}.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole("button", { name: account(lang, "calendar.rotate") }).click();
      await expect(field).not.toHaveValue(first);
      await expect(field).toHaveValue(FEED);
      expect((await page.request.get(first)).status()).toBe(404);
      expect((await page.request.get(await field.inputValue())).status()).toBe(200);

      // After a reload the address is not shown again: only that a feed exists.
      await page.reload();
      await expect(page.getByText(account(lang, "calendar.active"))).toBeVisible();
      await expect(page.getByRole("textbox", { name: account(lang, "calendar.url") })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
