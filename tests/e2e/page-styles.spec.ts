import { expect, test } from "@playwright/test";
import { ALL_PUBLIC_PATHS, LANGUAGES, splitLangPath, text } from "./support/public-site";
import { loginAsStaff } from "./support/staff";
import { compareWithWhole, wholeStylesheet } from "./support/style-compare";

/**
 * Each prerendered page carries only the rules it uses (decision 020, scripts/page-stylesheets.ts). That must
 * not change how any page looks: for every public page in every language, at a phone's and a desktop's width,
 * every element's box and painted style (and its ::before, ::after, ::marker, ::placeholder) are the same with
 * the page's own rules as with the site's whole stylesheet, and the same fonts paint its text. Without script, as a document is served (an
 * island renders the same markup).
 */
test.use({ javaScriptEnabled: false });

// One test per language, so that both workers keep busy.
for (const lang of LANGUAGES) {
  test(`every public page in ${lang} looks the same with its own rules as with the whole stylesheet`, async ({
    page,
    request,
  }) => {
    const paths = ALL_PUBLIC_PATHS.filter((path) => splitLangPath(path).lang === lang);
    expect(paths.length).toBeGreaterThan(5);
    test.setTimeout(paths.length * 10_000);
    const whole = await wholeStylesheet(request);
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      problems.push(...(await compareWithWhole(page, path, whole)));
    }
    expect(problems).toEqual([]);
  });
}

/**
 * The documents rendered per request (decision 020: their rules made at build time from every state they can
 * show, put inline by the server): the 404, the unsubscribe link's page in each state, and the answers of the
 * 'Stay Updated' form posted without script, in each language.
 */
test("the pages rendered per request look the same with their own rules as with the whole stylesheet", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const whole = await wholeStylesheet(request);
  const problems: string[] = [];
  const check = async (label: string) => problems.push(...(await compareWithWhole(page, label, whole)));
  await page
    .context()
    .setExtraHTTPHeaders({ "X-Forwarded-For": `10.151.${Math.floor(Math.random() * 250)}.7` });
  for (const lang of LANGUAGES) {
    const prefix = lang === "en" ? "" : `/${lang}`;
    const notFound = await page.goto(`${prefix}/nope`);
    expect(notFound?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "common", "notFound.title"));
    await check(`${prefix}/nope`);

    await page.goto(`${prefix}/newsletter/unsubscribe`);
    await expect(page.getByRole("alert")).toHaveText(text(lang, "newsletter", "unsubscribe.invalid"));
    await check(`${prefix}/newsletter/unsubscribe (no token)`);

    // The form's answers: an address the server refuses (the browser lets `a@b` through), then a good one.
    await page.goto(`${prefix}/newsletter`);
    await check(`${prefix}/newsletter`);
    const field = page.getByRole("textbox", { name: text(lang, "newsletter", "signup.label") });
    const send = page.getByRole("button", { name: text(lang, "newsletter", "signup.button") });
    await field.fill("a@b");
    await send.click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await check(`POST ${prefix}/newsletter (refused)`);
    const email = `styles.${lang}.${Date.now()}@example.com`;
    await field.fill(email);
    await send.click();
    await expect(page.getByRole("status")).toContainText(email);
    await check(`POST ${prefix}/newsletter (subscribed)`);

    // The unsubscribe link asks, answers the post, and says so again when opened later.
    await loginAsStaff(page);
    const csv = await (await page.request.get("/api/crm/newsletter/subscribers.csv")).text();
    await page.request.post("/api/auth/logout", { data: {} });
    const url = new URL(
      csv
        .split("\r\n")
        .find((row) => row.startsWith(`${email},`))
        ?.split(",")[3] ?? "",
    );
    const link = `${url.pathname}${url.search}`;
    expect(link.startsWith(`${prefix}/newsletter/unsubscribe?token=`), link).toBe(true);
    await page.goto(link);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await check(`${prefix}/newsletter/unsubscribe (asks)`);
    await page.getByRole("button", { name: text(lang, "newsletter", "unsubscribe.button") }).click();
    await expect(page.getByRole("status")).toBeVisible();
    await check(`POST ${prefix}/newsletter/unsubscribe`);
    await page.goto(link);
    await expect(page.getByRole("status")).toBeVisible();
    await check(`${prefix}/newsletter/unsubscribe (done)`);
  }
  expect(problems).toEqual([]);
});
