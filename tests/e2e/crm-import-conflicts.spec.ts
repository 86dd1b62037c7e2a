import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import type { CompanyList, Contact } from "#core/domain/crm";
import type { Lang } from "#core/i18n/languages";
import { axeViolations, uniqueTag } from "./crm-helpers";
import { loginAsStaff } from "./support/staff";

// Whole flows on a busy machine.
test.describe.configure({ timeout: 150_000 });

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/import

/** The dialog's texts, from the translation files, with {{values}} filled in. */
function texts(lang: Lang) {
  const file = path.resolve(import.meta.dirname, `../../core/i18n/locales/${lang}/crm.json`);
  const crm = JSON.parse(readFileSync(file, "utf8")) as { import: Record<string, unknown> };
  const t = (key: string, values: Record<string, string | number> = {}) => {
    const text = key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], crm.import);
    return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
  return t;
}

function sheets(tag: string, notes: string, position: string, nextAction: string) {
  const companies = `ID,Company,Industry,Stage,Last Contact,Next Action,Notes,Website\n${tag}-1,${tag} Conflict Bank,Banking,lead,2025-01-15,${nextAction},${notes},\n`;
  const contacts = `ID,Company ID,Name,Position,Email,Phone\n${tag}-2,${tag}-1,Huda Saleh,${position},,\n`;
  return [
    { name: "Smart CRM - Companies.csv", content: companies },
    { name: "Smart CRM - Contacts.csv", content: contacts },
  ];
}

async function bank(page: Page, tag: string) {
  const res = await page.request.get(`/api/crm/companies?q=${tag}`);
  const company = ((await res.json()) as CompanyList).items[0];
  if (!company) throw new Error("no company");
  const contacts = await page.request.get(`/api/crm/companies/${company.id}/contacts`);
  const [contact] = ((await contacts.json()) as { items: Contact[] }).items;
  if (!contact) throw new Error("no contact");
  return { company, contact };
}

for (const lang of ["en", "ar", "sr"] as const) {
  test(`${lang}: an older sheet keeps the CRM's edits, shows both values, takes the sheet's on request, and Undo puts all back`, async ({
    page,
  }) => {
    const t = texts(lang);
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    // Imported once, then edited in the CRM.
    const seeded = await page.request.post("/api/crm/import", {
      data: { files: sheets(tag, "Sheet notes", "Analyst", "Call") },
    });
    expect(seeded.status(), await seeded.text()).toBe(200);
    const before = await bank(page, tag);
    await page.request.patch(`/api/crm/companies/${before.company.id}`, {
      data: { version: before.company.version, notes: "Edited in the CRM" },
    });
    await page.request.patch(`/api/crm/contacts/${before.contact.id}`, {
      data: { version: before.contact.version, position: "Director" },
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(lang === "en" ? "/crm" : `/${lang}/crm`);
    await page.getByRole("button", { name: t("button"), exact: true }).click();
    const dialog = page.getByRole("dialog", { name: t("title") });
    // The older sheet, with one change of its own (the next action, which the CRM did not touch).
    await dialog.getByLabel(t("files")).setInputFiles(
      sheets(tag, "Sheet notes", "Analyst", "Visit").map((f) => ({
        name: f.name,
        mimeType: "text/csv",
        buffer: Buffer.from(f.content),
      })),
    );
    await dialog.getByRole("button", { name: t("submit"), exact: true }).click();
    const conflicts = dialog.getByRole("region", { name: t("conflictsTitle") });
    await expect(conflicts).toBeVisible();
    const notes = conflicts.getByRole("listitem").filter({ hasText: t("field.notes") });
    await expect(notes).toContainText("Sheet notes");
    await expect(notes).toContainText("Edited in the CRM");
    const position = conflicts.getByRole("listitem").filter({ hasText: t("field.position") });
    await expect(position).toContainText("Analyst");
    await expect(position).toContainText("Director");
    let now = await bank(page, tag);
    expect([now.company.notes, now.company.nextAction, now.contact.position]).toEqual([
      "Edited in the CRM",
      "Visit",
      "Director",
    ]);

    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS && lang !== "sr") {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await page.screenshot({ path: `${SHOTS}/import-${lang}-${width}.png` });
        await notes.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/import-${lang}-${width}-conflicts.png` });
        expect(await axeViolations(page)).toEqual([]);
      }
    }

    // One conflict: the sheet's value.
    await notes
      .getByRole("button", {
        name: t("takeSheetFor", { field: t("field.notes"), name: `${tag} Conflict Bank` }),
      })
      .click();
    await expect(notes.getByRole("status")).toHaveText(t("taken"));
    await expect(notes.getByRole("status")).toBeFocused();
    now = await bank(page, tag);
    expect([now.company.notes, now.contact.position]).toEqual(["Sheet notes", "Director"]);

    // The rest at once.
    await conflicts.getByRole("button", { name: t("takeAll") }).click();
    await expect(position.getByRole("status")).toHaveText(t("taken"));
    await expect(conflicts.getByRole("button", { name: t("takeAll") })).toBeDisabled();
    expect((await bank(page, tag)).contact.position).toBe("Analyst");

    // Undo of the whole import: every record as it was before it.
    await dialog.getByRole("button", { name: t("undo") }).click();
    await expect(
      dialog.getByRole("status").filter({ hasText: t("undone", { restored: 2, removed: 0 }) }),
    ).toBeVisible();
    await expect(conflicts).toBeHidden();
    await expect(dialog.getByRole("button", { name: t("undo") })).toBeHidden();
    now = await bank(page, tag);
    expect([now.company.notes, now.company.nextAction, now.contact.position]).toEqual([
      "Edited in the CRM",
      "Call",
      "Director",
    ]);
  });
}
