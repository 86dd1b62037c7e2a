import { expect, type Page } from "@playwright/test";

/**
 * Waits until an island of the page is live: its script loads when it comes near the screen (or at
 * once), and its buttons answer once React has hydrated it, as a visitor scrolling to it would find.
 */
export async function islandReady(page: Page, name: string): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`).first();
  await island.locator("> *").first().scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute("data-hydrated", "true");
}
