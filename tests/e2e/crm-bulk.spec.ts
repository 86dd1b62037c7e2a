import { expect, type Page, test } from "@playwright/test";
import type { Company } from "#core/domain/crm";
import { addCompany, axeViolations, trackReads, uniqueTag } from "./crm-helpers";
import { E2E_STAFF_USER, loginAsStaff } from "./support/staff";

// Whole flows on a busy machine.
test.describe.configure({ timeout: 150_000 });

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/bulk

const TEXT = {
  en: {
    path: "/crm",
    select: (name: string) => `Select ${name}`,
    selected: (n: number) => `${n} selected`,
    bar: "Bulk actions",
    changeStage: "Change stage",
    proposal: "Proposal",
    trash: "Move to trash",
    clear: "Clear",
    selectAll: "Select all shown",
    movedToast: "Companies moved to Proposal: 3.",
    trashedToast: "Companies moved to the trash: 2.",
    undo: "Undo",
    undone: "Change undone.",
    restored: "Restored.",
    stale: /Someone else changed .* Bravo\u2069 meanwhile, so nothing was changed/,
  },
  ar: {
    path: "/ar/crm",
    select: (name: string) => `تحديد ${name}`,
    selected: (n: number) => (n === 1 ? "شركة واحدة محدَّدة" : n === 2 ? "شركتان محدَّدتان" : `${n} شركات محدَّدة`),
    bar: "إجراءات جماعية",
    changeStage: "تغيير المرحلة",
    proposal: "عرض مقدَّم",
    trash: "نقل إلى سلة المحذوفات",
    clear: "إلغاء",
    selectAll: "تحديد كل المعروض",
    movedToast: "شركات نُقلت إلى عرض مقدَّم: 3.",
    trashedToast: "شركات نُقلت إلى سلة المحذوفات: 2.",
    undo: "تراجع",
    undone: "تم التراجع عن التغيير.",
    restored: "تمت الاستعادة.",
    stale: /غيّر شخص آخر .* Bravo\u2069 في الأثناء، لذلك لم يتغيّر شيء/,
  },
  sr: {
    path: "/sr/crm",
    select: (name: string) => `Изабери ${name}`,
    // crm:bulk.selected_one / _few / _other, picked by Intl.PluralRules("sr") as the app does.
    selected: (n: number) =>
      n % 10 === 1 && n % 100 !== 11
        ? `${n} изабрана компанија`
        : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14)
          ? `${n} изабране компаније`
          : `${n} изабраних компанија`,
    bar: "Групне радње",
    changeStage: "Промени фазу",
    proposal: "Понуда",
    trash: "Премести у корпу",
    clear: "Поништи",
    selectAll: "Изабери све приказане",
    movedToast: "Компаније премештене у фазу Понуда: 3.",
    trashedToast: "Компаније премештене у корпу: 2.",
    undo: "Опозови",
    undone: "Измена је опозвана.",
    restored: "Враћено.",
    stale: /Неко други је у међувремену изменио .* Bravo\u2069, па ништа није промењено/,
  },
} as const;

/** Each language and its widths: Serbian at phone width only, to keep CI time down. */
const RUNS = [
  ["en", [1280, 375]],
  ["ar", [1280, 375]],
  ["sr", [375]],
] as const;

const NAMES = ["Alpha", "Bravo", "Charlie", "Delta"] as const;

async function seed(page: Page, tag: string): Promise<Company[]> {
  const companies: Company[] = [];
  for (const name of NAMES)
    companies.push(await addCompany(page, { companyName: `${tag} ${name}`, industry: "FMCG" }));
  return companies;
}

const stageOf = async (page: Page, id: number) =>
  ((await (await page.request.get(`/api/crm/companies/${id}`)).json()) as Company).stage;

