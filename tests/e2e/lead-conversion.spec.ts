import { expect, type Page, test } from "@playwright/test";
import type { Lang } from "#core/i18n/languages";
import { addCompany, axeViolations, uniqueTag } from "./crm-helpers";
import { loginAsStaff } from "./support/staff";

// Whole flows on a busy machine.
test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/lead-conversion

const texts = {
  en: {
    turn: "Turn into lead",
    title: "Turn this message into a lead",
    companyName: "Company name",
    fromCompany: "Taken from the company the sender gave. You can change it.",
    fromDomain: "The sender gave no company: taken from the e-mail address's domain. You can change it.",
    required: "Company name is required",
    create: "Create lead",
    duplicate: "Possible duplicate",
    use: (name: string) => `Use ${name}`,
    lead: (name: string) => `Lead: ${name}`,
    handled: "Handled",
    edit: "Edit",
    website: "Website",
    nextAction: "Next Action",
    save: "Save Changes",
    sameWebsite: "same website",
    open: (name: string) => `Open ${name}`,
    saveAnyway: "Save anyway",
    already: (name: string) => `This message is already a lead: ${name}.`,
  },
  ar: {
    turn: "تحويل إلى عميل محتمل",
    title: "تحويل هذه الرسالة إلى عميل محتمل",
    companyName: "اسم الشركة",
    fromCompany: "مأخوذ من اسم الشركة الذي كتبه المرسل. يمكنك تغييره.",
    fromDomain: "لم يذكر المرسل شركة: الاسم مأخوذ من نطاق عنوان بريده الإلكتروني. يمكنك تغييره.",
    required: "اسم الشركة مطلوب",
    create: "إنشاء العميل المحتمل",
    duplicate: "تكرار محتمل",
    use: (name: string) => `استخدام ${name}`,
    lead: (name: string) => `العميل المحتمل: ${name}`,
    handled: "المعالَجة",
    edit: "تعديل",
    website: "الموقع الإلكتروني",
    nextAction: "الإجراء التالي",
    save: "حفظ التغييرات",
    sameWebsite: "الموقع نفسه",
    open: (name: string) => `فتح ${name}`,
    saveAnyway: "حفظ على أي حال",
    already: (name: string) => `هذه الرسالة عميل محتمل بالفعل: ${name}.`,
  },
  sr: {
    turn: "Претвори у потенцијалног клијента",
    title: "Претвори поруку у потенцијалног клијента",
    companyName: "Назив компаније",
    fromCompany: "Преузето из компаније коју је пошиљалац навео. Можете га изменити.",
    fromDomain: "Пошиљалац није навео компанију: преузето из домена имејл адресе. Можете га изменити.",
    required: "Назив компаније је обавезан",
    create: "Направи потенцијалног клијента",
    duplicate: "Могући дупликат",
    use: (name: string) => `Користи ${name}`,
    lead: (name: string) => `Потенцијални клијент: ${name}`,
    handled: "Обрађене",
    edit: "Измени",
    website: "Сајт",
    nextAction: "Следећи корак",
    save: "Сачувај измене",
    sameWebsite: "исти сајт",
    open: (name: string) => `Отвори ${name}`,
    saveAnyway: "Ипак сачувај",
    already: (name: string) => `Ова порука је већ потенцијални клијент: ${name}.`,
  },
} as const;

const prefix = (lang: Lang) => (lang === "en" ? "" : `/${lang}`);
/** Names inside sentences are wrapped in first-strong isolates. */
const isolated = (name: string) => `\u2068${name}\u2069`;

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/**
 * Each test's start: the viewport, a tag of its own, the staff sign-in in the test's language, and a
 * way to add its companies (named "<tag> <name>", FMCG, added even if they look like a duplicate).
 */
async function setUp(page: Page, lang: Lang, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const tag = uniqueTag();
  await loginAsStaff(page, lang);
  const company = (name: string, data: Record<string, unknown> = {}) =>
    addCompany(page, { companyName: `${tag} ${name}`, industry: "FMCG", confirmDuplicate: true, ...data });
  return { t: texts[lang], tag, company };
}

