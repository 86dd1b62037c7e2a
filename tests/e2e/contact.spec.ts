import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { MIN_FILL_MS, type StaffMessagesAnswer } from "#core/domain/contact-messages";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { contactFields, messageHint, SENDER } from "./support/contact-form";
import { islandInUse } from "./support/islands";
import { LANGUAGES, type Lang, text } from "./support/public-site";
import { startServerProcess, tempDataDir, waitForExit } from "./support/spawn-server";
import { loginAsStaff } from "./support/staff";

/** The contact page (SPEC.md "Contact page", sections 4, 5 and 8) in a real browser against the real server. */

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const PATH: Record<Lang, string> = { en: "/contact", ar: "/ar/contact", sr: "/sr/contact" };
const c = (lang: Lang, key: string, values: Record<string, string> = {}) =>
  text(lang, "contact", key, values);

/** Every test posts from its own address (the server trusts X-Forwarded-For here), so rate limits never mix. */
async function ownAddress(page: Page): Promise<string> {
  const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": ip });
  return ip;
}

/**
 * Opens the page, goes into the first field (the form's script loads on first use) and waits until it is
 * interactive (the message counter only exists then).
 */
async function openForm(page: Page, lang: Lang) {
  await page.goto(PATH[lang]);
  await islandInUse(page, "contact", contactFields(page, lang).name);
  await expect(page.getByText(messageHint(lang, 0))).toBeVisible();
  return contactFields(page, lang);
}

async function storedMessages(page: Page): Promise<StaffMessagesAnswer["messages"]> {
  await loginAsStaff(page);
  const response = await page.request.get("/api/crm/messages?limit=200");
  expect(response.status()).toBe(200);
  return ((await response.json()) as StaffMessagesAnswer).messages;
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** What the hours card says in each language (weekdays and times come from Intl, not the translations). */
const HOURS: Record<Lang, { days: string[]; times: RegExp }> = {
  en: { days: ["Monday to Friday", "Sunday to Thursday"], times: /9:00\sam\s–\s5:00\spm/ },
  ar: { days: ["من الاثنين إلى الجمعة", "من الأحد إلى الخميس"], times: /9:00\sص\s–\s5:00\sم/ },
  sr: { days: ["Понедељак – петак", "Недеља – четвртак"], times: /09:00–17:00/ },
};

test("the page in each language: hero, 'Send us a message' with its note and fields, side cards with e-mail, phones and hours", async ({
  page,
}) => {
  for (const lang of LANGUAGES) {
    await page.goto(PATH[lang]);
    await expect(page.locator("html")).toHaveAttribute("dir", LANGUAGE_INFO[lang].dir);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c(lang, "hero.title"));
    await expect(page.getByRole("heading", { level: 2, name: c(lang, "form.title") })).toBeVisible();
    await expect(page.getByText(c(lang, "form.note"))).toBeVisible();
    const form = contactFields(page, lang);
    await expect(form.name).toHaveAttribute("required", "");
    await expect(form.email).toHaveAttribute("type", "email");
    await expect(form.company).not.toHaveAttribute("required", "");
    await expect(form.message).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(form.submit).toBeEnabled();

    const main = page.getByRole("main");
    const email = main.getByRole("link", { name: "info@potentia-research.com" });
    await expect(email).toHaveAttribute("href", "mailto:info@potentia-research.com");
    await expect(main.getByRole("link", { name: "+381 11 405 7720" })).toHaveAttribute(
      "href",
      "tel:+381114057720",
    );
    const riyadh = main.getByRole("link", { name: "+966 11 520 4410" });
    await expect(riyadh).toHaveAttribute("href", "tel:+966115204410");
    // Phone numbers and e-mails keep their left-to-right order, in Arabic too.
    await expect(riyadh).toHaveCSS("direction", "ltr");
    await expect(email).toHaveCSS("direction", "ltr");
    const hours = main.locator("section", {
      has: page.getByRole("heading", { name: c(lang, "info.hoursTitle") }),
    });
    for (const days of HOURS[lang].days) await expect(hours, lang).toContainText(days);
    await expect(hours, lang).toContainText(HOURS[lang].times);
    await expect(hours).toContainText(c(lang, "info.hoursNote"));
  }
});

