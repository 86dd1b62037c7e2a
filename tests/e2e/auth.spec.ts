import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { getHref, LANGUAGES, type Lang, text } from "./support/public-site";
import { E2E_STAFF_PASSWORD, E2E_STAFF_USER, loginAsStaff } from "./support/staff";

/** The login gate of the staff pages, in English, Arabic and Serbian, against the real server and its staff account. */

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

/** Holds GET /api/auth/session until released, to see the 'Loading...' state. */
async function holdSessionCheck(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/auth/session", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The gate's texts in each language, from the translation files. */
function gateTexts(lang: Lang) {
  const st = (key: string, values: Record<string, string> = {}) => text(lang, "staff", key, values);
  return {
    path: getHref("/catalog", lang),
    loading: st("gate.loading"),
    title: st("gate.title"),
    description: st("gate.description"),
    username: st("gate.username"),
    password: st("gate.password"),
    login: st("gate.submit"),
    failedTitle: st("login.failedTitle"),
    failedDescription: st("login.failedDescription"),
    successTitle: st("login.successTitle"),
    welcome: st("login.successDescription", { username: E2E_STAFF_USER }),
    signedInAs: st("session.signedInAs", { username: E2E_STAFF_USER }),
    staffNav: st("nav.label"),
    logout: st("logout.button"),
    loggedOut: st("logout.done"),
    usernameRequired: st("errors.usernameRequired"),
    passwordRequired: st("errors.passwordRequired"),
    throttledTitle: st("login.throttledTitle"),
    throttled: st("login.throttledDescription", { time: "|" }).split("|"),
    reauthTitle: st("reauth.title"),
    signOut: st("reauth.signOut"),
    pageHeading: text(lang, "catalog", "title"),
  };
}

/** The server trusts X-Forwarded-For here: a test that fails logins on purpose does it from its own address. */
async function ownAddress(page: Page) {
  const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": ip });
}

const LANGUAGE_NAMES = { en: "English", ar: "Arabic", sr: "Serbian" } as const;

for (const lang of LANGUAGES) {
  const texts = gateTexts(lang);

  test.describe(`the staff gate in ${LANGUAGE_NAMES[lang]}`, () => {
    // Several pages, reloads and axe runs per test.
    test.slow();

    test("shows Loading... while the session is checked, then the gate card, with no staff data", async ({
      page,
    }) => {
      const release = await holdSessionCheck(page);
      const response = await page.goto(texts.path);
      const html = (await response?.text()) ?? "";
      expect(html).not.toContain("Mastercard");
      expect(html).toContain(texts.loading);
      await expect(page.getByRole("status").filter({ hasText: texts.loading })).toBeVisible();
      release();

      const gate = page.getByRole("region", { name: texts.title });
      await expect(gate.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
      await expect(gate.getByText(texts.description)).toBeVisible();
      const username = gate.getByLabel(texts.username);
      const password = gate.getByLabel(texts.password);
      await expect(username).toHaveAttribute("autocomplete", "username");
      await expect(username).toHaveAttribute("required", "");
      await expect(password).toHaveAttribute("type", "password");
      await expect(password).toHaveAttribute("autocomplete", "current-password");
      await expect(password).toHaveAttribute("required", "");
      await expect(gate.getByRole("button", { name: texts.login })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { name: texts.pageHeading })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test("a wrong login shows the destructive toast 'Login failed'", async ({ page }) => {
      await page.goto(texts.path);
      await page.getByLabel(texts.username).fill(`nobody-${lang}`);
      await page.getByLabel(texts.password).fill("certainly-not-the-password");
      await page.getByRole("button", { name: texts.login }).click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: texts.failedTitle });
      await expect(toast).toContainText(texts.failedDescription);
      await expect(toast).toHaveAttribute("data-type", "error");
      await expect(page.getByLabel(texts.password)).toHaveValue("");
      await expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
    });

    test("a good login by keyboard welcomes the user and opens the page; Logout brings the gate back", async ({
      page,
    }) => {
      await page.goto(texts.path);
      await page.getByLabel(texts.username).focus();
      await page.keyboard.type(E2E_STAFF_USER);
      await page.keyboard.press("Tab");
      await expect(page.getByLabel(texts.password)).toBeFocused();
      await page.keyboard.type(E2E_STAFF_PASSWORD);
      await page.keyboard.press("Enter");

      const toast = page.locator("[data-sonner-toast]").filter({ hasText: texts.successTitle });
      await expect(toast).toContainText(texts.welcome);
      await expect(page.getByText(texts.signedInAs)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: texts.pageHeading })).toBeVisible();
      const nav = page.getByRole("navigation", { name: texts.staffNav });
      // an admin: the five staff pages, Reports and My account, then the Site and Administration groups
      // (their pages listed when opened: tests/e2e/staff-bar.spec.ts)
      await expect(nav.getByRole("link")).toHaveCount(7);
      await expect(nav.getByRole("button")).toHaveCount(2);
      const prefix = lang === "en" ? "" : `/${lang}`;
      await expect(nav.getByRole("link").nth(0)).toHaveAttribute("href", `${prefix}/crm`);
      await expect(nav.getByRole("link").nth(2)).toHaveAttribute("aria-current", "page");

      // The session is a cookie: a reload stays signed in.
      await page.reload();
      await expect(page.getByText(texts.signedInAs)).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: texts.logout }).click();
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: texts.loggedOut })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
      await expect(page.getByRole("heading", { name: texts.pageHeading })).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
    });
  });
}

for (const lang of LANGUAGES) {
  const texts = gateTexts(lang);

  test(`an empty form shows the required messages, in the page language (${lang})`, async ({ page }) => {
    await page.goto(texts.path);
    await page.getByRole("button", { name: texts.login }).click();
    await expect(page.getByText(texts.usernameRequired)).toBeVisible();
    await expect(page.getByText(texts.passwordRequired)).toBeVisible();
    await expect(page.getByLabel(texts.username)).toHaveAttribute("aria-invalid", "true");
  });

  test(`repeated failures lock the username and say when to try again (${lang})`, async ({ page }) => {
    await ownAddress(page);
    await page.goto(texts.path);
    const submit = page.getByRole("button", { name: texts.login });
    for (let i = 0; i < 5; i++) {
      await page.getByLabel(texts.username).fill(`locked-out-e2e-${lang}`);
      await page.getByLabel(texts.password).fill(`wrong-password-${i}`);
      await submit.click();
      await expect(submit).toBeEnabled();
    }
    const [before = "", after = ""] = texts.throttled;
    const alert = page.getByRole("alert").filter({ hasText: before.trim() });
    await expect(alert).toContainText(before.trim());
    // The time of day, written with Latin digits in every language (Arabic pages use them too).
    await expect(alert).toContainText(/\d{1,2}:\d\d/);
    if (after.trim()) await expect(alert).toContainText(after.trim());
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: texts.throttledTitle })).toBeVisible();
  });

  test(`an ended session asks for the password in place; Sign out brings the gate (${lang})`, async ({
    page,
  }) => {
    await loginAsStaff(page, lang);
    await page.goto(texts.path);
    await expect(page.getByText(texts.signedInAs)).toBeVisible();
    // The session cookie is httpOnly: scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain("potentia_session");
    await page.request.post("/api/auth/logout", { data: {} });
    await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
    const dialog = page.getByRole("alertdialog", { name: texts.reauthTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: texts.signOut }).click();
    await expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
  });
}
