import { expect, type Page, test } from "@playwright/test";
import type { LeaderView } from "#core/domain/leaders";
import type { Lang } from "#core/i18n/languages";
import { FIRST_LEADER_TEXTS } from "../first-leaders";
import { axeViolations, uniqueTag } from "./crm-helpers";
import {
  addLeader,
  deleteAfterTest,
  deleteLeadersAfterEach,
  LIVE,
  nameOf,
  PERSON,
  ppl,
} from "./support/leaders";
import { getHref, LANGUAGES, text } from "./support/public-site";
import { loginAsStaff, openSiteMenu } from "./support/staff";

/**
 * The leaders' staff editor (/crm/people): a change is live on the public /leadership within 5 s without a
 * restart (rendered per request, kept per instance until the leaders change).
 */
test.describe.configure({ timeout: 120_000 });
deleteLeadersAfterEach();

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/leaders-shots
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The staff bar's link to the leaders (the public header names the leadership page alike in ar and sr). */
const staffLink = (page: Page, lang: Lang) =>
  page
    .getByRole("navigation", { name: text(lang, "staff", "nav.label") })
    .getByRole("link", { name: text(lang, "staff", "nav.people"), exact: true });

/** A text field of the editor by its label (a required one's label shows a mark besides). */
const field = (scope: Page | ReturnType<Page["getByRole"]>, lang: Lang, key: string) =>
  scope.getByRole("textbox", { name: ppl(lang, `editor.${key}`), exact: true });

/** One language's column of the editor (a region named after the language, in the page's language). */
const column = (page: Page, lang: Lang, of: Lang) =>
  page.getByRole("region", { name: ppl(lang, `languages.${of}`), exact: true });

