import { expect, type Page, test } from "@playwright/test";
import type { Lang } from "#core/i18n/languages";
import { addCompany, axeViolations, changeCompany, uniqueTag } from "./crm-helpers";
import { text } from "./support/public-site";
import { E2E_STAFF_USER, loginAsStaff } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/follow-ups

/**
 * The browser's clock is Saturday 14 November 2026, 22:30 UTC: still Saturday in London and Belgrade, already
 * Sunday 15 November in Riyadh. Each language is read in its office's time zone.
 */
const NOW = new Date("2026-11-14T22:30:00Z");
const ZONE: Record<Lang, string> = { en: "Europe/London", ar: "Asia/Riyadh", sr: "Europe/Belgrade" };

/** Which group each due date falls in, on that clock, for each language's calendar week. */
const DUE = {
  friday: "2026-11-13",
  saturday: "2026-11-14",
  sunday: "2026-11-15",
  monday: "2026-11-16",
  december: "2026-12-30",
} as const;
type Day = keyof typeof DUE;
type Group = "overdue" | "today" | "thisWeek" | "later";
const EXPECTED: Record<Lang, Record<Group, Day[]>> = {
  // Monday to Sunday (ISO), on Saturday.
  en: { overdue: ["friday"], today: ["saturday"], thisWeek: ["sunday"], later: ["monday", "december"] },
  sr: { overdue: ["friday"], today: ["saturday"], thisWeek: ["sunday"], later: ["monday", "december"] },
  // Sunday to Saturday (Saudi Arabia), on Sunday in Riyadh.
  ar: { overdue: ["friday", "saturday"], today: ["sunday"], thisWeek: ["monday"], later: ["december"] },
};

const LANGS = ["en", "ar", "sr"] as const satisfies readonly Lang[];

async function openFollowUps(page: Page, lang: Lang, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.clock.setFixedTime(NOW);
  await loginAsStaff(page, lang);
  const tag = uniqueTag();
  const names = {} as Record<Day, string>;
  for (const day of Object.keys(DUE) as Day[]) {
    const company = await addCompany(page, { companyName: `${tag} ${day} Co`, industry: "FMCG" });
    await changeCompany(page, company.id, {
      version: company.version,
      nextAction: `Call ${day}`,
      nextActionDue: DUE[day],
      nextActionOwner: E2E_STAFF_USER,
    });
    names[day] = company.name;
  }
  await page.goto(lang === "en" ? "/crm" : `/${lang}/crm`);
  await page.getByRole("button", { name: text(lang, "pipeline", "view.followUps"), exact: true }).click();
  // A group is named by its title and its count ("Later" begins with "Касни", Serbian's "Overdue").
  const group = (key: Group) =>
    page.getByRole("region", { name: new RegExp(`^${text(lang, "pipeline", `followUps.${key}`)}\\s+\\d+$`) });
  await expect(group("later")).toBeVisible();
  return { names, group };
}

for (const lang of LANGS) {
  test.describe(`My follow-ups (${lang})`, () => {
    test.use({ timezoneId: ZONE[lang] });

    test(`this week is the reader's calendar week in their time zone, then Later (${lang})`, async ({
      page,
    }) => {
      const { names, group } = await openFollowUps(page, lang, 1280);
      for (const [key, days] of Object.entries(EXPECTED[lang]) as [Group, Day[]][]) {
        for (const day of Object.keys(DUE) as Day[]) {
          const button = group(key).getByRole("button", { name: names[day], exact: true });
          if (days.includes(day)) await expect(button, `${day} in ${key}`).toBeVisible();
          else await expect(button, `${day} not in ${key}`).toHaveCount(0);
        }
      }
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS && lang !== "sr") {
        await page.screenshot({ path: `${SHOTS}/follow-ups-${lang}-1280.png`, fullPage: true });
        await page.setViewportSize({ width: 375, height: 900 });
        await page.screenshot({ path: `${SHOTS}/follow-ups-${lang}-375.png`, fullPage: true });
      }
    });

    test(`an edit made from My follow-ups shows there at once, without reloading (${lang})`, async ({
      page,
    }) => {
      const { names, group } = await openFollowUps(page, lang, lang === "en" ? 1280 : 375);
      const from: Group = lang === "ar" ? "today" : "thisWeek";
      await group(from).getByRole("button", { name: names.sunday, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: names.sunday });
      await dialog.getByRole("button", { name: text(lang, "crm", "modal.edit"), exact: true }).click();
      await dialog.getByLabel(text(lang, "crm", "modal.nextAction"), { exact: true }).fill("Send the offer");
      await dialog.getByLabel(text(lang, "pipeline", "fields.due")).fill(DUE.december);
      await dialog.getByRole("button", { name: text(lang, "crm", "modal.saveChanges") }).click();
      await expect(dialog.getByText("Send the offer", { exact: true })).toBeVisible();
      await dialog
        .getByRole("button", { name: text(lang, "crm", "modal.close") })
        .first()
        .click();
      await expect(dialog).toBeHidden();

      const moved = group("later").getByRole("listitem").filter({ hasText: names.sunday });
      await expect(moved).toContainText("Send the offer");
      await expect(group(from).getByRole("button", { name: names.sunday, exact: true })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