for (const [lang, widths] of RUNS) {
  for (const width of widths) {
    test(`bulk actions ${lang} at ${width}px: select by click, shift-click and keyboard; change stage, trash, undo; axe clean`, async ({
      browser,
    }) => {
      const L = TEXT[lang];
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await loginAsStaff(page, lang);
      const tag = uniqueTag();
      const [alpha, bravo, charlie, delta] = (await seed(page, tag)) as [Company, Company, Company, Company];
      await page.goto(`${L.path}?q=${tag}`);
      if (lang === "ar") await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const box = (c: Company) => page.getByRole("checkbox", { name: L.select(c.name) });
      const bar = page.getByRole("region", { name: L.bar });
      await expect(box(delta)).toBeVisible();
      await expect(bar).toHaveCount(0);

      // Click, then shift-click: the range in between is selected; the bar announces the count.
      await box(alpha).check();
      await expect(bar).toContainText(L.selected(1));
      await box(charlie).click({ modifiers: ["Shift"] });
      for (const c of [alpha, bravo, charlie]) await expect(box(c)).toBeChecked();
      await expect(box(delta)).not.toBeChecked();
      await expect(bar).toContainText(L.selected(3));
      await expect(page.locator("[aria-live=polite]").filter({ hasText: L.selected(3) })).toBeAttached();

      // Keyboard: Space toggles the focused box, Escape clears, Shift+Down and Shift+Space extend.
      await box(delta).focus();
      await page.keyboard.press("Space");
      await expect(box(delta)).toBeChecked();
      await page.keyboard.press("Space");
      await expect(box(delta)).not.toBeChecked();
      await page.keyboard.press("Escape");
      await expect(bar).toHaveCount(0);
      for (const c of [alpha, bravo, charlie, delta]) await expect(box(c)).not.toBeChecked();
      await box(alpha).focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("Shift+ArrowDown");
      await expect(box(bravo)).toBeFocused();
      await expect(box(bravo)).toBeChecked();
      await box(charlie).focus();
      await page.keyboard.press("Shift+Space");
      for (const c of [alpha, bravo, charlie]) await expect(box(c)).toBeChecked();
      await expect(box(delta)).not.toBeChecked();
      await expect(bar).toContainText(L.selected(3));
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/e2e-selected-${lang}-${width}.png` });

      // Opening a card still works with the checkbox beside its name.
      await page.getByRole("button", { name: delta.name, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: delta.name });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(bar).toContainText(L.selected(3));

      // Change stage: one toast for the three, one Undo that puts all three back.
      await bar.getByRole("button", { name: L.changeStage }).click();
      await page.getByRole("menuitem", { name: L.proposal }).click();
      const moved = page.getByRole("listitem").filter({ hasText: L.movedToast });
      await expect(moved).toBeVisible();
      await expect(bar).toHaveCount(0);
      for (const c of [alpha, bravo, charlie]) expect(await stageOf(page, c.id)).toBe("proposal");
      expect(await stageOf(page, delta.id)).toBe("lead");
      await moved.getByRole("button", { name: L.undo }).click();
      await expect(page.getByText(L.undone)).toBeVisible();
      for (const c of [alpha, bravo, charlie]) await expect.poll(() => stageOf(page, c.id)).toBe("lead");

      // Move to trash and back.
      await box(alpha).check();
      await box(bravo).click({ modifiers: ["Shift"] });
      await expect(bar).toContainText(L.selected(2));
      await bar.getByRole("button", { name: L.trash }).click();
      const trashed = page.getByRole("listitem").filter({ hasText: L.trashedToast });
      await expect(trashed).toBeVisible();
      await expect(box(alpha)).toHaveCount(0);
      await expect(box(bravo)).toHaveCount(0);
      await expect(box(charlie)).toBeVisible();
      const reads = trackReads(page);
      await trashed.getByRole("button", { name: L.undo }).click();
      await expect(page.getByText(L.restored)).toBeVisible();
      await expect(box(alpha)).toBeVisible();
      await expect(box(bravo)).toBeVisible();

      // A stale version refuses the whole action, naming the company; nothing changes.
      await page.getByRole("button", { name: L.selectAll }).click();
      await expect(bar).toContainText(L.selected(4));
      await reads.hold();
      const fresh = (await (await page.request.get(`/api/crm/companies/${bravo.id}`)).json()) as Company;
      const edit = await page.request.patch(`/api/crm/companies/${bravo.id}`, {
        data: { version: fresh.version, nextAction: "Changed elsewhere" },
      });
      expect(edit.ok()).toBe(true);
      await bar.getByRole("button", { name: L.changeStage }).click();
      await page.getByRole("menuitem", { name: L.proposal }).click();
      await expect(page.getByText(L.stale)).toBeVisible();
      await reads.release();
      for (const c of [alpha, bravo, charlie, delta]) expect(await stageOf(page, c.id)).toBe("lead");
      await bar.getByRole("button", { name: L.clear }).click();
      await expect(bar).toHaveCount(0);

      await context.close();
    });
  }
}

test("bulk owner change in Serbian: Cyrillic texts, one toast, Undo clears the owner again", async ({
  page,
}) => {
  await loginAsStaff(page, "sr");
  const tag = uniqueTag();
  const [alpha, bravo] = (await seed(page, tag)) as [Company, Company];
  await page.goto(`/sr/crm?q=${tag}`);
  await page.getByRole("checkbox", { name: `Изабери ${alpha.name}` }).check();
  await page.getByRole("checkbox", { name: `Изабери ${bravo.name}` }).click({ modifiers: ["Shift"] });
  const bar = page.getByRole("region", { name: "Групне радње" });
  await expect(bar).toContainText("2 изабране компаније");
  await bar.getByRole("button", { name: "Промени власника" }).click();
  await page.getByRole("menuitem", { name: E2E_STAFF_USER }).click();
  const toast = page
    .getByRole("listitem")
    .filter({ hasText: `Праћења додељена кориснику ${E2E_STAFF_USER}: 2.` });
  await expect(toast).toBeVisible();
  const ownerOf = async (id: number) =>
    ((await (await page.request.get(`/api/crm/companies/${id}`)).json()) as Company).nextActionOwner;
  expect(await ownerOf(alpha.id)).toBe(E2E_STAFF_USER);
  expect(await ownerOf(bravo.id)).toBe(E2E_STAFF_USER);
  await toast.getByRole("button", { name: "Опозови" }).click();
  await expect.poll(() => ownerOf(alpha.id)).toBeNull();
  expect(await ownerOf(bravo.id)).toBeNull();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/e2e-owner-sr.png` });
});