for (const lang of LANGUAGES) {
  test(`edit a leader's role, reorder and delete: each live on the public page within 5 s (${lang})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const leader = await addLeader(page, tag);
    const visitor = await context.newPage();
    const leadership = getHref("/leadership", lang);
    await visitor.goto(leadership);
    // The first two leaders and this test's one, in the page's order (other tests add leaders meanwhile).
    const [first, second] = FIRST_LEADER_TEXTS[lang];
    const ours = [first.name, second.name, nameOf(lang, tag)];
    const names = async () =>
      (await visitor.locator("main article h2").allInnerTexts()).filter((shown) => ours.includes(shown));

    await page.goto(getHref("/crm", lang));
    await openSiteMenu(page, lang);
    await staffLink(page, lang).click();
    await expect(page.getByRole("heading", { level: 1, name: ppl(lang, "list.heading") })).toBeVisible();
    const name = nameOf(lang, tag);
    await page.getByRole("link", { name }).click();
    const role = field(column(page, lang, lang), lang, "role");
    await role.fill(`${ppl(lang, "editor.role")} ${tag} 2`);
    await page.getByRole("button", { name: ppl(lang, "editor.save"), exact: true }).click();
    await expect(page.getByText(ppl(lang, "editor.saved"))).toBeVisible();
    await expect(async () => {
      await visitor.reload();
      await expect(visitor.getByText(`${ppl(lang, "editor.role")} ${tag} 2`, { exact: true })).toBeVisible({
        timeout: 200,
      });
    }).toPass(LIVE);

    // Up one place: before the second of the first leaders.
    await page.getByRole("link", { name: ppl(lang, "editor.back") }).click();
    // (One step at a time until it is: another test's leader may stand between.)
    const rows = () =>
      page.locator("[data-leader]").evaluateAll((els) => els.map((el) => el.getAttribute("data-leader")));
    await expect(page.locator(`[data-leader="${leader.key}"]`)).toBeVisible();
    for (let step = 0; step < 4; step++) {
      const order = await rows();
      if (order.indexOf(leader.key) < order.indexOf(second.key)) break;
      const passed = order[order.indexOf(leader.key) - 1];
      await page.getByRole("button", { name: ppl(lang, "list.moveUp", { name }) }).click();
      await expect(page.getByText(ppl(lang, "list.moved")).first()).toBeVisible();
      await expect
        .poll(async () => {
          const now = await rows();
          return !passed || now.indexOf(passed) === -1 || now.indexOf(leader.key) < now.indexOf(passed);
        })
        .toBe(true);
    }
    await expect(async () => {
      await visitor.reload();
      expect(await names()).toEqual([first.name, name, second.name]);
    }).toPass(LIVE);

    await page.getByRole("button", { name: ppl(lang, "delete.label", { name }) }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: ppl(lang, "delete.confirm") })
      .click();
    await expect(page.getByText(ppl(lang, "delete.done", { name }))).toBeVisible();
    await expect(page.locator(`[data-leader="${leader.key}"]`)).toHaveCount(0);
    await expect(async () => {
      await visitor.reload();
      expect(await names()).toEqual([first.name, second.name]);
    }).toPass(LIVE);
  });

  test(`add a leader with the form: three languages, the monogram's letters suggested from each name (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const key = `added-${tag.toLowerCase()}`;
    deleteAfterTest(key);
    await page.goto(getHref("/crm/people", lang));
    await page.getByRole("link", { name: ppl(lang, "list.add") }).click();
    await expect(page.getByRole("heading", { level: 1, name: ppl(lang, "editor.newHeading") })).toBeVisible();
    await field(page, lang, "key").fill(key);
    await field(page, lang, "email").fill(`${tag.toLowerCase()}@example.com`);
    await field(page, lang, "linkedIn").fill("https://www.linkedin.com/in/added");
    await page.getByRole("combobox", { name: ppl(lang, "editor.office") }).selectOption("riyadh");
    for (const of of LANGUAGES) {
      const own = column(page, lang, of);
      await field(own, lang, "name").fill(PERSON[of].name);
      await field(own, lang, "role").fill(`${ppl(of, "editor.role")} ${tag}`);
      await field(own, lang, "location").fill(ppl(of, "offices.riyadh"));
      await field(own, lang, "bio").fill(`Bio ${tag}`);
    }
    // The new leader's page answers slowly, as on a poor connection: it is asked for once, and opens.
    let asked = 0;
    await page.route(`**/crm/people/${key}.data*`, async (route) => {
      asked += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => {});
    });
    await page.getByRole("button", { name: ppl(lang, "editor.save"), exact: true }).click();
    await expect(page.getByText(ppl(lang, "editor.created"))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/crm/people/${key}$`));
    expect(asked).toBe(1);
    for (const of of LANGUAGES)
      await expect(field(column(page, lang, of), lang, "initials")).toHaveValue(PERSON[of].initials);
    await expect(async () => {
      await page.goto(getHref("/leadership", lang));
      await expect(page.getByRole("article", { name: PERSON[lang].name, exact: true })).toContainText(tag, {
        timeout: 200,
      });
    }).toPass(LIVE);
  });

  test(`bad input: the translated error, nothing saved; a stale save shows the newer version (${lang})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const leader = await addLeader(page, tag);
    const stored = async () =>
      (await (await page.request.get(`/api/crm/leaders/${leader.key}`)).json()) as LeaderView;
    await page.goto(getHref(`/crm/people/${leader.key}`, lang));
    const linkedIn = field(page, lang, "linkedIn");
    await linkedIn.fill("http://www.linkedin.com/in/example");
    const name = field(column(page, lang, "ar"), lang, "name");
    await name.fill(" ");
    await page.getByRole("button", { name: ppl(lang, "editor.save"), exact: true }).click();
    await expect(linkedIn).toHaveAccessibleDescription(new RegExp(literal(ppl(lang, "errors.linkedIn"))));
    await expect(name).toHaveAccessibleDescription(new RegExp(literal(ppl(lang, "errors.name"))));
    await expect(linkedIn).toHaveAttribute("aria-invalid", "true");
    expect(await stored()).toMatchObject({ version: 1, linkedIn: leader.linkedIn, texts: leader.texts });

    // Another tab saves first, changing the e-mail this one changes too: the save is refused, the form keeps
    // this user's e-mail and LinkedIn, and says both changed a field; "Take their version" shows theirs.
    const other = await context.newPage();
    await other.goto(getHref(`/crm/people/${leader.key}`, lang));
    await field(other, lang, "email").fill("theirs@example.com");
    await other.getByRole("button", { name: ppl(lang, "editor.save"), exact: true }).click();
    await expect(other.getByText(ppl(lang, "editor.saved"))).toBeVisible();
    await linkedIn.fill("https://www.linkedin.com/in/mine");
    await name.fill(nameOf("ar", tag));
    await field(page, lang, "email").fill("mine@example.com");
    await page.getByRole("button", { name: ppl(lang, "editor.save"), exact: true }).click();
    const notice = page.getByRole("alert").filter({ hasText: text(lang, "staff", "conflict.clash") });
    await expect(notice).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await expect(field(page, lang, "email")).toHaveValue("mine@example.com");
    await expect(linkedIn).toHaveValue("https://www.linkedin.com/in/mine");
    expect(await stored()).toMatchObject({
      version: 2,
      email: "theirs@example.com",
      linkedIn: leader.linkedIn,
    });
    await notice.getByRole("button", { name: text(lang, "staff", "conflict.takeTheirs") }).click();
    await expect(notice).toHaveCount(0);
    await expect(field(page, lang, "email")).toHaveValue("theirs@example.com");
    await expect(linkedIn).toHaveValue(leader.linkedIn);
  });

  for (const width of [1280, 375]) {
    test(`list and editor: the staff bar's link, tabs on a phone, no axe violations (${lang}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAsStaff(page, lang);
      await page.goto(getHref("/crm", lang));
      await openSiteMenu(page, lang);
      await staffLink(page, lang).click();
      const [first] = FIRST_LEADER_TEXTS[lang];
      await expect(page.getByRole("link", { name: first.name })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/people-list-${lang}-${width}.png`, fullPage: true });

      await page.getByRole("link", { name: first.name }).click();
      await expect(page.getByRole("heading", { level: 1, name: ppl(lang, "editor.heading") })).toBeVisible();
      if (width < 768) {
        await expect(column(page, lang, lang)).toBeVisible();
        await page.getByRole("tab", { name: ppl(lang, "languages.ar") }).click();
        await expect(column(page, lang, "ar")).toBeVisible();
        await expect(column(page, lang, "ar")).toHaveAttribute("dir", "rtl");
      } else {
        for (const of of LANGUAGES) await expect(column(page, lang, of)).toBeVisible();
      }
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/people-editor-${lang}-${width}.png`, fullPage: true });
    });
  }
}
