import { expect, test } from "@playwright/test";
import type { PipelineSummary } from "#core/domain/pipeline";
import {
  amountPattern,
  column,
  dealCard,
  dealNow,
  initials,
  mouseDrag,
  openBoard,
  ownMonth,
  STAGES,
  say,
  sayPattern,
  seedDeals,
  stageName,
  touchDrag,
} from "./crm-board-helpers";
import {
  addCompany,
  addProject,
  axeViolations,
  changeCompany,
  searchAndOpen,
  trackReads,
  uniqueTag,
} from "./crm-helpers";
import { E2E_STAFF_USER, loginAsStaff } from "./support/staff";

test.describe.configure({ timeout: 150_000 });

/** Each language and its widths: Serbian at phone width only, to keep CI time down. */
const RUNS = [
  ["en", [1280, 375]],
  ["ar", [1280, 375]],
  ["sr", [375]],
] as const;
const SHOTS = process.env.BOARD_SHOTS;

for (const [lang, widths] of RUNS) {
  for (const width of widths) {
    const how = width > 400 ? "mouse" : "touch";
    test(`deal board ${lang} at ${width}px: a company's two deals in two columns, weights by each deal, filters from the URL, ${how} move with Undo, axe clean`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, hasTouch: width < 400 });
      const page = await context.newPage();
      await loginAsStaff(page, lang);
      const month = await ownMonth(page);
      const tag = uniqueTag();
      const { company, tracker, pilot, euro } = await seedDeals(page, tag, month);
      const { settings } = (await (
        await page.request.get("/api/crm/pipeline/summary")
      ).json()) as PipelineSummary;

      // This quarter in SAR: the test's own deals alone.
      await openBoard(page, lang, "?close=quarter&currency=SAR");
      if (lang === "ar") await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      for (const stage of STAGES) {
        await expect(column(page, stage).getByRole("heading", { level: 3 })).toContainText(
          stageName(lang, stage),
        );
      }
      // The company is at Lead; its deals sit in their own columns.
      await expect(column(page, "lead").locator(`article[data-company-id="${company.id}"]`)).toHaveCount(0);
      const trackerCard = column(page, "negotiation").locator(`article[data-deal-id="${tracker.id}"]`);
      const pilotCard = column(page, "qualified").locator(`article[data-deal-id="${pilot.id}"]`);
      await expect(trackerCard).toContainText(tracker.name);
      await expect(trackerCard).toContainText(company.name);
      await expect(trackerCard).toContainText(amountPattern(2000));
      await expect(trackerCard).toContainText(initials(E2E_STAFF_USER));
      await expect(trackerCard).toContainText(say(lang, "owner", { name: E2E_STAFF_USER }));
      await expect(trackerCard).toContainText(sayPattern(lang, "closeDue", "date"));
      await expect(pilotCard).toContainText(sayPattern(lang, "closeOverdue", "date"));
      await expect(dealCard(page, euro)).toHaveCount(0);
      // Counts, and weights by each deal: Tracker at Negotiation's probability (not its company's Lead),
      // Pilot at its own 40 % (not Qualified's).
      const negotiation = column(page, "negotiation").locator("header");
      await expect(negotiation).toContainText(say(lang, "count_one", { formatted: "1" }));
      await expect(negotiation.locator("p").last()).toContainText(
        amountPattern((2000 * settings.probabilities.negotiation) / 100),
      );
      await expect(column(page, "qualified").locator("header p").last()).toContainText(amountPattern(400));
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/board-${lang}-${width}.png`, fullPage: true });

      // Other filters from the URL: this month (Pilot closes the month before), EUR, my overdue deals.
      await openBoard(page, lang, "?close=month&currency=SAR");
      await expect(trackerCard).toBeVisible();
      await expect(dealCard(page, pilot)).toHaveCount(0);
      await openBoard(page, lang, "?close=month&currency=EUR");
      await expect(column(page, "negotiation").locator(`article[data-deal-id="${euro.id}"]`)).toBeVisible();
      await expect(dealCard(page, tracker)).toHaveCount(0);
      await openBoard(page, lang, "?mine=1&close=overdue&currency=SAR");
      await expect(pilotCard).toBeVisible();
      await expect(dealCard(page, tracker)).toHaveCount(0);
      await expect(page.getByRole("checkbox", { name: say(lang, "filters.mine") })).toBeChecked();

      // By mouse (desktop): Tracker to Won beside it. By touch (phone): held at the edge while the board
      // scrolls on to the last column, Lost, which asks for the reason first. Then Undo.
      await openBoard(page, lang, "?close=month&currency=SAR");
      // (Right to left, the board does not scroll on under a held finger (dnd-kit's auto-scroll): Won beside it.)
      const target = width > 400 || lang === "ar" ? "won" : "lost";
      // The board settled (its totals shown, which moves the columns down): the card stays under the finger.
      await expect(column(page, "negotiation").locator("header")).toContainText(
        say(lang, "count_one", { formatted: "1" }),
      );
      await expect(trackerCard).toBeVisible();
      if (width > 400) await mouseDrag(page, trackerCard, column(page, target));
      else await touchDrag(page, trackerCard, column(page, "negotiation"), column(page, target));
      if (target === "lost") {
        const dialog = page.getByRole("dialog", { name: say(lang, "lost.title") });
        await dialog.getByLabel(say(lang, "lost.reason")).selectOption("price");
        await dialog.getByRole("button", { name: say(lang, "lost.confirm") }).click();
      }
      await expect(column(page, target).locator(`article[data-deal-id="${tracker.id}"]`)).toBeVisible();
      await expect.poll(async () => (await dealNow(page, tracker)).dealStage).toBe(target);
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: tracker.name });
      const reads = trackReads(page);
      await toast.getByRole("button", { name: say(lang, "crm:undo.undo") }).click();
      await expect(trackerCard).toBeVisible();
      await expect.poll(async () => (await dealNow(page, tracker)).dealStage).toBe("negotiation");
      expect((await dealNow(page, tracker)).closedOn).toBeNull();

      // A stale move: someone else changes the deal after the board loaded; nothing is overwritten.
      await reads.hold();
      const fresh = await dealNow(page, tracker);
      const changed = await page.request.patch(`/api/crm/projects/${tracker.id}`, {
        data: { version: fresh.version, nextAction: "Changed elsewhere" },
      });
      expect(changed.ok()).toBe(true);
      await page.getByRole("button", { name: say(lang, "moveLabel", { name: tracker.name }) }).click();
      await page.getByRole("menuitem", { name: stageName(lang, "proposal") }).click();
      await expect(page.getByRole("alert").filter({ hasText: tracker.name })).toBeVisible();
      await reads.release();
      expect((await dealNow(page, tracker)).dealStage).toBe("negotiation");
      expect((await dealNow(page, tracker)).nextAction).toBe("Changed elsewhere");

      // Opening a card opens its company's window.
      await trackerCard.getByRole("button", { name: tracker.name, exact: true }).click();
      await expect(page.getByRole("dialog", { name: company.name })).toBeVisible();
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
