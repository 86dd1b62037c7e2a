import { expect, type Page, test } from "@playwright/test";
import type { Lang } from "#core/i18n/languages";
import { axeViolations, uniqueTag } from "./crm-helpers";
import { getHref, text } from "./support/public-site";
import { E2E_STAFF_USER, E2E_VIEWER, loginAsStaff, openSiteMenu } from "./support/staff";

// Whole flows on a busy machine.
test.describe.configure({ timeout: 120_000 });

const RUNS = [
  ["en", [1280, 375]],
  ["ar", [1280, 375]],
  ["sr", [1280, 375]],
] as const satisfies readonly (readonly [Lang, readonly number[]])[];

const team = (lang: Lang, key: string, values: Record<string, string> = {}) =>
  text(lang, "team", key, values);
const staff = (lang: Lang, key: string) => text(lang, "staff", key);

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/team-shots/${name}.png`, fullPage: true });
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

for (const [lang, widths] of RUNS) {
  for (const width of widths) {
    test.describe(`${lang} at ${width}px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("an admin invites a colleague, is told why they cannot demote themselves, and sees their sessions", async ({
        page,
      }) => {
        await loginAsStaff(page, lang);
        await page.goto(getHref("/crm/team", lang));
        await expect(page.getByRole("heading", { level: 1, name: team(lang, "team.title") })).toBeVisible();
        const nav = page.getByRole("navigation", { name: staff(lang, "nav.label") });
        await openSiteMenu(page, lang, "nav.admin");
        await expect(nav.getByRole("link", { name: staff(lang, "nav.audit") })).toBeVisible();
        await page.keyboard.press("Escape");

        const invite = page.getByRole("region", { name: team(lang, "team.invite") });
        await invite.getByLabel(team(lang, "team.email")).fill("not-an-address");
        await invite.getByRole("button", { name: team(lang, "team.send") }).click();
        await expect(invite.getByText(team(lang, "errors.emailInvalid"))).toBeVisible();

        const email = `${uniqueTag().toLowerCase()}@example.com`;
        await invite.getByLabel(team(lang, "team.email")).fill(email);
        await invite.getByLabel(team(lang, "team.role")).selectOption("viewer");
        await invite.getByRole("button", { name: team(lang, "team.send") }).click();
        await expect(page.getByText(team(lang, "team.invited", { email }))).toBeVisible();

        const me = page.getByRole("listitem", { name: E2E_STAFF_USER });
        await expect(me.getByText(team(lang, "team.thisBrowser"))).toBeVisible();
        await me.getByLabel(team(lang, "team.role")).selectOption("sales");
        await expect(page.getByText(team(lang, "errors.lastAdmin"))).toBeVisible();
        await expect(me.getByLabel(team(lang, "team.role"))).toHaveValue("admin");

        await expectNoAxeViolations(page);
        await shoot(page, `team-${lang}-${width}`);
      });

      test("an admin filters the audit log by kind and downloads what it shows", async ({ page }) => {
        await loginAsStaff(page, lang);
        await page.goto(getHref("/crm/audit", lang));
        await expect(page.getByRole("heading", { level: 1, name: team(lang, "audit.title") })).toBeVisible();
        // The kinds and the entries read as words in the page's language, not as the log's codes.
        await page
          .getByLabel(team(lang, "audit.kind"))
          .selectOption({ label: team(lang, "audit.kinds.signIn") });
        await page.getByRole("button", { name: team(lang, "audit.apply") }).click();
        await expect(page.getByRole("link", { name: team(lang, "audit.download") })).toHaveAttribute(
          "href",
          /kind=signIn/,
        );
        const rows = page.getByRole("row");
        await expect(rows.nth(1)).toContainText(team(lang, "audit.actions.login"));
        await expect(rows.nth(1)).not.toContainText("login");
        await expectNoAxeViolations(page);
        await shoot(page, `audit-${lang}-${width}`);
      });

      test("a viewer sees no Team, Audit, add, import or export, and the server refuses the Team page", async ({
        page,
      }) => {
        await loginAsStaff(page, lang, E2E_VIEWER);
        await page.goto(getHref("/crm", lang));
        const nav = page.getByRole("navigation", { name: staff(lang, "nav.label") });
        await expect(nav.getByRole("link", { name: staff(lang, "nav.crm") })).toBeVisible();
        for (const key of ["nav.team", "nav.audit", "nav.crmAdd", "nav.insights"]) {
          await expect(nav.getByRole("link", { name: staff(lang, key) })).toHaveCount(0);
        }
        await expect(page.getByRole("link", { name: text(lang, "crm", "dashboard.addCompany") })).toHaveCount(
          0,
        );
        await page.goto(getHref("/crm/team", lang));
        await expect(page.getByRole("alert")).toHaveText(text(lang, "common", "api.forbidden"));
      });

      test("a link that is not a valid invitation says so", async ({ page }) => {
        await page.goto(getHref(`/crm/join/${"A".repeat(43)}`, lang));
        await expect(page.getByRole("alert")).toHaveText(team(lang, "errors.invitationInvalid"));
        await expectNoAxeViolations(page);
        await shoot(page, `join-${lang}-${width}`);
      });
    });
  }
}
