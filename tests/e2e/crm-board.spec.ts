import { expect, type Locator, type Page, test } from "@playwright/test";
import type { Company } from "#core/domain/crm";
import {
  addCompany,
  addProject,
  axeViolations,
  changeCompany,
  searchAndOpen,
  uniqueTag,
} from "./crm-helpers";
import { E2E_STAFF_USER, loginAsStaff } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

const TEXT = {
  en: {
    path: "/crm",
    board: "Board",
    columns: ["Lead", "Qualified", "Proposal", "Negotiation", "Won", "Lost"],
    move: (name: string) => `Move ${name} to another stage`,
    moved: (name: string, stage: string) => `${name} moved to ${stage}.`,
    conflict: /Someone else changed .* meanwhile/,
  },
  ar: {
    path: "/ar/crm",
    board: "اللوحة",
    columns: ["عميل محتمل", "مؤهَّل", "عرض مقدَّم", "تفاوض", "صفقة ناجحة", "صفقة خاسرة"],
    move: (name: string) => `نقل ${name} إلى مرحلة أخرى`,
    moved: (name: string, stage: string) => `نُقلت ${name} إلى ${stage}.`,
    conflict: /غيّر شخص آخر .* في الأثناء/,
  },
  sr: {
    path: "/sr/crm",
    board: "Табла",
    columns: ["Потенцијални клијент", "Квалификован", "Понуда", "Преговори", "Добијен", "Изгубљен"],
    move: (name: string) => `Премести ${name} у другу фазу`,
    moved: (name: string, stage: string) => `${name} премештена у фазу ${stage}.`,
    conflict: /Неко други је у међувремену изменио .*, па није премештена/,
  },
} as const;

/** Each language and its widths: Serbian at phone width only, to keep CI time down. */
const RUNS = [
  ["en", [1280, 375]],
  ["ar", [1280, 375]],
  ["sr", [375]],
] as const;

const column = (page: Page, stage: string) => page.locator(`section[data-stage="${stage}"]`);
const card = (page: Page, company: Company) => page.locator(`article[data-company-id="${company.id}"]`);

async function seed(page: Page, tag: string) {
  const lead = await addCompany(page, { companyName: `${tag} Lead Co`, industry: "FMCG" });
  const other = await addCompany(page, {
    companyName: `${tag} Other Co`,
    industry: "Technology",
    stage: "proposal",
  });
  await addProject(page, { companyId: lead.id, projectName: "Tracker", dealValue: 1000, currency: "EUR" });
  await addProject(page, { companyId: lead.id, projectName: "Pilot", dealValue: 2500 });
  return { lead, other };
}

async function openBoard(page: Page, lang: keyof typeof TEXT) {
  await page.goto(TEXT[lang].path);
  await page.getByRole("button", { name: TEXT[lang].board, exact: true }).click();
  await expect(column(page, "lead").getByRole("heading", { level: 3 })).toContainText(TEXT[lang].columns[0]);
}

/** Resolves once the page has no API request in flight (the board's refetches after a move are done). */
function apiQuiet(page: Page): () => Promise<void> {
  let pending = 0;
  const isApi = (url: string) => url.includes("/api/");
  page.on("request", (r) => {
    if (isApi(r.url())) pending++;
  });
  const done = (r: { url(): string }) => {
    if (isApi(r.url())) pending--;
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return async () => {
    await expect.poll(() => pending, { timeout: 15_000 }).toBe(0);
    await page.waitForTimeout(300);
    await expect.poll(() => pending, { timeout: 15_000 }).toBe(0);
  };
}

/** Drags with the mouse from the card to the middle of a column, in small steps (as a hand does). */
async function mouseDrag(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error("not on screen");
  await page.mouse.move(a.x + a.width / 2, a.y + 10);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + 14, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + Math.min(b.height / 2, 120), { steps: 12 });
  await page.mouse.up();
}

/**
 * Drags by touch (press, hold, move, lift) through the browser's touch input, from the card to the column
 * beside its own: the board shows the card's column (snapped to the start) and a strip of the next one.
 */
