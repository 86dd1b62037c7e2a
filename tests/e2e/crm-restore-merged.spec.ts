import { expect, type Page, test } from "@playwright/test";
import type { Company } from "#core/domain/crm";
import type { Lang } from "#core/i18n/languages";
import { addCompany, addContact, axeViolations, uniqueTag } from "./crm-helpers";
import { loginAsStaff } from "./support/staff";

// Whole flows on a busy machine.
test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/restore-merged

/** Texts the page wraps in first-strong isolates (names inside sentences). */
const isolated = (name: string) => `\u2068${name}\u2069`;

const texts = {
  en: {
    trash: "Trash",
    contacts: "Contacts",
    mergedInto: (kept: string) => `Merged into ${kept}. Restoring it undoes the merge`,
    restore: (name: string) => `Restore ${name}`,
    restored: (name: string, kept: string) => `${name} is back, with what had been merged into ${kept}.`,
  },
  ar: {
    trash: "سلة المحذوفات",
    contacts: "جهات الاتصال",
    mergedInto: (kept: string) => `دُمجت في ${kept}. استعادتها تلغي الدمج`,
    restore: (name: string) => `استعادة ${name}`,
    restored: (name: string, kept: string) => `تمت استعادة ${name} مع ما كان قد دُمج في ${kept}.`,
  },
  sr: {
    trash: "Корпа",
    contacts: "Контакти",
    mergedInto: (kept: string) => `Спојена у ${kept}. Враћање поништава спајање`,
    restore: (name: string) => `Врати ${name}`,
    restored: (name: string, kept: string) => `${name} је враћена, с оним што је било спојено у ${kept}.`,
  },
} as const;

/** Each language and its widths: Serbian at phone width only, to keep CI time down. */
const RUNS = [
  ["en", [1280, 375]],
  ["ar", [1280, 375]],
  ["sr", [375]],
] as const satisfies readonly (readonly [Lang, readonly number[]])[];

const prefix = (lang: Lang) => (lang === "en" ? "" : `/${lang}`);

async function merge(page: Page, kept: Company, other: Company) {
  const response = await page.request.post(`/api/crm/companies/${kept.id}/merge`, {
    data: { otherId: other.id, version: kept.version, otherVersion: other.version },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Two companies; the second, with a contact, merged into the first; then a contact added to the first
 * after the merge (it must stay there when the second is restored).
 */
async function mergedWithLaterContact(page: Page) {
  const tag = uniqueTag();
  const kept = await addCompany(page, { companyName: `${tag} Keeper`, industry: "FMCG" });
  const other = await addCompany(page, { companyName: `${tag} Merged Away`, industry: "FMCG" });
  const email = (who: string) => `${tag.toLowerCase()}@${who}.example`;
  await addContact(page, { companyId: other.id, name: `${tag} Mila Moved`, email: email("moved") });
  await merge(page, kept, other);
  await addContact(page, { companyId: kept.id, name: `${tag} Nina Later`, email: email("later") });
  return { tag, kept, other };
}

for (const [lang, widths] of RUNS) {
  for (const width of widths) {
    test(`restoring a merged company from the trash gives it back its contacts (${lang}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAsStaff(page, lang);
      const t = texts[lang];
      const { tag, kept, other } = await mergedWithLaterContact(page);

      await page.goto(`${prefix(lang)}/crm/trash`);
      await expect(page.getByRole("heading", { level: 1, name: t.trash })).toBeVisible();
      const item = page.getByRole("main").getByRole("listitem").filter({ hasText: other.name });
      await expect(item).toContainText(t.mergedInto(isolated(kept.name)));
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/trash-merged-${lang}-${width}.png`, fullPage: true });

      // By keyboard: the Restore button of that row, then Enter.
      const restore = item.getByRole("button", { name: t.restore(other.name) });
      await restore.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText(t.restored(isolated(other.name), isolated(kept.name)))).toBeVisible();
      await expect(item).toBeHidden();

      // The restored company shows its contact again; the one added later stays with the kept company.
      await page.goto(`${prefix(lang)}/crm?company=${other.id}`);
      // Each window's contacts list (its timeline names contacts too).
      const modal = page.getByRole("dialog", { name: other.name }).getByRole("region", { name: t.contacts });
      await expect(modal.getByText(`${tag} Mila Moved`, { exact: true })).toBeVisible();
      await expect(modal.getByText(`${tag} Nina Later`, { exact: true })).toBeHidden();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/restored-${lang}-${width}.png`, fullPage: true });
      await page.goto(`${prefix(lang)}/crm?company=${kept.id}`);
      const keptModal = page
        .getByRole("dialog", { name: kept.name })
        .getByRole("region", { name: t.contacts });
      await expect(keptModal.getByText(`${tag} Nina Later`, { exact: true })).toBeVisible();
      await expect(keptModal.getByText(`${tag} Mila Moved`, { exact: true })).toBeHidden();
    });
  }
}
