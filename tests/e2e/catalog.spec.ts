import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { loginAsStaff } from "./support/staff";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

const solutionsList = (page: Page) => page.getByRole("list").filter({ has: page.getByRole("article") });

test.describe("the catalogue, signed in", () => {
  // Several axe passes over a page of twelve cards take a while on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test("English: title, figures, twelve cards with NEW on 2, 10, 11, 12, and a modal per card", async ({
    page,
  }) => {
    await loginAsStaff(page);
    await page.goto("/catalog");
    await expect(
      page.getByRole("heading", { level: 1, name: "Market Intelligence Solutions" }),
    ).toBeVisible();
    await expect(page.getByText("Comprehensive Research Portfolio Across Industry Verticals")).toBeVisible();

    const figures = page.getByRole("definition");
    await expect(figures).toHaveText(["12", "25+", "2025", "100%"]);
    await expect(page.getByRole("term")).toHaveText([
      "Industry Solutions",
      "Target Companies",
      "Portfolio Year",
      "Saudi Focused",
    ]);

    const cards = solutionsList(page).getByRole("article");
    await expect(cards).toHaveCount(12);
    const newCards = cards.filter({ has: page.getByText("NEW", { exact: true }) });
    await expect(newCards).toHaveCount(4);
    for (const number of [2, 10, 11, 12]) {
      await expect(newCards.filter({ hasText: `Solution ${number}` }).first()).toBeVisible();
    }
    const payments = page.getByRole("article", { name: "Payment Networks & Card Schemes" });
    await expect(payments).toContainText("Solution 2");
    await expect(payments).toContainText("Target Companies");
    await expect(payments).toContainText("Mastercard");
    await expect(payments).toContainText("Key Research Areas");
    await expect(page.getByRole("article", { name: "American Express (Hybrid)" })).not.toContainText("NEW");

    await expect(page.getByText("Last updated: October 2025")).toBeVisible();
    await expect(page.getByText("Version 1.0")).toBeVisible();
    await expect(page.getByRole("link", { name: "riyadh@potentia-research.com" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Opens by its title button, shows every list in full, closes with Close and gives focus back.
    const trigger = page.getByRole("button", { name: "Payment Networks & Card Schemes" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Payment Networks & Card Schemes" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("NEW");
    await expect(dialog).toContainText("UnionPay International");
    await expect(dialog).toContainText(
      "Cash-to-digital transition tracking against Vision 2030 cashless targets",
    );
    await expect(dialog.getByRole("listitem")).toHaveCount(4 + 6);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    // Opens from anywhere on the card and by keyboard; Escape closes it.
    // (the title's button covers the card, so a click on its lists lands on the button)
    await page
      .getByRole("article", { name: "Real Estate Development" })
      .click({ position: { x: 30, y: 260 } });
    const realEstate = page.getByRole("dialog", { name: "Real Estate Development" });
    await expect(realEstate).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(realEstate).toBeHidden();
    // Focus goes back to the card's button once the dialog has closed; only then is it moved on.
    await expect(page.getByRole("button", { name: "Real Estate Development" })).toBeFocused();
    await page.getByRole("button", { name: "Fintech & Digital Payments" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Fintech & Digital Payments" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("Arabic: right to left, translated texts and numbers, modal closes by button and Escape", async ({
    page,
  }) => {
    await loginAsStaff(page, "ar");
    await page.goto("/ar/catalog");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "حلول معلومات السوق" })).toBeVisible();
    await expect(page.getByRole("definition")).toHaveText(["12", "25+", "2025", /^100٪/]);
    const cards = solutionsList(page).getByRole("article");
    await expect(cards).toHaveCount(12);
    await expect(cards.filter({ has: page.getByText("جديد", { exact: true }) })).toHaveCount(4);
    await expect(page.getByText("آخر تحديث: أكتوبر 2025")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "شبكات الدفع وأنظمة البطاقات" }).click();
    const dialog = page.getByRole("dialog", { name: "شبكات الدفع وأنظمة البطاقات" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("الشركات المستهدفة");
    await expect(dialog).toContainText("مجالات البحث الرئيسية");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "إغلاق" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "التطوير العقاري" }).click();
    await expect(page.getByRole("dialog", { name: "التطوير العقاري" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("Serbian: the catalogue in Cyrillic, translated texts and numbers, modal closes by button and Escape", async ({
    page,
  }) => {
    await loginAsStaff(page, "sr");
    await page.goto("/sr/catalog");
    await expect(page.locator("html")).toHaveAttribute("lang", "sr-Cyrl");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1, name: "Решења за тржишне увиде" })).toBeVisible();
    await expect(page.getByRole("definition")).toHaveText(["12", "25+", "2025", /^100\s?%/]);
    await expect(page.getByRole("term")).toHaveText([
      "Решења по индустријама",
      "Циљних компанија",
      "Година портфолија",
      "Фокус на Саудијску Арабију",
    ]);
    const cards = solutionsList(page).getByRole("article");
    await expect(cards).toHaveCount(12);
    await expect(cards.filter({ has: page.getByText("НОВО", { exact: true }) })).toHaveCount(4);
    await expect(page.getByText(/Последње ажурирање: октобар 2025/)).toBeVisible();
    await expectNoAxeViolations(page);

    const trigger = page.getByRole("button", { name: "Платне мреже и картичне шеме" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Платне мреже и картичне шеме" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("НОВО");
    await expect(dialog).toContainText("Циљне компаније");
    await expect(dialog).toContainText("Кључне области истраживања");
    await expect(dialog).toContainText("Праћење преласка са готовине на дигитално плаћање");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Затвори" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.getByRole("button", { name: "Финансирање и лизинг возила" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Финансирање и лизинг возила" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("the catalogue, not signed in", () => {
  test("the page shows the login gate and no catalogue content", async ({ page }) => {
    await page.goto("/catalog");
    await expect(page.getByRole("heading", { name: "Protected Area" })).toBeVisible();
    await expect(page.getByText("Payment Networks & Card Schemes")).toHaveCount(0);
    await expect(page.getByRole("article")).toHaveCount(0);
  });

  test("the catalogue and detection APIs answer 401 without a session", async ({ request }) => {
    const catalog = await request.get("/api/crm/catalog");
    expect(catalog.status()).toBe(401);
    expect((await catalog.json()).error.code).toBe("unauthorized");
    const detect = await request.post("/api/crm/detect-industry", { data: { companyName: "Visa" } });
    expect(detect.status()).toBe(401);
  });

  test("no public page or script of the build carries catalogue content", async ({ request }) => {
    // Distinctive sentences of server/catalog/solutions.ts, one per language, and company lists.
    const secrets = [
      "Cash-to-digital transition tracking",
      "Card-member satisfaction and NPS tracking",
      "تتبّع التحول من النقد إلى الدفع الرقمي",
      "Праћење преласка са готовине на дигитално плаћање",
      "Budget Saudi (United International Transportation Co.)",
    ];
    const forms = secrets.flatMap((s) => [s, JSON.stringify(s).slice(1, -1), escapeNonAscii(s)]);

    const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");
    const files = listFiles(clientDir).filter((file) => /\.(js|mjs|css|html|json|txt|xml|data)$/.test(file));
    const assets = files.filter((file) => file.startsWith(`assets${path.sep}`));
    expect(assets.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = readFileSync(path.join(clientDir, file), "utf8");
      for (const form of forms) expect(text.includes(form), `${file} contains "${form}"`).toBe(false);
    }
    // As served: every script and style, and pages in each language (the catalogue's shell included).
    const served = [
      ...assets.map((file) => `/${file.split(path.sep).join("/")}`),
      ...["/", "/solutions", "/industries", "/catalog", "/crm", "/crm-add"].flatMap((p) => [
        p,
        p === "/" ? "/ar" : `/ar${p}`,
        p === "/" ? "/sr" : `/sr${p}`,
      ]),
    ];
    for (const url of served) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const text = await response.text();
      for (const form of forms) expect(text.includes(form), `${url} contains "${form}"`).toBe(false);
    }
  });
});

function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? listFiles(dir, relative) : [relative];
  });
}

function escapeNonAscii(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
