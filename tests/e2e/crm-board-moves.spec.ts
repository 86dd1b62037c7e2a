import { expect, test } from "@playwright/test";
import {
  column,
  dealNow,
  moveButton,
  openBoard,
  ownMonth,
  say,
  seedDeals,
  stageName,
} from "./crm-board-helpers";
import { axeViolations, uniqueTag } from "./crm-helpers";
import { loginAsStaff } from "./support/staff";

test.describe.configure({ timeout: 150_000 });

const RUNS = [
  ["en", [1280, 375]],
  ["ar", [1280, 375]],
  ["sr", [375]],
] as const;
const SHOTS = process.env.BOARD_SHOTS;

for (const [lang, widths] of RUNS) {
  for (const width of widths) {
    test(`deal board ${lang} at ${width}px: the keyboard's move keeps the focus on the card, Undo by keyboard, Lost asks why`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAsStaff(page, lang);
      const month = await ownMonth(page);
      const { tracker, pilot } = await seedDeals(page, uniqueTag(), month);
      await openBoard(page, lang, "?close=quarter&currency=SAR");
      const inColumn = (stage: string, id: number) =>
        column(page, stage).locator(`article[data-deal-id="${id}"]`);
      const undoOf = (name: string, stage: string) =>
        page
          .locator("[data-sonner-toast]")
          .filter({ hasText: say(lang, "movedToast", { name, stage: stageName(lang, stage) }) })
          .getByRole("button", { name: say(lang, "crm:undo.undo") });

      // By keyboard: the card's Move button, a menu of the other five stages; the focus follows the card.
      await moveButton(page, lang, pilot).focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("menu");
      await expect(menu.getByRole("menuitem")).toHaveCount(5);
      await expect(menu.getByRole("menuitem").first()).toBeFocused();
      await expect(menu.getByRole("menuitem").nth(1)).toHaveText(stageName(lang, "proposal"));
      // ArrowDown moves the focus to the next stage (again from the first, should the menu still be settling in).
      await expect(async () => {
        await menu.getByRole("menuitem").first().focus();
        await page.keyboard.press("ArrowDown");
        await expect(menu.getByRole("menuitem").nth(1)).toBeFocused({ timeout: 1000 });
      }).toPass();
      await page.keyboard.press("Enter");
      await expect(inColumn("proposal", pilot.id)).toBeVisible();
      await expect(
        inColumn("proposal", pilot.id).getByRole("button", {
          name: say(lang, "moveLabel", { name: pilot.name }),
        }),
      ).toBeFocused();
      await expect.poll(async () => (await dealNow(page, pilot)).dealStage).toBe("proposal");
      // Announced (the board's live region), and shown with Undo.
      await expect(page.locator("p[aria-live]")).toHaveText(
        say(lang, "moved", { name: pilot.name, stage: stageName(lang, "proposal") }),
      );

      // Undo by keyboard: the toast's button, Enter; the card is back and keeps the focus.
      await undoOf(pilot.name, "proposal").focus();
      await page.keyboard.press("Enter");
      await expect(inColumn("qualified", pilot.id)).toBeVisible();
      await expect(moveButton(page, lang, pilot)).toBeFocused();
      await expect.poll(async () => (await dealNow(page, pilot)).dealStage).toBe("qualified");

      // To Lost: the reason is asked for first; cancelling leaves the deal where it was.
      const toLost = async () => {
        await moveButton(page, lang, tracker).click();
        await page.getByRole("menuitem", { name: stageName(lang, "lost") }).click();
        return page.getByRole("dialog", { name: say(lang, "lost.title") });
      };
      let dialog = await toLost();
      await expect(dialog).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/board-lost-${lang}-${width}.png` });
      await dialog.getByRole("button", { name: say(lang, "lost.cancel") }).click();
      await expect(dialog).toBeHidden();
      await expect(inColumn("negotiation", tracker.id)).toBeVisible();
      await expect(moveButton(page, lang, tracker)).toBeFocused();
      expect((await dealNow(page, tracker)).dealStage).toBe("negotiation");

      // Bad input: "other" without a note is refused with a translated message, nothing saved.
      dialog = await toLost();
      await dialog.getByRole("button", { name: say(lang, "lost.confirm") }).click();
      await expect(dialog.getByText(say(lang, "deals:errors.lostReasonRequired"))).toBeVisible();
      await dialog.getByLabel(say(lang, "lost.reason")).selectOption("other");
      await dialog.getByRole("button", { name: say(lang, "lost.confirm") }).click();
      await expect(dialog.getByText(say(lang, "deals:errors.lostNoteRequired"))).toBeVisible();
      expect((await dealNow(page, tracker)).dealStage).toBe("negotiation");
      await dialog.getByLabel(say(lang, "lost.note")).fill("Went in-house");
      await dialog.getByRole("button", { name: say(lang, "lost.confirm") }).click();
      await expect(dialog).toBeHidden();
      await expect(inColumn("lost", tracker.id)).toContainText(
        say(lang, "lostBecause", { reason: say(lang, "deals:lostReasons.other") }),
      );
      await expect(moveButton(page, lang, tracker)).toBeFocused();
      await expect.poll(async () => (await dealNow(page, tracker)).lostReason).toBe("other");

      // Out of Lost and back by Undo: the reason and note come back with it.
      await moveButton(page, lang, tracker).click();
      await page.getByRole("menuitem", { name: stageName(lang, "proposal") }).click();
      await expect(inColumn("proposal", tracker.id)).toBeVisible();
      await expect.poll(async () => (await dealNow(page, tracker)).lostReason).toBeNull();
      await undoOf(tracker.name, "proposal").click();
      await expect(inColumn("lost", tracker.id)).toBeVisible();
      await expect.poll(async () => (await dealNow(page, tracker)).dealStage).toBe("lost");
      const back = await dealNow(page, tracker);
      expect([back.lostReason, back.lostNote]).toEqual(["other", "Went in-house"]);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
