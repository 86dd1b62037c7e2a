import { spawnSync } from "node:child_process";
import { expect, request, test } from "@playwright/test";
import { URI } from "otpauth";
import { axeViolations } from "./crm-helpers";
import { getHref, LANGUAGES, type Lang, text } from "./support/public-site";
import { type ServerProcess, startServerProcess, tempDataDir, waitForExit } from "./support/spawn-server";

/**
 * "Second factor required for everyone" binds accounts made before it was switched on: one without a
 * second factor signs in with its password, is shown only the setup (every staff call refused, in its
 * language), sets it up and signs in again with the app's code. Its own server on its own data directory.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN = "mfa-boss";
const PASSWORD = "Copper-Meadow-Lantern-58";
const late = (lang: Lang) => `late-${lang}`;
const staff = (lang: Lang, key: string) => text(lang, "staff", key);

let server: ServerProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dataDir = tempDataDir();
  for (const [user, role] of [[ADMIN, "admin"], ...LANGUAGES.map((lang) => [late(lang), "sales"])]) {
    const added = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/staff.ts", "add", user ?? "", "--role", role ?? ""],
      {
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
        input: `${PASSWORD}\n`,
        encoding: "utf8",
      },
    );
    expect(added.status, added.stderr).toBe(0);
  }
  server = await startServerProcess({ DATA_DIR: dataDir, TRUST_PROXY: "true" });
  // Switched on after the accounts were made.
  const api = await request.newContext({ baseURL: server.url });
  expect(
    (await api.post("/api/auth/login", { data: { username: ADMIN, password: PASSWORD } })).status(),
  ).toBe(200);
  expect((await api.put("/api/crm/team/settings", { data: { mfaRequired: true } })).status()).toBe(200);
  await api.dispose();
});

test.afterAll(async () => {
  if (!server) return;
  server.child.kill("SIGTERM");
  await waitForExit(server.child);
});

for (const lang of LANGUAGES) {
  test(`an account without a second factor is taken to its setup and does nothing else first (${lang})`, async ({
    page,
  }) => {
    const base = server?.url ?? "";
    const username = late(lang);
    const signIn = async (code?: string) => {
      await page.getByLabel(staff(lang, "gate.username")).fill(username);
      await page.getByLabel(staff(lang, "gate.password")).fill(PASSWORD);
      await page.getByRole("button", { name: staff(lang, "gate.submit") }).click();
      if (!code) return;
      await page.getByLabel(staff(lang, "gate.code")).fill(code);
      await page.getByRole("button", { name: staff(lang, "gate.submit") }).click();
    };
    await page.goto(`${base}${getHref("/crm", lang)}`);
    await signIn();

    const title = page.getByRole("heading", { level: 1, name: staff(lang, "secondFactorSetup.title") });
    await expect(title).toBeVisible();
    await expect(page.getByText(staff(lang, "secondFactorSetup.intro"))).toBeVisible();
    // Nothing of the staff area: no navigation, and the API refuses in the page's language.
    await expect(page.getByRole("navigation", { name: staff(lang, "nav.label") })).toHaveCount(0);
    const refused = await page.request.get(`${base}/api/crm/companies`, {
      headers: { "Accept-Language": lang },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({
      error: {
        code: "second_factor_setup_required",
        message: text(lang, "common", "api.secondFactorSetupRequired"),
      },
    });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/fg-shots/mfa-setup-${lang}.png`, fullPage: true });

    await page.getByRole("button", { name: staff(lang, "secondFactorSetup.start") }).click();
    await expect(
      page.getByRole("status").filter({ hasText: staff(lang, "secondFactorSetup.done") }),
    ).toBeVisible();
    await expect(page.getByRole("img", { name: staff(lang, "secondFactorSetup.qrLabel") })).toBeVisible();
    const codes = page.getByRole("region", { name: staff(lang, "secondFactorSetup.title") });
    await expect(codes.getByRole("listitem")).toHaveCount(10);
    const uri = (await page.getByText(/^otpauth:\/\/totp\//).textContent()) ?? "";
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `/tmp/fg-shots/mfa-codes-${lang}-375.png`, fullPage: true });

    // The setup ended the session: signing in now asks for the code, and then the staff area opens.
    await page.getByRole("button", { name: staff(lang, "secondFactorSetup.signIn") }).click();
    await expect(page.getByRole("heading", { level: 1, name: staff(lang, "gate.title") })).toBeVisible();
    await signIn(URI.parse(uri).generate());
    await expect(page.getByRole("navigation", { name: staff(lang, "nav.label") })).toBeVisible();
    await expect(title).toHaveCount(0);
    expect((await page.request.get(`${base}/api/crm/companies`)).status()).toBe(200);
  });
}
