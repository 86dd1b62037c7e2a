import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until an island of the page is live: its script loads when it comes near the screen (or at
 * once), and its buttons answer once React has hydrated it, as a visitor scrolling to it would find.
 */
export async function islandReady(page: Page, name: string): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`).first();
  await island.locator("> *").first().scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute("data-hydrated", "true");
}

/**
 * Starts an island that loads on first use (a form) as a visitor does, by going into one of its fields, and
 * waits until React has hydrated it: what the test then types and sends goes through the island's script.
 */
export async function islandInUse(page: Page, name: string, field: Locator): Promise<void> {
  await field.focus();
  await expect(page.locator(`[data-island="${name}"]`).first()).toHaveAttribute("data-hydrated", "true");
}
