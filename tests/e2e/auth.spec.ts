import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { E2E_STAFF_PASSWORD, E2E_STAFF_USER, loginAsStaff } from "./support/staff";

/** The login gate of the staff pages, in English and Arabic, against the real server and its staff account. */

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

const TEXTS = {
  en: {
    path: "/catalog",
    loading: "Loading...",
    title: "Protected Area",
    description: "Please enter your credentials to access this page",
    username: "Username",
    password: "Password",
    login: "Login",
    failedTitle: "Login failed",
    failedDescription: "Invalid username or password",
    successTitle: "Login successful",
    welcome: `Welcome, ${E2E_STAFF_USER}`,
    signedInAs: `Signed in as ${E2E_STAFF_USER}`,
    staffNav: "Staff area",
    logout: "Logout",
    loggedOut: "You have been logged out.",
    pageHeading: "Market Intelligence Solutions",
  },
  ar: {
    path: "/ar/catalog",
    loading: "جارٍ التحميل...",
    title: "منطقة محمية",
    description: "يرجى إدخال بيانات الاعتماد للوصول إلى هذه الصفحة",
    username: "اسم المستخدم",
    password: "كلمة المرور",
    login: "تسجيل الدخول",
    failedTitle: "فشل تسجيل الدخول",
    failedDescription: "اسم المستخدم أو كلمة المرور غير صحيحة",
    successTitle: "تم تسجيل الدخول بنجاح",
    welcome: `مرحبًا، ${E2E_STAFF_USER}`,
    signedInAs: `مسجَّل الدخول باسم ${E2E_STAFF_USER}`,
    staffNav: "منطقة الموظفين",
    logout: "تسجيل الخروج",
    loggedOut: "تم تسجيل خروجك.",
    pageHeading: "حلول معلومات السوق",
  },
} as const;

for (const lang of ["en", "ar"] as const) {
  const text = TEXTS[lang];

  test.describe(`the staff gate in ${lang === "en" ? "English" : "Arabic"}`, () => {
    // Several pages, reloads and axe runs per test.
    test.slow();

    test("shows Loading... while the session is checked, then the gate card, with no staff data", async ({
      page,
    }) => {
      const release = await holdSessionCheck(page);
      const response = await page.goto(text.path);
      const html = (await response?.text()) ?? "";
      expect(html).not.toContain("Mastercard");
      expect(html).toContain(text.loading);
      await expect(page.getByRole("status").filter({ hasText: text.loading })).toBeVisible();
      release();

      const gate = page.getByRole("region", { name: text.title });
      await expect(gate.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
      await expect(gate.getByText(text.description)).toBeVisible();
      const username = gate.getByLabel(text.username);
      const password = gate.getByLabel(text.password);
      await expect(username).toHaveAttribute("autocomplete", "username");
      await expect(username).toHaveAttribute("required", "");
      await expect(password).toHaveAttribute("type", "password");
      await expect(password).toHaveAttribute("autocomplete", "current-password");
      await expect(password).toHaveAttribute("required", "");
      await expect(gate.getByRole("button", { name: text.login })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { name: text.pageHeading })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test("a wrong login shows the destructive toast 'Login failed'", async ({ page }) => {
      await page.goto(text.path);
      await page.getByLabel(text.username).fill(`nobody-${lang}`);
      await page.getByLabel(text.password).fill("certainly-not-the-password");
      await page.getByRole("button", { name: text.login }).click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: text.failedTitle });
      await expect(toast).toContainText(text.failedDescription);
      await expect(toast).toHaveAttribute("data-type", "error");
      await expect(page.getByLabel(text.password)).toHaveValue("");
      await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    });

    test("a good login by keyboard welcomes the user and opens the page; Logout brings the gate back", async ({
      page,
    }) => {
      await page.goto(text.path);
      await page.getByLabel(text.username).focus();
      await page.keyboard.type(E2E_STAFF_USER);
      await page.keyboard.press("Tab");
      await expect(page.getByLabel(text.password)).toBeFocused();
      await page.keyboard.type(E2E_STAFF_PASSWORD);
      await page.keyboard.press("Enter");

      const toast = page.locator("[data-sonner-toast]").filter({ hasText: text.successTitle });
      await expect(toast).toContainText(text.welcome);
      await expect(page.getByText(text.signedInAs)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: text.pageHeading })).toBeVisible();
      const nav = page.getByRole("navigation", { name: text.staffNav });
      await expect(nav.getByRole("link")).toHaveCount(5);
      const prefix = lang === "en" ? "" : `/${lang}`;
      await expect(nav.getByRole("link").nth(0)).toHaveAttribute("href", `${prefix}/crm`);
      await expect(nav.getByRole("link").nth(2)).toHaveAttribute("aria-current", "page");

      // The session is a cookie: a reload stays signed in.
      await page.reload();
      await expect(page.getByText(text.signedInAs)).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: text.logout }).click();
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: text.loggedOut })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByRole("heading", { name: text.pageHeading })).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    });
  });
}

test("an empty form shows the required messages, in the page language", async ({ page }) => {
  await page.goto("/ar/catalog");
  await page.getByRole("button", { name: TEXTS.ar.login }).click();
  await expect(page.getByText("اسم المستخدم مطلوب")).toBeVisible();
  await expect(page.getByText("كلمة المرور مطلوبة")).toBeVisible();
  await expect(page.getByLabel(TEXTS.ar.username)).toHaveAttribute("aria-invalid", "true");
});

test("repeated failures lock the username and say when to try again", async ({ page }) => {
  await page.goto("/catalog");
  const submit = page.getByRole("button", { name: "Login" });
  for (let i = 0; i < 5; i++) {
    await page.getByLabel("Username").fill("locked-out-e2e");
    await page.getByLabel("Password").fill(`wrong-password-${i}`);
    await submit.click();
    await expect(submit).toBeEnabled();
  }
  const alert = page.getByRole("alert").filter({ hasText: "Too many failed attempts" });
  await expect(alert).toContainText(/Please try again after \d{1,2}:\d\d/);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Too many attempts" })).toBeVisible();
});

test("loginAsStaff (for other tests) leaves the browser signed in; an ended session asks for the password in place, Sign out brings the gate", async ({
  page,
}) => {
  await loginAsStaff(page);
  await page.goto("/catalog");
  await expect(page.getByText(`Signed in as ${E2E_STAFF_USER}`)).toBeVisible();
  // The session cookie is httpOnly: scripts cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain("potentia_session");
  await page.request.post("/api/auth/logout", { data: {} });
  await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
  const dialog = page.getByRole("alertdialog", { name: "Your session has ended" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Protected Area" })).toBeVisible();
});
