/** The dashboard's cards in the order asked for (name, last contact, value, due date) and "only my follow-ups". */
import { expect, test } from "@playwright/test";
import type { Lang } from "#core/i18n/languages";
import { addCompany, addProject, axeViolations, changeCompany, uniqueTag } from "./crm-helpers";
import { text as t } from "./support/public-site";
import { E2E_STAFF_USER, loginAsStaff } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

const STORE: Record<Lang, string> = { en: "Store", ar: "متجر", sr: "Продавница" };
const SHOTS = process.env.E2E_SCREENSHOTS;

for (const lang of ["en", "ar", "sr"] as const) {
  test(`the cards sort by name (101 before 1001), last contact, value and due date, and show only mine (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: lang === "sr" ? 375 : 1280, height: 900 });
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const name = (n: number) => `${STORE[lang]} ${n} ${tag}`;
    const add = async (n: number, lastContact: string) => {
      const company = await addCompany(page, { companyName: name(n), industry: "FMCG", lastContact });
      return { n, ...company };
    };
    const c1001 = await add(1001, "2026-10-01");
    const c101 = await add(101, "2026-01-01");
    const c1013 = await add(1013, "2026-11-01");
    await addProject(page, { companyId: c101.id, projectName: "Big", dealValue: 5000 });
    await addProject(page, { companyId: c1013.id, projectName: "Small", dealValue: 200 });
    for (const [company, due] of [
      [c1001, "2026-11-20"],
      [c1013, "2026-12-01"],
    ] as const) {
      await changeCompany(page, company.id, {
        version: company.version,
        nextActionDue: due,
        nextActionOwner: E2E_STAFF_USER,
      });
    }

    await page.goto(lang === "en" ? "/crm" : `/${lang}/crm`);
    await page.getByRole("searchbox", { name: t(lang, "crm", "dashboard.searchLabel") }).fill(tag);
    const cards = page.getByRole("article");
    const order = (...numbers: number[]) => expect(cards).toHaveText(numbers.map((n) => new RegExp(name(n))));
    await order(101, 1001, 1013);

    const sort = page.getByRole("combobox", { name: t(lang, "crm", "dashboard.sortLabel") });
    await expect(sort).toHaveValue("name");
    await sort.selectOption({ label: t(lang, "crm", "dashboard.sort.lastContact") });
    await order(1013, 1001, 101);
    await expect(page).toHaveURL(/sort=lastContact/);
    await sort.selectOption({ label: t(lang, "crm", "dashboard.sort.value") });
    await order(101, 1013, 1001);
    await sort.selectOption({ label: t(lang, "crm", "dashboard.sort.due") });
    await order(1001, 1013, 101);

    const mine = page.getByRole("button", { name: t(lang, "crm", "dashboard.mine") });
    await expect(mine).toHaveAttribute("aria-pressed", "false");
    await mine.click();
    await order(1001, 1013);
    await expect(page).toHaveURL(/mine=1/);
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS && lang !== "sr") {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/order-${lang}-${width}.png` });
      }
    }

    // A reload (or a saved view) keeps the order and the filter; Back takes "mine" away again.
    await page.reload();
    await expect(sort).toHaveValue("due");
    await expect(mine).toHaveAttribute("aria-pressed", "true");
    await order(1001, 1013);
    await page.goBack();
    await expect(mine).toHaveAttribute("aria-pressed", "false");
    await order(1001, 1013, 101);
  });
}
