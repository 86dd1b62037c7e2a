/**
 * Typed text in the CRM's sentences and lists (issue "The CRM never loses a keystroke or an edit"): a Latin
 * name keeps its full stop at its end on an Arabic page wherever it shows, the default next action reads in
 * each reader's language, and the sentences around names are right (one full stop, Arabic genders, "by").
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import type { Company } from "#core/domain/crm";
import type { PipelineSummary } from "#core/domain/pipeline";
import type { Lang } from "#core/i18n/languages";
import { addCompany, addContact, addProject, axeViolations, changeCompany, uniqueTag } from "./crm-helpers";
import { text } from "./support/public-site";
import { E2E_STAFF_USER, loginAsStaff } from "./support/staff";

test.describe.configure({ timeout: 180_000 });

const PREFIX = { en: "", ar: "/ar", sr: "/sr" } as const;

/** Each language and its widths: Serbian at phone width only, to keep CI time down. */
const RUNS = [
  ["en", [1280, 375]],
  ["ar", [1280, 375]],
  ["sr", [375]],
] as const satisfies readonly (readonly [Lang, readonly number[]])[];

/**
 * The element showing a typed text isolates it (a <bdi>, dir="auto", or a left-to-right isolate) and lays
 * it out left to right: its closing full stop is to the right of the letter before it, not thrown to the
 * start of an Arabic line (".Đorđević Trgovina d.o.o").
 */
async function expectIsolated(element: Locator) {
  await expect(element).toBeVisible();
  const layout = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    const isolated =
      node.tagName === "BDI" ||
      node.getAttribute("dir") === "auto" ||
      (style.unicodeBidi === "isolate" && style.direction === "ltr");
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    let last: Text | null = null;
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if ((n.textContent ?? "").trim()) last = n as Text;
    if (!last) return { isolated, direction: style.direction, stopAtTheEnd: false };
    const end = (last.textContent ?? "").trimEnd().length;
    const box = (from: number) => {
      const range = document.createRange();
      range.setStart(last, from);
      range.setEnd(last, from + 1);
      return range.getBoundingClientRect();
    };
    const stop = box(end - 1);
    const before = box(end - 2);
    return { isolated, direction: style.direction, stopAtTheEnd: stop.left >= before.right - 1 };
  });
  // Soft: every place that does not isolate is reported, not only the first.
  expect.soft(layout, await element.evaluate((node) => node.outerHTML.slice(0, 120))).toEqual({
    isolated: true,
    direction: "ltr",
    stopAtTheEnd: true,
  });
}

/** The innermost element whose whole text is `value`. */
const shown = (scope: Locator | Page, value: string) => scope.getByText(value, { exact: true }).first();

const today = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });

const shot = async (page: Page, lang: Lang, width: number, what: string, focus?: Locator) => {
  if (!process.env.TEXT_SHOTS) return;
  await focus?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/text-${lang}-${width}-${what}.png` });
};

async function seed(page: Page, tag: string) {
  const name = `Đorđević Trgovina ${tag} d.o.o.`;
  const nextAction = "Call Gulf Foods Trading Co.";
  const created = await addCompany(page, {
    companyName: name,
    industry: "FMCG",
    website: `https://${tag.toLowerCase()}.example.rs`,
    notes: "Met at Gulf Foods Trading Co.",
    nextAction,
  });
  const company = await changeCompany(page, created.id, {
    version: created.version,
    nextActionDue: await today(page),
    nextActionOwner: E2E_STAFF_USER,
  });
  const contact = await addContact(page, {
    companyId: company.id,
    name: "Ana Đorđević Jr.",
    email: "ana@example.rs",
    position: "Sales Mgr.",
  });
  const project = await addProject(page, {
    companyId: company.id,
    projectName: "Pilot Co.",
    dealValue: 1000,
  });
  const note = await page.request.post(`/api/crm/companies/${company.id}/activities`, {
    data: { kind: "note", body: "Spoke with Gulf Foods Trading Co." },
  });
  expect(note.ok()).toBe(true);
  return { company, nextAction, contact, project, note: "Spoke with Gulf Foods Trading Co." };
}

const toast = (page: Page, words: string) => page.locator("[data-sonner-toast]").filter({ hasText: words });

