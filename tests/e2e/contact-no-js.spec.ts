import { expect, test } from "@playwright/test";
import { MIN_FILL_MS } from "#core/domain/contact-messages";
import {
  contactText as c,
  contactFields,
  messageHint,
  ownAddress,
  CONTACT_PATH as PATH,
  storedMessages,
  unique,
} from "./support/contact-form";
import { LANGUAGES } from "./support/public-site";

/** The contact form without JavaScript (SPEC.md "Contact page"): a plain POST and the answer page it gets. */

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
