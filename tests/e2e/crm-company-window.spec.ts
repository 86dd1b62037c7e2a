/**
 * The company window's fixes (issue "The CRM never loses a keystroke or an edit"): renaming and a new
 * industry with the duplicate warning and Undo, someone else's save while editing, fresh merge counts,
 * a logged call as the last contact, the follow-up in the view. In English, Arabic and Serbian.
 */
import { expect, type Page, test } from "@playwright/test";
import type { Company } from "#core/domain/crm";
import type { LeadFromMessageResult } from "#core/domain/leads";
import type { Lang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import { formatNumber } from "#core/lib/format";
import { formatDate } from "../../app/features/crm/shared/format";
import {
  addCompany,
  addContact,
  axeViolations,
  changeCompany,
  searchAndOpen,
  uniqueTag,
} from "./crm-helpers";
import { loginAsStaff } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

const LANGS: Lang[] = ["en", "ar", "sr"];
const crmPath = (lang: Lang) => (lang === "en" ? "/crm" : `/${lang}/crm`);

async function getCompany(page: Page, id: number): Promise<Company> {
  return (await page.request.get(`/api/crm/companies/${id}`)).json();
}

/** Opens a company's window from the dashboard's search, in the language's CRM. */
async function open(page: Page, lang: Lang, tag: string, name: string) {
  await page.goto(crmPath(lang));
  await searchAndOpen(page, tag, name);
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A lead made from a contact message, as "Turn into lead" makes it: no industry (Not Assigned). */
async function leadFromMessage(page: Page, tag: string): Promise<Company> {
  const ip = `10.203.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const sent = await page.request.post("/api/contact", {
    data: {
      name: `Sender ${tag}`,
      email: `s@${tag.toLowerCase()}.example`,
      message: "Hello",
      elapsedMs: 4000,
    },
    headers: { "X-Forwarded-For": ip },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const listed = await (await page.request.get("/api/crm/messages?state=open")).json();
  const message = listed.messages.find((m: { name: string }) => m.name === `Sender ${tag}`);
  const made = await page.request.post(`/api/crm/leads/from-message/${message.id}`, {
    data: { companyName: `${tag} Lead Trading` },
  });
  expect(made.status(), await made.text()).toBe(201);
  return getCompany(page, ((await made.json()) as LeadFromMessageResult).company.id);
}

for (const lang of LANGS) {
  const t = serverT(lang, "crm");

  test(`${lang}: a lead is renamed and given an industry in its window; bad names, the duplicate warning and Undo`, async ({
    page,
  }) => {
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const lead = await leadFromMessage(page, tag);
    const rival = await addCompany(page, { companyName: `${tag} Rival Co`, industry: "Technology" });
    const dialog = await open(page, lang, tag, lead.name);
    await expect(dialog.getByText(t("industries:industry.not-assigned")).first()).toBeVisible();

    await dialog.getByRole("button", { name: t("modal.edit"), exact: true }).click();
    const name = dialog.getByRole("textbox", { name: t("add.company.companyName") });
    const industry = dialog.getByRole("combobox", { name: t("add.company.industry") });
    await expect(name).toHaveValue(lead.name);
    await expect(name).toBeFocused();
    const save = dialog.getByRole("button", { name: t("modal.saveChanges") });

    // An empty name, and one of zero-width spaces: a translated message, nothing saved.
    for (const bad of ["", "\u200B\u200B"]) {
      await name.fill(bad);
      await save.click();
      await expect(dialog.getByText(t("errors.companyNameRequired"))).toBeVisible();
      await expect(name).toHaveAttribute("aria-invalid", "true");
    }
    expect(await getCompany(page, lead.id)).toMatchObject({ name: lead.name, version: lead.version });

    // Another company's name: the same warning as the add page, with Open and Save anyway.
    await name.fill(rival.name);
    await save.click();
    const warning = dialog.getByRole("alert").filter({ hasText: t("duplicates.title") });
    await expect(warning).toContainText(t("duplicates.intro"));
    await expect(
      warning.getByRole("link", { name: t("duplicates.open", { name: rival.name }) }),
    ).toHaveAttribute("href", `${crmPath(lang)}?company=${rival.id}`);
    await expect(warning.getByRole("button", { name: t("duplicates.saveAnyway") })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const renamed = `${tag} Gulf Foods`;
    await name.fill(renamed);
    await industry.selectOption({ label: t("industries:industry.fmcg") });
    await save.click();
    await expect(page.getByText(t("toast.companySaved"))).toBeVisible();
    const after = page.getByRole("dialog", { name: renamed });
    await expect(after.getByText(t("industries:industry.fmcg")).first()).toBeVisible();
    expect(await getCompany(page, lead.id)).toMatchObject({ name: renamed, industry: "FMCG" });

    // Undo puts the lead's name and its Not Assigned back.
    await page.getByRole("button", { name: t("undo.undo") }).click();
    await expect(page.getByText(t("undo.undone"))).toBeVisible();
    await expect(page.getByRole("dialog", { name: lead.name })).toBeVisible();
    expect(await getCompany(page, lead.id)).toMatchObject({ name: lead.name, industry: null });
  });

  test(`${lang}: someone else's save while editing keeps what was typed; each field is chosen, and saved`, async ({
    page,
  }) => {
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const company = await addCompany(page, {
      companyName: `${tag} Conflict Co`,
      industry: "Technology",
      stage: "qualified",
    });
    const dialog = await open(page, lang, tag, company.name);
    await dialog.getByRole("button", { name: t("modal.edit"), exact: true }).click();
    await changeCompany(page, company.id, {
      version: company.version,
      stage: "won",
      nextAction: "Their next step",
      notes: "Their notes",
    });
    const stage = dialog.getByRole("combobox", { name: t("modal.stage") });
    const nextAction = dialog.getByRole("textbox", { name: t("modal.nextAction") });
    const notes = dialog.getByRole("textbox", { name: t("modal.notes") });
    const website = dialog.getByRole("textbox", { name: t("modal.website") });
    await stage.selectOption("negotiation");
    await nextAction.fill("My next step");
    await website.fill(`https://${tag.toLowerCase()}.mine.example`);
    await dialog.getByRole("button", { name: t("modal.saveChanges") }).click();

    const panel = dialog.getByRole("region", { name: t("toast.conflictTitle") });
    await expect(panel.getByRole("alert")).toHaveText(t("modal.conflictChoose"));
    // What was typed is still there; a field only they changed takes theirs.
    await expect(nextAction).toHaveValue("My next step");
    await expect(stage).toHaveValue("negotiation");
    await expect(website).toHaveValue(`https://${tag.toLowerCase()}.mine.example`);
    await expect(notes).toHaveValue("Their notes");
    // Both values of each field both changed, mine chosen until the user says otherwise.
    const choice = (field: string, which: "keepMine" | "takeTheirs", value: string) =>
      panel
        .getByRole("group", { name: serverT(lang, "pipeline")(`timeline.field.${field}`) })
        .getByRole("radio", { name: `${t(`modal.${which}`)} ${value}` });
    const stageName = (s: string) => t(`stage.${s}`);
    await expect(choice("stage", "keepMine", stageName("negotiation"))).toBeChecked();
    await expect(choice("stage", "takeTheirs", stageName("won"))).not.toBeChecked();
    await expect(choice("nextAction", "keepMine", "My next step")).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);

    await choice("nextAction", "takeTheirs", "Their next step").check();
    await expect(nextAction).toHaveValue("Their next step");
    await choice("stage", "takeTheirs", stageName("won")).check();
    await choice("stage", "keepMine", stageName("negotiation")).check();
    await expect(stage).toHaveValue("negotiation");
    await dialog.getByRole("button", { name: t("modal.saveChanges") }).click();
    await expect(page.getByText(t("toast.companySaved"))).toBeVisible();
    await expect(dialog.getByText("Their next step", { exact: true })).toBeVisible();
    expect(await getCompany(page, company.id)).toMatchObject({
      stage: "negotiation",
      nextAction: "Their next step",
      notes: "Their notes",
      website: `https://${tag.toLowerCase()}.mine.example`,
      version: company.version + 2,
    });
  });

  test(`${lang}: the merge preview counts the contacts the other company has now`, async ({ page }) => {
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const kept = await addCompany(page, { companyName: `${tag} Kept Co`, industry: "Technology" });
    const other = await addCompany(page, { companyName: `${tag} Other Co`, industry: "Technology" });
    await addContact(page, { companyId: other.id, name: `${tag} First`, email: "first@example.com" });
    // The other company's window was open a moment ago: its contacts are in the page's cache.
    const first = await open(page, lang, tag, other.name);
    // In the contacts list (the timeline names the added contact too).
    const contacts = first.getByRole("region", { name: t("modal.contacts") });
    await expect(contacts.getByText(`${tag} First`, { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(first).toBeHidden();
    await addContact(page, { companyId: other.id, name: `${tag} Second`, email: "second@example.com" });

    await page.getByRole("button", { name: kept.name, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: kept.name });
    await dialog.getByRole("button", { name: t("merge.button") }).click();
    const merge = page.getByRole("dialog", { name: t("merge.title") });
    await merge.getByRole("searchbox", { name: t("merge.searchLabel") }).fill(tag);
    await merge.getByRole("button", { name: other.name }).click();
    await expect(merge.getByRole("listitem").first()).toHaveText(
      t("merge.moveContacts", { kept: `\u2068${kept.name}\u2069`, number: formatNumber(2, lang) }),
    );
  });

  test(`${lang}: a logged call is the last contact at once; the view shows the follow-up's due date and owner`, async ({
    page,
  }) => {
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const created = await addCompany(page, {
      companyName: `${tag} Called Co`,
      industry: "Technology",
      lastContact: "2025-01-10",
    });
    await changeCompany(page, created.id, {
      version: created.version,
      nextAction: "Send the proposal",
      nextActionDue: "2026-12-15",
      nextActionOwner: "e2e-staff",
    });
    const dialog = await open(page, lang, tag, created.name);
    const p = serverT(lang, "pipeline");
    const details = dialog.locator("dl").first();
    await expect(details).toContainText(`${p("fields.due")}${formatDate("2026-12-15", lang)}`);
    await expect(details).toContainText(`${p("fields.owner")}e2e-staff`);
    await expect(details).toContainText(`${t("modal.lastContact")}${formatDate("2025-01-10", lang)}`);

    await dialog.getByRole("combobox", { name: p("timeline.kindLabel") }).selectOption("call");
    await dialog.getByRole("textbox", { name: p("timeline.bodyLabel") }).fill("Spoke with the buyer");
    await dialog.getByRole("button", { name: p("timeline.log"), exact: true }).click();
    const today = new Date().toISOString().slice(0, 10);
    await expect(details).toContainText(`${t("modal.lastContact")}${formatDate(today, lang)}`);
    expect((await getCompany(page, created.id)).lastContact).toBe(today);
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`${lang}: on a phone the window's actions are one row, reachable by keyboard, and a toast leaves its header free`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const company = await addCompany(page, { companyName: `${tag} Phone Co`, industry: "Technology" });
    const dialog = await open(page, lang, tag, company.name);
    const names = [t("modal.edit"), t("merge.button"), t("modal.delete"), t("modal.close")];
    const buttons = names.map((name) => dialog.getByRole("button", { name, exact: true }));
    const boxes = await Promise.all(
      buttons.map(async (b) => (await b.boundingBox()) ?? { y: -1, height: 0 }),
    );
    // One row, well under a tenth of the screen (it was three rows, 180 px).
    for (const box of boxes) expect(Math.abs(box.y - (boxes[0]?.y ?? 0))).toBeLessThan(2);
    expect(Math.max(...boxes.map((b) => b.height))).toBeLessThan(60);
    // The keyboard reaches each, in order, and opens Merge.
    await buttons[0]?.focus();
    for (const button of buttons.slice(1)) {
      await page.keyboard.press("Tab");
      await expect(button).toBeFocused();
    }
    for (const button of buttons.slice(0, 3).reverse()) {
      await page.keyboard.press("Shift+Tab");
      await expect(button).toBeFocused();
    }
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("textbox", { name: t("add.company.companyName") })).toBeFocused();
    await dialog.getByRole("button", { name: t("modal.cancel") }).click();

    // A saved toast, on the phone and on a wide screen: once it has come in, it ends above the window,
    // whose header and Close stay uncovered.
    for (const [width, height, step] of [
      [375, 812, "Call again"],
      [1280, 720, "Call once more"],
    ] as const) {
      await page.setViewportSize({ width, height });
      await buttons[0]?.click();
      await dialog.getByRole("textbox", { name: t("modal.nextAction") }).fill(step);
      await dialog.getByRole("button", { name: t("modal.saveChanges") }).click();
      const toast = page
        .locator("[data-sonner-toast]")
        .filter({ hasText: t("toast.companySaved") })
        .first();
      await expect(toast).toBeVisible();
      await expect(async () => {
        const [toastBox, dialogBox] = await Promise.all([toast.boundingBox(), dialog.boundingBox()]);
        expect(toastBox && dialogBox && toastBox.y + toastBox.height <= dialogBox.y).toBe(true);
      }).toPass();
      await expect(dialog.getByRole("heading", { name: company.name })).toBeInViewport();
    }
    await buttons[3]?.click();
    await expect(dialog).toBeHidden();
  });
}
