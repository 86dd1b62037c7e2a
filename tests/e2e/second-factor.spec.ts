import { spawnSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { URI } from "otpauth";
import { searchAndOpen } from "./crm-helpers";
import { getHref, LANGUAGES, type Lang, text as translated } from "./support/public-site";
import { type ServerProcess, startServerProcess, tempDataDir, waitForExit } from "./support/spawn-server";

/**
 * A staff account given a second factor with `npm run staff -- mfa <user>` (QR code, otpauth URI, ten
 * recovery codes): the gate asks for the code after the password, in each language, and lets the
 * account in only with a right one. Its own server on its own data directory.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const USER = "mfa-e2e";
const PASSWORD = "Copper-Meadow-Lantern-58";

/** The gate's texts in each language, from the translation files. */
const gate = (lang: Lang) => ({
  crm: getHref("/crm", lang),
  username: translated(lang, "staff", "gate.username"),
  password: translated(lang, "staff", "gate.password"),
  submit: translated(lang, "staff", "gate.submit"),
  code: translated(lang, "staff", "gate.code"),
  title: translated(lang, "staff", "gate.title"),
});

let server: ServerProcess | undefined;
let uri = "";
let recovery: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dataDir = tempDataDir();
  const staff = (args: string[], input = "") =>
    spawnSync(process.execPath, ["--import", "tsx", "scripts/staff.ts", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      input,
      encoding: "utf8",
    });
  expect(staff(["add", USER], `${PASSWORD}\n`).status).toBe(0);
  const mfa = staff(["mfa", USER]);
  expect(mfa.status, mfa.stderr).toBe(0);
  expect(mfa.stdout).toContain("█");
  uri = /otpauth:\/\/totp\/\S+/.exec(mfa.stdout)?.[0] ?? "";
  recovery = mfa.stdout.match(/^ {2}[A-Z0-9]{5}-[A-Z0-9]{5}$/gm)?.map((line) => line.trim()) ?? [];
  expect(uri).toContain("secret=");
  expect(recovery).toHaveLength(10);
  server = await startServerProcess({ DATA_DIR: dataDir, TRUST_PROXY: "true" });
});

test.afterAll(async () => {
  if (!server) return;
  server.child.kill("SIGTERM");
  await waitForExit(server.child);
});

for (const lang of LANGUAGES) {
  test(`the gate asks for the code after the password (${lang})`, async ({ page }) => {
    const text = gate(lang);
    await page.goto(`${server?.url}${text.crm}`);
    await page.getByLabel(text.username).fill(USER);
    await page.getByLabel(text.password).fill(PASSWORD);
    await page.getByRole("button", { name: text.submit }).click();
    const code = page.getByLabel(text.code);
    await expect(code).toBeVisible();
    await expect(code).toBeFocused();

    // A wrong code is refused in the page's language, and the code field stays.
    await code.fill("000000");
    await page.getByRole("button", { name: text.submit }).click();
    await expect(page.getByText(translated(lang, "staff", "login.codeInvalid")).first()).toBeVisible();
    await expect(code).toBeVisible();
    if (lang === "en") await code.fill(URI.parse(uri).generate());
    else await code.fill(recovery[lang === "ar" ? 0 : 1] ?? "");
    await page.getByRole("button", { name: text.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toHaveCount(0);
    const session = await page.request.get(`${server?.url}/api/auth/session`);
    expect(await session.json()).toMatchObject({ session: { username: USER } });
  });
}

for (const [lang, width] of [
  ["en", 1280],
  ["ar", 375],
] as const) {
  test(`signing in again in place asks for the code too, then sends the same save (${lang}, ${width} px)`, async ({
    page,
  }) => {
    const text = gate(lang);
    const words =
      lang === "en"
        ? {
            ended: "Your session has ended",
            go: "Continue",
            edit: "Edit",
            next: "Next Action",
            save: "Save Changes",
          }
        : {
            ended: "انتهت جلستك",
            go: "متابعة",
            edit: "تعديل",
            next: "الإجراء التالي",
            save: "حفظ التغييرات",
          };
    const [loginCode, reauthCode] = lang === "en" ? [recovery[2], recovery[3]] : [recovery[4], recovery[5]];
    await page.setViewportSize({ width, height: 800 });
    const base = server?.url ?? "";
    const login = await page.request.post(`${base}/api/auth/login`, {
      data: { username: USER, password: PASSWORD, code: loginCode },
      headers: { "Accept-Language": lang },
    });
    expect(login.status(), await login.text()).toBe(200);
    const made = await page.request.post(`${base}/api/crm/companies`, {
      data: { companyName: `Reauth ${lang} ${Date.now()}`, industry: "FMCG" },
    });
    const company = (await made.json()) as { id: number; name: string; version: number };
    await page.goto(`${base}${text.crm}`);
    await searchAndOpen(page, company.name, company.name);
    const modal = page.getByRole("dialog");
    await modal.getByRole("button", { name: words.edit, exact: true }).click();
    await modal.getByRole("textbox", { name: words.next }).fill("Typed before the session ended");

    await page.request.post(`${base}/api/auth/logout`, { data: {} });
    await modal.getByRole("button", { name: words.save }).click();
    const ask = page.getByRole("alertdialog", { name: words.ended });
    await expect(ask).toBeVisible();
    await ask.getByLabel(text.password).fill(PASSWORD);
    await ask.getByRole("button", { name: words.go }).click();
    // The password was right; the account has a second factor: the code is asked for, the password kept.
    const code = ask.getByLabel(text.code);
    await expect(code).toBeFocused();
    await expect(ask.getByLabel(text.password)).toHaveValue(PASSWORD);
    await code.fill("000000");
    await ask.getByRole("button", { name: words.go }).click();
    await expect(ask.getByRole("alert")).toBeVisible();
    await expect(code).toHaveValue("");
    await expect(page.locator('[name="nextAction"]')).toHaveValue("Typed before the session ended");
    await code.fill(reauthCode ?? "");
    await ask.getByRole("button", { name: words.go }).click();
    await expect(ask).toBeHidden();
    await expect(modal.getByText("Typed before the session ended", { exact: true })).toBeVisible();
    const saved = await (await page.request.get(`${base}/api/crm/companies/${company.id}`)).json();
    expect(saved).toMatchObject({
      nextAction: "Typed before the session ended",
      version: company.version + 1,
    });
  });
}