async function touchDrag(page: Page, from: Locator, source: Locator, to: Locator) {
  await source.evaluate((el) =>
    el.scrollIntoView({ inline: "start", block: "nearest", behavior: "instant" }),
  );
  await page.waitForTimeout(300); // scroll snapping settles
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  const width = await page.evaluate(() => window.innerWidth);
  if (!a || !b) throw new Error("not on screen");
  const visible = (x: number, w: number) => (Math.max(x, 0) + Math.min(x + w, width)) / 2;
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y }];
  const [x0, y0] = [visible(a.x, a.width), a.y + 10];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(x0, y0) });
  // The long press picks the card up after 200 ms (the board's touch sensor): it then fades. On a busy machine the
  // timer fires late, so wait for the card itself rather than a fixed time.
  await expect(from).toHaveClass(/opacity-40/);
  const [x1, y1] = [visible(b.x, b.width), b.y + 60];
  for (let i = 1; i <= 10; i++) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: point(x0 + ((x1 - x0) * i) / 10, y0 + ((y1 - y0) * i) / 10),
    });
  }
  // Let go only once the board shows the card over the target column (its ring): on a busy machine the moves can
  // be dispatched faster than the board follows them.
  await expect(to).toHaveClass(/ring-primary/);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

for (const [lang, widths] of RUNS) {
  for (const width of widths) {
    test(`board ${lang} at ${width}px: six columns with counts and totals, moved by keyboard and by ${width > 400 ? "mouse" : "touch"}, axe clean`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        hasTouch: width < 400,
        isMobile: false,
      });
      const page = await context.newPage();
      const quiet = apiQuiet(page);
      await loginAsStaff(page, lang);
      const tag = uniqueTag();
      const { lead, other } = await seed(page, tag);
      await openBoard(page, lang);
      if (lang === "ar") await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      for (const [i, stage] of ["lead", "qualified", "proposal", "negotiation", "won", "lost"].entries()) {
        await expect(column(page, stage).getByRole("heading", { level: 3 })).toContainText(
          TEXT[lang].columns[i] ?? "",
        );
      }
      const leadCard = card(page, lead);
      await expect(leadCard).toBeVisible();
      // Each deal's value in its own currency, grouped as the page's language writes figures (2,500 / 2.500).
      await expect(leadCard).toContainText(/2[,.]?500/);
      await expect(leadCard).toContainText(/1[,.]?000/);

      // By keyboard: the card's move button, a menu of the other stages, Enter.
      const moveButton = page.getByRole("button", { name: TEXT[lang].move(lead.name) });
      await moveButton.focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("menu");
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("menuitem")).toHaveCount(5);
      await expect(menu.getByRole("menuitem").first()).toBeFocused(); // Qualified, the next stage
      await expect(menu.getByRole("menuitem").first()).toHaveText(TEXT[lang].columns[1]);
      await page.keyboard.press("Enter");
      await expect(column(page, "qualified").locator(`article[data-company-id="${lead.id}"]`)).toBeVisible();
      await expect(page.getByText(TEXT[lang].moved(lead.name, TEXT[lang].columns[1]))).toBeAttached();
      expect(await axeViolations(page)).toEqual([]);

      // By mouse (desktop) or touch (phone): the other company from proposal to the column beside it.
      const target = width > 400 ? column(page, "negotiation") : column(page, "negotiation");
      if (width < 400) await target.scrollIntoViewIfNeeded();
      const otherCard = card(page, other);
      await otherCard.scrollIntoViewIfNeeded();
      if (width > 400) await mouseDrag(page, otherCard, target);
      else {
        await touchDrag(page, otherCard, column(page, "proposal"), target);
      }
      await expect(target.locator(`article[data-company-id="${other.id}"]`)).toBeVisible();
      // The card moves at once; the save follows.
      await expect
        .poll(async () => (await (await page.request.get(`/api/crm/companies/${other.id}`)).json()).stage)
        .toBe("negotiation");

      // A stale move: someone else changes the company after the board loaded.
      await quiet();
      const fresh = (await (await page.request.get(`/api/crm/companies/${lead.id}`)).json()) as Company;
      await changeCompany(page, lead.id, { version: fresh.version, nextAction: "Changed elsewhere" });
      await page.getByRole("button", { name: TEXT[lang].move(lead.name) }).click();
      await page.getByRole("menuitem", { name: TEXT[lang].columns[5] }).click();
      await expect(page.getByRole("alert").filter({ hasText: TEXT[lang].conflict })).toBeVisible();
      const after = (await (await page.request.get(`/api/crm/companies/${lead.id}`)).json()) as Company;
      expect(after.stage).toBe("qualified");
      expect(after.nextAction).toBe("Changed elsewhere");
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
}