for (const lang of LANGUAGES) {
  test.describe(`the form in ${lang}`, () => {
    test("a validation error: destructive toast with the first issue, fields marked, nothing sent", async ({
      page,
    }) => {
      await ownAddress(page);
      let posted = false;
      page.on("request", (request) => {
        if (request.url().endsWith("/api/contact")) posted = true;
      });
      const form = await openForm(page, lang);
      await form.name.fill("   ");
      await form.email.fill("ana@example");
      await form.message.fill("Hello");
      await form.submit.click();

      const toast = page
        .getByRole("region", { name: text(lang, "common", "toast.label") })
        .getByRole("listitem");
      await expect(toast).toContainText(c(lang, "toast.validationTitle"));
      await expect(toast).toContainText(c(lang, "errors.nameRequired"));
      await expect(toast).toHaveAttribute("data-type", "error");
      await expect(form.name).toHaveAttribute("aria-invalid", "true");
      await expect(form.email).toHaveAttribute("aria-invalid", "true");
      await expect(form.email).toHaveAccessibleDescription(c(lang, "errors.emailInvalid"));
      await expect(form.name).toBeFocused();
      await expect(form.email).toHaveValue("ana@example");
      expect(posted).toBe(false);

      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
    });

    test("success: 'Sending...' while in flight, the success toast after the server stored it, fields cleared", async ({
      page,
    }) => {
      await ownAddress(page);
      const form = await openForm(page, lang);
      const mark = unique();
      await form.name.fill(SENDER[lang].name);
      await form.email.fill(`ana.${mark}@example.com`);
      await form.company.fill("Acme");
      await form.message.fill(`${SENDER[lang].message} ${mark}`);
      await page.waitForTimeout(MIN_FILL_MS);

      // Hold the answer a moment to see the in-flight state.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/api/contact", async (route) => {
        await held;
        await route.continue();
      });
      await form.submit.click();
      const sending = page.getByRole("button", { name: c(lang, "form.sending") });
      await expect(sending).toBeDisabled();
      release();

      const toast = page
        .getByRole("region", { name: text(lang, "common", "toast.label") })
        .getByRole("listitem");
      await expect(toast).toContainText(c(lang, "toast.successTitle"));
      await expect(toast).toHaveAttribute("data-type", "success");
      for (const field of [form.name, form.email, form.company, form.message])
        await expect(field).toHaveValue("");
      await expect(form.submit).toBeEnabled();

      const stored = (await storedMessages(page)).find((m) => m.email === `ana.${mark}@example.com`);
      expect(stored).toMatchObject({
        name: SENDER[lang].name,
        company: "Acme",
        lang,
        notification: { status: "pending" },
      });
      expect(stored?.message).toContain(mark);
    });
  });
}

test("a server that cannot be reached: the error toast in the page's language, every field kept", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const server = await startServerProcess({ DATA_DIR: tempDataDir(), TRUST_PROXY: "true" });
  try {
    // One page per language, all filled in while the server is up, then sent after it died.
    const pages = new Map<Lang, Page>();
    for (const lang of LANGUAGES) {
      const tab = lang === "en" ? page : await page.context().newPage();
      await tab.goto(`${server.url}${PATH[lang]}`);
      await contactFields(tab, lang).name.focus();
      // A server process that has just started serves its first scripts slowly on a busy machine.
      await expect(tab.getByText(messageHint(lang, 0))).toBeVisible({ timeout: 30_000 });
      const form = contactFields(tab, lang);
      await form.name.fill(`${SENDER[lang].name} kept`);
      await form.email.fill(`kept.${lang}@example.com`);
      await form.company.fill("Kept Co");
      await form.message.fill(`${SENDER[lang].message}: this message must survive a failed send.`);
      pages.set(lang, tab);
    }
    server.child.kill("SIGKILL");
    await waitForExit(server.child);
    await page.waitForTimeout(MIN_FILL_MS);
    for (const [lang, tab] of pages) {
      const form = contactFields(tab, lang);
      await form.submit.click();
      const toast = tab
        .getByRole("region", { name: text(lang, "common", "toast.label") })
        .getByRole("listitem");
      await expect(toast, lang).toContainText(c(lang, "toast.errorTitle"));
      await expect(toast, lang).toContainText(c(lang, "toast.errorDescription"));
      await expect(toast).toHaveAttribute("data-type", "error");
      await expect(form.name).toHaveValue(`${SENDER[lang].name} kept`);
      await expect(form.email).toHaveValue(`kept.${lang}@example.com`);
      await expect(form.company).toHaveValue("Kept Co");
      await expect(form.message).toHaveValue(
        `${SENDER[lang].message}: this message must survive a failed send.`,
      );
      await expect(form.submit).toBeEnabled();
    }
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
  }
});

/** "10 minutes" as the server writes the wait, in the page's language. */
const minutes = (lang: Lang, value: number) =>
  new Intl.NumberFormat(LANGUAGE_INFO[lang].intl, {
    style: "unit",
    unit: "minute",
    unitDisplay: "long",
  }).format(value);