async function sendMessage(
  page: Page,
  data: { name: string; email: string; company?: string; message: string },
) {
  const ip = `10.202.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const sent = await page.request.post("/api/contact", {
    data: { ...data, elapsedMs: 4000 },
    headers: { "X-Forwarded-For": ip },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

for (const [lang, width] of [
  ["en", 1280],
  ["ar", 375],
  ["ar", 1280],
  ["en", 375],
  ["sr", 1280],
] as const) {
  test(`a message becomes a lead: the existing company offered, or a new one named by the staff member (${lang}, ${width} px)`, async ({
    page,
  }) => {
    const { t, tag, company } = await setUp(page, lang, width);
    const existing = await company("Foods");
    await sendMessage(page, {
      name: `Mila ${tag}`,
      email: `mila@${tag.toLowerCase()}-foods.example`,
      company: `${tag} Foods d.o.o.`,
      message: `We need a shopper study ${tag}.`,
    });
    await sendMessage(page, {
      name: `Omar ${tag}`,
      email: `omar@${tag.toLowerCase()}.example`,
      message: `Please call me ${tag}.`,
    });

    await page.goto(`${prefix(lang)}/crm/messages`);
    const mila = page.getByRole("article", { name: `Mila ${tag}` });
    await mila.getByRole("button", { name: t.turn }).click();
    const dialog = page.getByRole("dialog", { name: t.title });
    const name = dialog.getByRole("textbox", { name: t.companyName });
    await expect(name).toHaveValue(`${tag} Foods d.o.o.`);
    await expect(name).toHaveAccessibleDescription(t.fromCompany);
    await expect(name).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `lead-dialog-${lang}-${width}`);

    // The same company (without its legal form) is offered: the contact and note join it.
    await dialog.getByRole("button", { name: t.create }).click();
    await expect(dialog.getByRole("alert")).toContainText(t.duplicate);
    const use = dialog.getByRole("button", { name: t.use(isolated(existing.name)) });
    await expect(use).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `lead-duplicate-${lang}-${width}`);
    // Keyboard: focus the offer and press Enter.
    await use.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    const made = page.getByRole("status").getByRole("link", { name: t.lead(isolated(existing.name)) });
    await expect(made).toHaveAttribute("href", `${prefix(lang)}/crm?company=${existing.id}`);
    // The card has left the Open list: focus is on what happened.
    await expect(page.getByRole("status").locator("p")).toBeFocused();
    await expect(mila).toHaveCount(0);

    // No company given: the e-mail's domain is suggested, the staff member names it, Enter confirms.
    const omar = page.getByRole("article", { name: `Omar ${tag}` });
    await omar.getByRole("button", { name: t.turn }).click();
    await expect(name).toHaveValue(`${tag.toLowerCase()}.example`);
    await expect(name).toHaveAccessibleDescription(t.fromDomain);
    await name.fill("  ");
    await page.keyboard.press("Enter");
    await expect(dialog.getByText(t.required)).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await name.fill(`${tag} Trading`);
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    const second = page.getByRole("status").getByRole("link", { name: t.lead(isolated(`${tag} Trading`)) });
    await expect(second).toBeVisible();
    await shoot(page, `lead-done-${lang}-${width}`);
    const companyId = new URL((await second.getAttribute("href")) ?? "", "http://x").searchParams.get(
      "company",
    );

    // Someone else turned the message into a lead meanwhile: refused, naming the company.
    await sendMessage(page, {
      name: `Stale ${tag}`,
      email: `stale@${tag.toLowerCase()}-stale.example`,
      company: `${tag} Stale`,
      message: "Hello",
    });
    await page.reload();
    const stale = page.getByRole("article", { name: `Stale ${tag}` });
    await stale.getByRole("button", { name: t.turn }).click();
    const listed = await (await page.request.get("/api/crm/messages?state=open")).json();
    const staleId = listed.messages.find((m: { name: string }) => m.name === `Stale ${tag}`).id;
    const meanwhile = await page.request.post(`/api/crm/leads/from-message/${staleId}`, {
      data: { companyName: `${tag} Stale` },
    });
    expect(meanwhile.status()).toBe(201);
    await dialog.getByRole("button", { name: t.create }).click();
    await expect(dialog.getByRole("alert")).toHaveText(t.already(`\u2068${tag} Stale\u2069`));
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    // Handled messages show their lead.
    await page.getByRole("button", { name: t.handled, exact: true }).click();
    const handledMila = page.getByRole("article", { name: `Mila ${tag}` });
    await expect(handledMila.getByRole("link", { name: t.lead(isolated(existing.name)) })).toHaveAttribute(
      "href",
      `${prefix(lang)}/crm?company=${existing.id}`,
    );
    await expect(handledMila.getByRole("button", { name: t.turn })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `lead-handled-${lang}-${width}`);

    // The new company has the contact and the message as a note on its timeline.
    const contacts = await (await page.request.get(`/api/crm/companies/${companyId}/contacts`)).json();
    expect(contacts.items.map((c: { name: string; email: string }) => [c.name, c.email])).toEqual([
      [`Omar ${tag}`, `omar@${tag.toLowerCase()}.example`],
    ]);
    await page.goto(`${prefix(lang)}/crm?company=${companyId}`);
    await expect(page.getByRole("dialog", { name: `${tag} Trading` })).toContainText(
      `Please call me ${tag}.`,
    );
  });
}

for (const [lang, width] of [
  ["en", 1280],
  ["ar", 375],
] as const) {
  test(`the modal's edit form warns about another company's website and keeps what was typed (${lang}, ${width} px)`, async ({
    page,
  }) => {
    const { t, tag, company } = await setUp(page, lang, width);
    const holder = await company("Holder", { website: `https://www.${tag.toLowerCase()}-holder.example/` });
    const other = await company("Other");

    await page.goto(`${prefix(lang)}/crm?company=${other.id}`);
    const dialog = page.getByRole("dialog", { name: other.name });
    await dialog.getByRole("button", { name: t.edit, exact: true }).click();
    await dialog.getByRole("textbox", { name: t.nextAction }).fill(`Call back ${tag}`);
    await dialog
      .getByRole("textbox", { name: t.website })
      .fill(`http://${tag.toLowerCase()}-holder.example/about`);
    await dialog.getByRole("button", { name: t.save }).click();

    const warning = dialog.getByRole("alert").filter({ hasText: t.duplicate });
    await expect(warning).toBeFocused();
    await expect(warning).toContainText(t.sameWebsite);
    await expect(warning.getByRole("link", { name: t.open(holder.name) })).toHaveAttribute(
      "href",
      `${prefix(lang)}/crm?company=${holder.id}`,
    );
    await expect(dialog.getByRole("textbox", { name: t.nextAction })).toHaveValue(`Call back ${tag}`);
    const unchanged = await (await page.request.get(`/api/crm/companies/${other.id}`)).json();
    expect(unchanged.website).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `website-duplicate-${lang}-${width}`);

    await warning.getByRole("button", { name: t.saveAnyway }).click();
    await expect(dialog.getByRole("button", { name: t.edit, exact: true })).toBeVisible();
    await expect(dialog).toContainText(`Call back ${tag}`);
    const saved = await (await page.request.get(`/api/crm/companies/${other.id}`)).json();
    expect(saved.website).toBe(`http://${tag.toLowerCase()}-holder.example/about`);
    expect(saved.nextAction).toBe(`Call back ${tag}`);
  });
}
