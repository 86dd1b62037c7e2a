import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { loginAsStaff } from "./support/staff";

/** /crm/messages: staff read what arrived and whether its notification went out. */

test("staff read the received messages with the outbox state of each notification, and export subscribers", async ({
  page,
}) => {
  const mark = `${Date.now()}`;
  const ip = `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": ip });
  const sent = await page.request.post("/api/contact", {
    data: {
      name: `Staff Reader ${mark}`,
      email: `reader.${mark}@example.com`,
      company: "Reader Co",
      message: `First line ${mark}\nSecond line`,
      elapsedMs: 4000,
    },
    headers: { "Accept-Language": "sr" },
  });
  expect(sent.status()).toBe(201);
  const subscribed = await page.request.post("/api/newsletter", {
    data: { email: `csv.${mark}@example.com` },
  });
  expect(subscribed.status()).toBe(200);

  // Without a session: the gate, no message.
  await page.goto("/crm/messages");
  await expect(page.getByRole("heading", { name: "Protected Area" })).toBeVisible();
  await expect(page.getByText(`Staff Reader ${mark}`)).toHaveCount(0);

  await loginAsStaff(page);
  await page.goto("/crm/messages");
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  const card = page.getByRole("article", { name: `Staff Reader ${mark}` });
  await expect(card).toContainText(`First line ${mark}`);
  await expect(card).toContainText("Second line");
  await expect(card).toContainText("Reader Co");
  await expect(card).toContainText("Српски");
  // The e2e server has no SMTP_URL: the notification waits in the outbox.
  await expect(card).toContainText("Waiting to be sent");
  await expect(card).toContainText("Attempts: 0");
  await expect(card.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    `mailto:reader.${mark}@example.com`,
  );

  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export subscribers (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv).toContain("email,language,subscribed_at,unsubscribe_url");
  expect(csv).toMatch(
    new RegExp(`csv\\.${mark}@example\\.com,en,[^,]+,http[^,]+/newsletter/unsubscribe\\?token=`),
  );
});

test("the messages page speaks Arabic", async ({ page }) => {
  await loginAsStaff(page, "ar");
  await page.goto("/ar/crm/messages");
  await expect(page.getByRole("heading", { level: 1, name: "الرسائل" })).toBeVisible();
  await expect(page.getByRole("link", { name: "تصدير المشتركين (CSV)" })).toBeVisible();
});

for (const [lang, width] of [
  ["en", 1280],
  ["ar", 375],
] as const) {
  test(`staff mark a message handled and undo it; handled ones are listed apart (${lang}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const mark = `${Date.now()}${lang}`;
    const ip = `10.201.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": ip });
    const sent = await page.request.post("/api/contact", {
      data: {
        name: `Handled ${mark}`,
        email: `h.${mark}@example.com`,
        message: `Hello ${mark}`,
        elapsedMs: 4000,
      },
    });
    expect(sent.status()).toBe(201);
    await loginAsStaff(page, lang);
    await page.goto(lang === "en" ? "/crm/messages" : "/ar/crm/messages");
    const words =
      lang === "en"
        ? { open: "Open", handled: "Handled", mark: "Mark handled", unmark: "Mark not handled", undo: "Undo" }
        : {
            open: "المفتوحة",
            handled: "المعالَجة",
            mark: "تحديد كمعالَجة",
            unmark: "تحديد كغير معالَجة",
            undo: "تراجع",
          };
    const openFilter = page.getByRole("button", { name: words.open, exact: true });
    const handledFilter = page.getByRole("button", { name: words.handled, exact: true });
    await expect(openFilter).toHaveAttribute("aria-pressed", "true");
    const card = page.getByRole("article", { name: `Handled ${mark}` });
    await card.getByRole("button", { name: words.mark }).click();
    await expect(card).toHaveCount(0);
    // Undo in the toast brings it back among the open ones.
    await page.getByRole("button", { name: words.undo }).click();
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: words.mark }).click();
    await expect(card).toHaveCount(0);

    await handledFilter.click();
    await expect(handledFilter).toHaveAttribute("aria-pressed", "true");
    await expect(card).toBeVisible();
    await expect(card).toContainText(
      lang === "en" ? "Handled by \u2068e2e-staff\u2069" : "عالجها \u2068e2e-staff\u2069",
    );
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await card.getByRole("button", { name: words.unmark }).click();
    await expect(card).toHaveCount(0);
    await openFilter.click();
    await expect(card).toBeVisible();
  });
}