for (const lang of LANGUAGES) {
  test(`too many messages from one sender: the translated 429 stays on the form naming when to try again, fields kept; a colleague at the same address still sends (${lang})`, async ({
    page,
  }) => {
    await ownAddress(page);
    const sender = `sara.${unique()}@example.sa`;
    for (let i = 0; i < 5; i++) {
      const response = await page.request.post("/api/contact", {
        data: { name: "Sara", email: sender, message: `m${i}`, elapsedMs: 5000 },
      });
      expect(response.status()).toBe(201);
    }
    const form = await openForm(page, lang);
    await form.name.fill(SENDER[lang].name);
    await form.email.fill(sender);
    await form.message.fill(`${SENDER[lang].message}, later`);
    await page.waitForTimeout(MIN_FILL_MS);
    await form.submit.click();
    await expect(page.getByRole("alert")).toContainText(
      c(lang, "errors.rateLimited", { wait: minutes(lang, 10) }),
    );
    await expect(form.message).toHaveValue(`${SENDER[lang].message}, later`);
    await expect(form.email).toHaveValue(sender);

    // Twelve colleagues behind the same office address: each one's message goes through.
    for (let i = 0; i < 12; i++) {
      const colleague = await page.request.post("/api/contact", {
        data: {
          name: "Colleague",
          email: `colleague${i}.${unique()}@example.sa`,
          message: "m",
          elapsedMs: 5000,
        },
      });
      expect(colleague.status()).toBe(201);
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGUAGES) {
    test(`a plain POST: what was wrong with the fields kept, then sent (${lang})`, async ({ page }) => {
      await ownAddress(page);
      const mark = unique();
      await page.goto(PATH[lang]);
      const form = contactFields(page, lang);
      // Without its script the form states the message's limit (the count needs the script).
      await expect(form.message).toHaveAccessibleDescription(messageHint(lang));
      await form.name.fill(`No Script ${mark}`);
      await form.email.fill("noscript@example"); // the browser accepts it; the shared schema does not
      await form.company.fill("Plain HTML Ltd");
      await form.message.fill("Sent from a browser without JavaScript.");
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        form.submit.click(),
      ]);
      expect(response.status()).toBe(400);

      const alert = page.getByRole("alert").filter({ hasText: c(lang, "result.invalidTitle") });
      await expect(alert).toContainText(c(lang, "errors.emailInvalid"));
      await expect(form.name).toHaveValue(`No Script ${mark}`);
      await expect(form.email).toHaveValue("noscript@example");
      await expect(form.company).toHaveValue("Plain HTML Ltd");
      await expect(form.message).toHaveValue("Sent from a browser without JavaScript.");
      await expect(form.email).toHaveAttribute("aria-invalid", "true");

      // The answer page is timed: a person takes a moment before sending again.
      await form.email.fill(`noscript.${mark}@example.com`);
      await page.waitForTimeout(MIN_FILL_MS);
      await form.submit.click();
      await expect(page.getByRole("status").filter({ hasText: c(lang, "result.sentTitle") })).toContainText(
        c(lang, "result.sentText"),
      );
      for (const field of [form.name, form.email, form.company, form.message])
        await expect(field).toHaveValue("");

      const stored = (await storedMessages(page)).find((m) => m.email === `noscript.${mark}@example.com`);
      expect(stored).toMatchObject({ name: `No Script ${mark}`, company: "Plain HTML Ltd", lang });
    });
  }

  for (const lang of LANGUAGES) {
    test(`a re-post straight from the answer page, faster than a person, is answered as sent and kept as suspected spam (${lang})`, async ({
      page,
    }) => {
      await ownAddress(page);
      const mark = unique();
      await page.goto(PATH[lang]);
      const form = contactFields(page, lang);
      await form.name.fill("Quick Bot");
      await form.email.fill("bot@invalid");
      await form.message.fill("spam");
      await form.submit.click();
      await expect(page.getByRole("alert")).toBeVisible();
      // The answer page carries the server's time; a bot posts it back at once.
      const renderedAt = await page.locator('input[name="renderedAt"]').inputValue();
      const response = await page.request.post(PATH[lang], {
        form: {
          name: "Quick Bot",
          email: `bot.${mark}@example.com`,
          company: "",
          message: "spam",
          website: "",
          renderedAt,
        },
      });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(c(lang, "result.sentTitle"));
      const kept = (await storedMessages(page)).find((m) => m.email === `bot.${mark}@example.com`);
      expect(kept).toMatchObject({ message: "spam", suspectedSpam: "too_fast", notification: null });
    });
  }
});

test("axe finds no violation on the contact page in English, Arabic and Serbian, at 375 and 1280 px", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const path of Object.values(PATH)) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      found.push(
        ...results.violations.map(
          (v) => `${path} @${width}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`,
        ),
      );
    }
    await context.close();
  }
  expect(found).toEqual([]);
});