for (const [lang, widths] of RUNS) {
  for (const width of widths) {
    test(`typed text is isolated on cards, board, follow-ups, company window, palette, toasts and trash (${lang}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAsStaff(page, lang);
      const tag = uniqueTag();
      const { company, nextAction, contact, project, note } = await seed(page, tag);
      const base = `${PREFIX[lang]}/crm`;

      // The dashboard's card.
      await page.goto(`${base}?q=${tag}`);
      const card = page.locator("article").filter({ hasText: company.name });
      await expectIsolated(shown(card, company.name));
      await expectIsolated(shown(card, nextAction));
      const lastContact = (await card.locator("dd").first().textContent()) ?? "";
      await shot(page, lang, width, "cards", card);

      // The palette's result.
      await page.keyboard.press("Control+K");
      const palette = page.getByRole("dialog", { name: text(lang, "crm", "palette.title") });
      await palette.getByRole("combobox").fill(tag);
      await expectIsolated(shown(palette.getByRole("option").first(), company.name));
      await shot(page, lang, width, "palette");
      await page.keyboard.press("Escape");

      // The board's card.
      await page.getByRole("button", { name: text(lang, "pipeline", "view.board"), exact: true }).click();
      const boardCard = page.locator(`article[data-deal-id="${project.id}"]`);
      await expectIsolated(shown(boardCard, company.name));
      await expectIsolated(shown(boardCard, project.name));
      await shot(page, lang, width, "board", boardCard);

      // My follow-ups.
      await page.getByRole("button", { name: text(lang, "pipeline", "view.followUps"), exact: true }).click();
      const dueToday = page.getByRole("region", { name: text(lang, "pipeline", "followUps.today") });
      await expectIsolated(shown(dueToday, company.name));
      await expectIsolated(shown(dueToday, nextAction));
      await shot(page, lang, width, "follow-ups");

      // The company window: its title, fields, contact, project and timeline.
      await shown(dueToday, company.name).click();
      const dialog = page.getByRole("dialog", { name: company.name });
      for (const value of [
        company.name,
        nextAction,
        "Met at Gulf Foods Trading Co.",
        contact.name,
        project.name,
      ])
        await expectIsolated(shown(dialog, value));
      await expectIsolated(shown(dialog, "Sales Mgr."));
      await expectIsolated(shown(dialog, note));
      await expect(dialog.getByRole("link", { name: company.website ?? "" })).toHaveCSS(
        "unicode-bidi",
        "isolate",
      );
      // The timeline says who: "by", "بواسطة", "уписао корисник", with the username isolated.
      const who = `\u2068${E2E_STAFF_USER}\u2069`;
      const byWho = text(lang, "pipeline", "timeline.byAt", { who, at: "" }).trim();
      expect(byWho.split(who)[0]?.trim(), "a word for 'by' before the username").toBeTruthy();
      await expect(dialog.getByRole("listitem").filter({ hasText: note })).toContainText(byWho);
      await shot(page, lang, width, "company-window");
      expect(await axeViolations(page)).toEqual([]);

      // Deleting the project: its name isolated in the toast, one full stop, the project's own words.
      await dialog
        .getByRole("button", { name: text(lang, "crm", "modal.deleteProject", { name: project.name }) })
        .click();
      const confirm = page.getByRole("alertdialog");
      await expectIsolated(shown(confirm, project.name));
      await confirm.getByRole("button", { name: text(lang, "crm", "confirm.delete"), exact: true }).click();
      const deleted = toast(page, text(lang, "crm", "toast.projectDeletedTitle"));
      await expect(deleted).toContainText(
        `${text(lang, "crm", "toast.projectDeleted", { name: project.name })} ${text(lang, "crm", "undo.inTrash.project")}`,
      );
      await expect(deleted).not.toContainText(`${project.name}.`);
      await expectIsolated(shown(deleted, project.name));
      await shot(page, lang, width, "toast");

      // Deleting the company: the company's words (feminine in Arabic, also "it is in the trash").
      await dialog.getByRole("button", { name: text(lang, "crm", "modal.delete"), exact: true }).click();
      await expectIsolated(shown(page.getByRole("alertdialog"), company.name));
      await page
        .getByRole("alertdialog")
        .getByRole("button", { name: text(lang, "crm", "confirm.deleteCompanyButton") })
        .click();
      const gone = toast(page, text(lang, "crm", "toast.companyDeletedTitle"));
      await expect(gone).toContainText(
        `${text(lang, "crm", "toast.companyDeleted", { name: company.name })} ${text(lang, "crm", "undo.inTrash.company")}`,
      );

      // The trash: the name isolated, the dates written as the rest of the CRM writes them (the card's last
      // contact was today, as is the deletion), and the restored toast with one full stop.
      await page.goto(`${base}/trash`);
      const item = page.getByRole("listitem").filter({ hasText: company.name });
      await expectIsolated(shown(item, company.name));
      await expect(item).toContainText(lastContact);
      await shot(page, lang, width, "trash");
      await item
        .getByRole("button", { name: text(lang, "crm", "trash.restoreNamed", { name: company.name }) })
        .click();
      const back = toast(page, text(lang, "crm", "trash.restored", { name: company.name }));
      await expect(back).toBeVisible();
      await expect(back).not.toContainText(`${company.name}.`);
      await expectIsolated(shown(back, company.name));
    });
  }
}

for (const lang of ["en", "ar", "sr"] as const) {
  test(`the rates' dates have no brackets inside brackets (${lang})`, async ({ page }) => {
    await loginAsStaff(page, lang);
    // A rate of the test's own (the summary's answer), so the shared database's rates stay as they are.
    await page.route("**/api/crm/pipeline/summary?*", async (route) => {
      const response = await route.fetch();
      const summary = (await response.json()) as PipelineSummary;
      summary.rates = [{ currency: "USD", rateToSar: 3.75, rateDate: "2026-01-15", updatedBy: null }];
      await route.fulfill({ response, json: summary });
    });
    await page.goto(`${PREFIX[lang]}/crm`);
    await page.getByRole("button", { name: text(lang, "pipeline", "view.board"), exact: true }).click();
    const line = page
      .getByRole("list", { name: text(lang, "pipeline", "board.ratesLabel") })
      .getByRole("listitem");
    await expect(line).toContainText("USD");
    const written = (await line.textContent()) ?? "";
    let depth = 0;
    let deepest = 0;
    for (const char of written) {
      depth += char === "(" ? 1 : char === ")" ? -1 : 0;
      deepest = Math.max(deepest, depth);
    }
    expect(deepest, written).toBeLessThanOrEqual(1);
  });
}

