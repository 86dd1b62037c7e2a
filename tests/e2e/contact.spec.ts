import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { MIN_FILL_MS } from "#core/domain/contact-messages";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import {
  contactText as c,
  contactFields,
  messageHint,
  ownAddress,
  CONTACT_PATH as PATH,
  SENDER,
  storedMessages,
  unique,
} from "./support/contact-form";
import { islandInUse } from "./support/islands";
import { LANGUAGES, type Lang, text } from "./support/public-site";
import { startServerProcess, tempDataDir, waitForExit } from "./support/spawn-server";

/** The contact page (SPEC.md "Contact page", sections 4, 5 and 8) in a real browser against the real server. */

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

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
