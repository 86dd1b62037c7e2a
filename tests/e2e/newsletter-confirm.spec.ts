import { expect, type Page, test } from "@playwright/test";
import { openDatabase } from "../../server/db/client";
import { startTestSmtpServer } from "../../server/mail/test-smtp-server";
import { insertInsight, insertSubscriber } from "../../server/newsletter/test-insights";
import { createStaffUser, TEST_STAFF_PASSWORD } from "../../server/test/staff";
import { axeViolations } from "./crm-helpers";
import { islandInUse } from "./support/islands";
import { getHref, LANGUAGES, text, WIDTHS } from "./support/public-site";
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  tempDataDir,
  waitForExit,
} from "./support/spawn-server";
import { E2E_VIEWER, loginAsStaff, openSiteMenu } from "./support/staff";

/**
 * Double opt-in and sending an insight, on a server of this file's own (the production build) that delivers
 * to a real SMTP server here: the confirmation e-mail's link is opened from the e-mail as it arrived.
 */
test.describe.configure({ mode: "serial" });

let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let server: ServerProcess;
const ADMIN = { username: "newsletter-admin", password: TEST_STAFF_PASSWORD };
const TITLES = { en: "Retail footfall after Ramadan", ar: "حركة المتاجر بعد رمضان" };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = tempDataDir();
  const setup = await openDatabase({ dataDir });
  await createStaffUser(setup.db, ADMIN.username);
  await insertInsight(setup.db, new Date(), { en: { title: TITLES.en }, ar: { title: TITLES.ar } });
  await insertSubscriber(setup.db, "reader.en@example.com", "en");
  await insertSubscriber(setup.db, "reader.sr@example.com", "sr");
  await setup.close();
  smtp = await startTestSmtpServer();
  const port = await freePort();
  server = await startServerProcess({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    NEWSLETTER_MAILS_PER_MINUTE: "6000",
    TRUST_PROXY: "true",
  });
});
test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  if (server) await waitForExit(server.child);
  await smtp?.close();
});

async function mailTo(address: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = smtp.received.find((m) => m.to.includes(address));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address}`);
    await smtp.waitFor(smtp.received.length + 1, 20_000).catch(() => undefined);
  }
}

for (const lang of LANGUAGES) {
  test(`subscribing sends a confirmation e-mail whose link confirms the address (${lang})`, async ({
    page,
  }) => {
    const n = (key: string, values?: Record<string, string>) => text(lang, "newsletter", key, values);
    await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `10.160.${LANGUAGES.indexOf(lang)}.7` });
    const email = `confirm.${lang}.${Date.now()}@example.com`;
    await page.goto(`${server.url}${getHref("/blog", lang)}`);
    const block = page.getByRole("region", { name: n("signup.title") });
    const input = block.getByRole("textbox", { name: n("signup.label") });
    await islandInUse(page, "newsletter", input);
    await input.fill(email);
    await block.getByRole("button", { name: n("signup.button") }).click();
    await expect(block.locator('[role="status"]')).toContainText(n("toast.successTitle"));
    await expect(block.locator('[role="status"]')).toContainText(n("toast.successDescription"));

    const mail = await mailTo(email);
    expect(mail.headers.subject).toBe(n("confirmation.subject"));
    const link = /http:\/\/127\.0\.0\.1:\d+\S*\/newsletter\/confirm\?token=\S+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    expect(new URL(link!).pathname).toBe(getHref("/newsletter/confirm", lang));
    await page.goto(link!);
    await expect(page.getByRole("status")).toHaveText(n("confirm.done", { email: `\u2068${email}\u2069` }));
    await expect(page.locator("html")).toHaveAttribute("lang", lang === "sr" ? "sr-Cyrl" : lang);
    expect(await axeViolations(page)).toEqual([]);

    // A link we never sent says so.
    await page.goto(`${server.url}${getHref("/newsletter/confirm", lang)}?token=${"q".repeat(43)}`);
    await expect(page.getByRole("alert")).toHaveText(n("confirm.invalid"));
  });
}

async function openSendsPage(page: Page, lang: (typeof LANGUAGES)[number]) {
  const login = await page.request.post(`${server.url}/api/auth/login`, {
    data: ADMIN,
    headers: { "Accept-Language": lang },
  });
  expect(login.status()).toBe(200);
  await page.goto(`${server.url}${getHref("/crm/newsletter", lang)}`);
}

for (const lang of LANGUAGES) {
  test(`an admin sends an insight from /crm/newsletter, asked first with the counts per language (${lang})`, async ({
    page,
  }) => {
    const s = (key: string, values?: Record<string, string>) => text(lang, "newsletter-sends", key, values);
    const language = (code: string) => text(lang, "common", `language.${code}`);
    await openSendsPage(page, lang);
    await expect(page.getByRole("heading", { level: 1, name: s("title") })).toBeVisible();
    const title = lang === "ar" ? TITLES.ar : TITLES.en;
    const item = page.getByRole("listitem").filter({ hasText: title });
    await expect(item).toContainText(`${language("en")}, ${language("ar")}`);
    for (const width of Object.values(WIDTHS)) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page)).toEqual([]);
    }

    await item.getByRole("button", { name: s("insights.send") }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(s("dialog.english"));
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/nl/crm-newsletter-dialog-${lang}.png` });
    if (lang === "en") {
      // Two confirmed subscribers at first (en, sr), plus the three who confirmed above; sr gets English.
      await expect(
        dialog.getByText(s("subscribersBy", { language: language("sr"), number: "2" })),
      ).toBeVisible();
      await dialog.getByRole("button", { name: s("dialog.confirm") }).click();
      await expect(page.getByText(s("started"))).toBeVisible();
      const row = page.getByRole("row").filter({ hasText: title });
      // queued, sent, failed, skipped, unsubscribed since
      await expect(row.getByRole("cell").nth(2)).toHaveText("5");
      await expect(row.getByRole("cell").nth(3)).toHaveText("5", { timeout: 20_000 });
    } else {
      // Sent once already: everyone had it, and the dialog says a new send would reach nobody.
      await expect(dialog).toContainText(s("dialog.nobody"));
      await expect(dialog.getByRole("button", { name: s("dialog.confirm") })).toBeDisabled();
      await dialog.getByRole("button", { name: s("dialog.cancel") }).click();
      await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(1);
    }
    for (const [name, width] of Object.entries(WIDTHS)) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/nl/crm-newsletter-${lang}-${name}.png`, fullPage: true });
    }
  });
}

test("the staff bar links the newsletter page for admins only", async ({ page }) => {
  await loginAsStaff(page, "en", E2E_VIEWER);
  await page.goto("/crm");
  const bar = page.getByRole("navigation", { name: text("en", "staff", "nav.label") });
  await expect(bar.getByRole("link", { name: text("en", "staff", "nav.crm") })).toBeVisible();
  await expect(bar.getByRole("link", { name: text("en", "staff", "nav.newsletter") })).toHaveCount(0);
  await page.request.post("/api/auth/logout", { data: {} });
  await loginAsStaff(page, "en");
  await page.goto("/crm");
  await openSiteMenu(page, "en");
  await expect(bar.getByRole("link", { name: text("en", "staff", "nav.newsletter") })).toHaveAttribute(
    "href",
    "/crm/newsletter",
  );
});
