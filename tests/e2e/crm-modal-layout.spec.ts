/** The company window on narrow and wide screens: long deal values wrap, toasts stay off its buttons (decision 011). */
import { expect, type Page, test } from "@playwright/test";
import { openCompany } from "./support/open-company";

test.describe.configure({ timeout: 120_000 });

for (const lang of ["en", "ar", "sr"] as const) {
  test(`375 px, ${lang}: a project's long deal value wraps and never overlaps its stage`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { dialog } = await openCompany(page, lang);
    const project = dialog.getByRole("listitem").filter({ has: page.locator("dl") });
    const cells = project.locator("dl > div");
    await expect(cells).toHaveCount(6);
    const item = await project.boundingBox();
    const boxes = await cells.evaluateAll((divs) =>
      divs.map((div) => {
        const r = div.getBoundingClientRect();
        const dd = div.querySelector("dd") as HTMLElement;
        return { x: r.x, y: r.y, w: r.width, h: r.height, fits: dd.scrollWidth <= dd.clientWidth + 1 };
      }),
    );
    for (const [i, a] of boxes.entries()) {
      expect(a.fits).toBe(true);
      if (item) expect(a.x + a.w).toBeLessThanOrEqual(item.x + item.width + 1);
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.x + a.w <= b.x + 1 || b.x + b.w <= a.x + 1 || a.y + a.h <= b.y + 1 || b.y + b.h <= a.y + 1;
        expect(apart).toBe(true);
      }
    }
  });
}

/** Rectangles of the toasts on screen that overlap a button of an open dialog (none, when all is well). */
async function toastsOverDialogButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // What can be seen of an element: its box cut by every scrolling ancestor (a row scrolled out of a
    // dialog's body is not on screen, whatever its box says).
    const rect = (el: Element) => {
      const box = el.getBoundingClientRect();
      let { left, top, right, bottom } = box;
      for (let up = el.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflowY === "visible") continue;
        const clip = up.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      return {
        left,
        top,
        right,
        bottom,
        width: Math.max(0, right - left),
        height: Math.max(0, bottom - top),
      };
    };
    const toasts = [...document.querySelectorAll("[data-sonner-toast]")].map(rect);
    const buttons = [
      ...document.querySelectorAll('[role="dialog"] button, [role="alertdialog"] button'),
    ].filter((b) => rect(b).width > 0 && rect(b).height > 0);
    const hits: string[] = [];
    for (const t of toasts) {
      for (const b of buttons) {
        const r = rect(b);
        const overlap = t.left < r.right && r.left < t.right && t.top < r.bottom && r.top < t.bottom;
        if (overlap) hits.push(b.textContent ?? "?");
      }
    }
    return hits;
  });
}

for (const [lang, width] of [
  ["en", 1280],
  ["en", 375],
  ["ar", 375],
] as const) {
  test(`an Undo toast never covers the buttons of the modal or of a confirm dialog (${lang}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 800 ? 700 : 800 });
    const { tag, dialog } = await openCompany(page, lang);
    const name = `${tag} Shopper panel`;
    const words =
      lang === "en"
        ? ["Edit deal", "Save Changes", "Delete deal"]
        : ["تعديل الصفقة", "حفظ التغييرات", "حذف الصفقة"];
    await dialog.getByRole("button", { name: `${words[0]} ${name}` }).click();
    await dialog.getByRole("textbox", { name: lang === "en" ? "Deal name" : "اسم الصفقة" }).fill(`${name} 2`);
    await dialog.getByRole("button", { name: words[1] }).click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast.first()).toBeVisible();
    await expect.poll(() => toastsOverDialogButtons(page)).toEqual([]);

    await dialog.getByRole("button", { name: `${words[2]} ${name} 2` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toBeVisible();
    await expect(toast.first()).toBeVisible();
    await expect.poll(() => toastsOverDialogButtons(page)).toEqual([]);
    // The toast's own buttons (Undo) stay reachable.
    await expect(toast.first().getByRole("button").first()).toBeVisible();
  });
}
