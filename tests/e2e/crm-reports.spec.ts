import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { addMonths, type ForecastReport, monthOf } from "#core/domain/reports";
import type { Lang } from "#core/i18n/languages";
import { formatDateWithHijri, formatMoney, formatMonthWithHijri, formatNumber } from "#core/lib/format";
import { addCompany, addProject, axeViolations, uniqueTag } from "./crm-helpers";
import { E2E_STAFF_USER, loginAsStaff } from "./support/staff";

test.describe.configure({ timeout: 300_000 });

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/reports
const LANGS: Lang[] = ["en", "ar", "sr"];
const prefix = (lang: Lang) => (lang === "en" ? "" : `/${lang}`);

/** The page's texts, from the translation files, with {{values}} filled in. */
function texts(lang: Lang) {
  const read = (ns: string) =>
    JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, `../../core/i18n/locales/${lang}/${ns}.json`), "utf8"),
    );
  const bundles: Record<string, unknown> = { reports: read("reports"), staff: read("staff") };
  return (key: string, values: Record<string, string> = {}) => {
    const [ns = "reports", rest = ""] = key.includes(":") ? key.split(":") : ["reports", key];
    const text = rest
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundles[ns]);
    return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
  };
}

const today = () => new Date().toISOString().slice(0, 10);
const PERIOD = { from: "2020-01-01", to: "2020-03-31" };

async function look(page: Page, lang: Lang, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${width}.png` });
    for (const report of ["forecast", "pipeline", "won-lost"]) {
      const section = page.locator(`section[data-report="${report}"]`);
      if (await section.count())
        await section.screenshot({ path: `${SHOTS}/${name}-${report}-${lang}-${width}.png` });
    }
  }
}

for (const lang of LANGS) {
  test(`reports in ${lang}: period and owner from the URL, charts with their tables, CSV, axe clean`, async ({
    page,
  }) => {
    const t = texts(lang);
    await loginAsStaff(page, lang);
    // An open deal of ours expected next month, 2,000 EUR at 50 %: the forecast shows next month's EUR figure.
    const tag = uniqueTag();
    const company = await addCompany(page, { companyName: `${tag} Reports Co`, industry: "FMCG" });
    const nextMonth = addMonths(monthOf(today()), 1);
    await addProject(page, {
      companyId: company.id,
      projectName: `${tag} deal`,
      dealValue: 2000,
      currency: "EUR",
      dealStage: "negotiation",
      probability: 50,
      expectedClose: `${nextMonth}-15`,
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    const query = `from=${PERIOD.from}&to=${PERIOD.to}&owner=${E2E_STAFF_USER}`;
    await page.goto(`${prefix(lang)}/crm/reports?${query}`);
    await expect(page.getByRole("heading", { level: 1, name: t("title") })).toBeVisible();
    // The staff bar leads here.
    await expect(page.getByRole("link", { name: t("staff:nav.reports") })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // The period and the owner come from the URL: the form holds them, the line under it names them.
    await expect(page.getByLabel(t("filter.from"), { exact: true })).toHaveValue(PERIOD.from);
    await expect(page.getByLabel(t("filter.to"), { exact: true })).toHaveValue(PERIOD.to);
    await expect(page.getByLabel(t("filter.owner"), { exact: true })).toHaveValue(E2E_STAFF_USER);
    await expect(page.getByTestId("report-period")).toContainText(
      t("filter.period", {
        from: formatDateWithHijri(PERIOD.from, lang),
        to: formatDateWithHijri(PERIOD.to, lang),
      }),
    );
    if (lang === "ar") await expect(page.getByTestId("report-period")).toContainText("هـ");

    // Won and lost: one row a month of the period (Hijri beside it in Arabic), none closed then.
    const wonLost = page.locator('section[data-report="won-lost"]');
    for (const month of ["2020-01", "2020-02", "2020-03"]) {
      await expect(
        wonLost.getByRole("rowheader", { name: formatMonthWithHijri(month, lang), exact: true }),
      ).toBeVisible();
    }
    await expect(wonLost.locator("svg[role=img] title")).toHaveText(t("wonLost.winRate"));

    // The forecast: next month's row shows what the API answers for it (our deal's 1,000 EUR among it).
    const forecast = page.locator('section[data-report="forecast"]');
    await expect(forecast.locator("svg[role=img]")).toBeVisible();
    const answer = (await (
      await page.request.get(`/api/crm/reports/forecast?${query}&today=${today()}`)
    ).json()) as ForecastReport;
    const eur = answer.months[1]?.totals.find((m) => m.currency === "EUR")?.amount ?? 0;
    expect(eur).toBeGreaterThanOrEqual(1000);
    const row = forecast
      .getByRole("row", { name: new RegExp(formatMonthWithHijri(nextMonth, lang).replace(/[()]/g, "\\$&")) })
      .first();
    await expect(row).toContainText(formatMoney(eur, "EUR", lang));
    await expect(row.getByRole("cell").first()).toHaveText(formatNumber(answer.months[1]?.deals ?? 0, lang));

    // Bars grow from the reading side: from the right on Arabic pages.
    const bar = page.locator('section[data-report="pipeline"] svg[data-chart="bar"] rect').first();
    const x = Number(await bar.getAttribute("x"));
    const width = Number(await bar.getAttribute("width"));
    if (lang === "ar") expect(x + width).toBeCloseTo(340, 0);
    else expect(x).toBe(0);

    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await axeViolations(page)).toEqual([]);
    await look(page, lang, "reports");

    // Each report downloads as CSV, with the page's period, owner and language.
    await page.setViewportSize({ width: 1280, height: 900 });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      // Its name: the visible "Download CSV", then the report's title (hidden).
      wonLost.getByRole("link", { name: t("wonLost.title") }).click(),
    ]);
    expect(download.url()).toContain(query);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe(["month", "won", "lost", "winRate"].map((k) => t(`wonLost.${k}`)).join(","));
    expect(lines[1]).toBe("2020-01,0,0,");
  });

  test(`reports in ${lang}: a period that ends before it starts is refused with a translated message`, async ({
    page,
  }) => {
    const t = texts(lang);
    await loginAsStaff(page, lang);
    await page.goto(`${prefix(lang)}/crm/reports?from=2020-03-01&to=2020-01-01`);
    await expect(page.getByRole("alert")).toHaveText(t("errors.period"));
    await expect(page.locator("section[data-report]")).toHaveCount(0);
    // Choosing a good period in the form puts it in the URL and shows the reports.
    await page.getByLabel(t("filter.to"), { exact: true }).fill("2020-04-30");
    await page.getByRole("button", { name: t("filter.apply") }).click();
    await expect(page).toHaveURL(/from=2020-03-01&to=2020-04-30/);
    await expect(page.locator("section[data-report]")).toHaveCount(7);
    await look(page, lang, "reports-error");
  });
}
