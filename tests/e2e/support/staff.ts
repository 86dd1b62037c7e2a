/**
 * Staff sign-in for end-to-end tests.
 *
 * The e2e server (tests/e2e/server.mjs) starts on a fresh DATA_DIR, and before it starts it creates one
 * staff account with the real staff command (`tsx scripts/staff.ts add <user>`, password on standard
 * input). Its username and password come from E2E_STAFF_USER and E2E_STAFF_PASSWORD, with the defaults
 * below (the same defaults are in tests/e2e/server.mjs; Playwright passes its environment to the server).
 * Tests must not fail logins for this account (five failures lock it for 15 minutes): use another,
 * unknown username to test failures.
 */
import { expect, type Page } from "@playwright/test";
import type { Lang } from "#core/i18n/languages";
import { text } from "./public-site";

export const E2E_STAFF_USER = process.env.E2E_STAFF_USER ?? "e2e-staff";
export const E2E_STAFF_PASSWORD = process.env.E2E_STAFF_PASSWORD ?? "Quiet-Lantern-Orchard-2025";

const E2E_ADMIN = { username: E2E_STAFF_USER, password: E2E_STAFF_PASSWORD };
/** The second account tests/e2e/server.mjs makes: a viewer, who reads only. */
export const E2E_VIEWER = { username: "e2e-viewer", password: "Amber-Willow-Signal-2026" };

/**
 * Leaves the browser page's context signed in as the e2e staff account: POST /api/auth/login through
 * `page.request`, which shares the context's cookies (the session cookie is httpOnly). Navigate after.
 */
export async function loginAsStaff(page: Page, lang: Lang = "en", account = E2E_ADMIN): Promise<void> {
  const response = await page.request.post("/api/auth/login", {
    data: account,
    headers: { "Accept-Language": lang },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Opens a group of the staff bar: "Site" (the pages that publish the site) or "Administration" (team, audit,
 * industry cues).
 */
export async function openSiteMenu(
  page: Page,
  lang: Lang,
  group: "nav.site" | "nav.admin" = "nav.site",
): Promise<void> {
  await page
    .getByRole("navigation", { name: text(lang, "staff", "nav.label") })
    .getByRole("button", { name: text(lang, "staff", group) })
    .click();
}