test("the timeline: log a note, edit and delete it; stage moves and added projects show, newest first", async ({
  page,
}) => {
  await loginAsStaff(page);
  const tag = uniqueTag();
  const company = await addCompany(page, {
    companyName: `${tag} Timeline Co`,
    industry: "FMCG",
    notes: "Old notes stay",
  });
  await addProject(page, { companyId: company.id, projectName: `${tag} Pilot`, dealValue: 10 });
  await changeCompany(page, company.id, { version: company.version, stage: "won" });
  await page.goto("/crm");
  await searchAndOpen(page, tag, company.name);
  const dialog = page.getByRole("dialog", { name: company.name });
  await expect(dialog.getByText("Old notes stay")).toBeVisible();
  const timeline = dialog.getByRole("list", { name: "Activity, newest first" });
  await expect(timeline.getByRole("listitem").first()).toContainText(
    /Stage: \u2068Lead\u2069 → \u2068Won\u2069/,
  );
  await expect(timeline).toContainText(`Deal added: ${tag} Pilot`);
  await dialog.getByRole("combobox", { name: "Type" }).selectOption("call");
  await dialog.getByRole("textbox", { name: "What happened" }).fill("Called the CMO");
  await dialog.getByRole("button", { name: "Log" }).click();
  await expect(timeline.getByRole("listitem").first()).toContainText("Called the CMO");
  await expect(timeline.getByRole("listitem").first()).toContainText(`by \u2068${E2E_STAFF_USER}\u2069`);
  await timeline
    .getByRole("listitem")
    .first()
    .getByRole("button", { name: /^Edit the entry/ })
    .click();
  await timeline.getByRole("textbox").fill("Called the CMO again");
  await timeline.getByRole("button", { name: "Save" }).click();
  await expect(timeline.getByRole("listitem").first()).toContainText("Called the CMO again");
  await expect(timeline.getByRole("listitem").first()).toContainText("edited");
  expect(await axeViolations(page)).toEqual([]);
  await timeline
    .getByRole("listitem")
    .first()
    .getByRole("button", { name: /^Delete the entry/ })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(timeline).not.toContainText("Called the CMO again");
});

test("follow-ups: a due date and owner from the edit form, the overdue count on the dashboard, My follow-ups", async ({
  page,
}) => {
  await loginAsStaff(page);
  const tag = uniqueTag();
  const company = await addCompany(page, { companyName: `${tag} Late Co`, industry: "FMCG" });
  await page.goto("/crm");
  await searchAndOpen(page, tag, company.name);
  const dialog = page.getByRole("dialog", { name: company.name });
  await dialog.getByRole("button", { name: "Edit" }).click();
  await dialog.getByLabel("Next Action", { exact: true }).fill("Send the proposal");
  await dialog.getByLabel("Follow-up due").fill("2020-01-02");
  await dialog.getByLabel("Follow-up owner").selectOption(E2E_STAFF_USER);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByText("Send the proposal")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).first().click();
  // The open company is in the URL (?company=id): reloading before it leaves would open the modal again.
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/company=/);
  await page.reload();
  await expect(page.getByText(/You have \d+ overdue follow-ups?/)).toBeVisible();
  await page.getByRole("button", { name: "Show my follow-ups" }).click();
  const overdue = page.getByRole("region", { name: /Overdue/ });
  await expect(overdue.getByRole("button", { name: company.name })).toBeVisible();
  await expect(overdue).toContainText("2 Jan 2020");
  expect(await axeViolations(page)).toEqual([]);
  // The view is remembered for this person.
  await page.reload();
  await expect(page.getByRole("heading", { name: "My follow-ups" })).toBeVisible();
  await page.getByRole("button", { name: "Cards", exact: true }).click();
});