test("the default next action of a company added on an Arabic page reads in each reader's language", async ({
  page,
}) => {
  await loginAsStaff(page, "ar");
  const tag = uniqueTag();
  const name = `Gulf Foods Trading ${tag} Co.`;
  await page.goto("/ar/crm-add");
  const form = page.getByRole("tabpanel", { name: text("ar", "crm", "add.tabs.company") });
  await form.getByRole("textbox", { name: text("ar", "crm", "add.company.companyName") }).fill(name);
  await form.getByRole("combobox", { name: text("ar", "crm", "add.company.industry") }).selectOption("FMCG");
  await form.getByRole("button", { name: text("ar", "crm", "add.company.submit") }).click();
  await expect(toast(page, text("ar", "crm", "toast.companySaved"))).toBeVisible();

  for (const reader of ["en", "ar", "sr"] as const) {
    await page.goto(`${PREFIX[reader]}/crm?q=${tag}`);
    const card = page.locator("article").filter({ hasText: name });
    await expect(card).toContainText(text(reader, "crm", "defaults.nextAction"));
    for (const other of ["en", "ar", "sr"].filter((l) => l !== reader) as Lang[])
      await expect(card).not.toContainText(text(other, "crm", "defaults.nextAction"));
  }
  // Edited on the Serbian page (which shows the Serbian words) and saved: still the meaning, not Serbian words.
  await page.locator("article").filter({ hasText: name }).getByRole("button", { name }).click();
  const dialog = page.getByRole("dialog", { name });
  await dialog.getByRole("button", { name: text("sr", "crm", "modal.edit"), exact: true }).click();
  const field = dialog.getByLabel(text("sr", "crm", "modal.nextAction"), { exact: true });
  await expect(field).toHaveValue(text("sr", "crm", "defaults.nextAction"));
  await dialog.getByLabel(text("sr", "crm", "modal.notes"), { exact: true }).fill("Sastanak u Beogradu.");
  await dialog.getByRole("button", { name: text("sr", "crm", "modal.saveChanges") }).click();
  await expect(dialog.getByText("Sastanak u Beogradu.", { exact: true })).toBeVisible();
  const list = (await (await page.request.get(`/api/crm/companies?q=${tag}`)).json()) as { items: Company[] };
  expect(list.items.map((c) => [c.nextAction, c.notes])).toEqual([
    ["Initial contact", "Sastanak u Beogradu."],
  ]);
});
