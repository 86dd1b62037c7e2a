import type { Page } from "@playwright/test";

/**
 * Holds the requests to `url` (a Playwright URL pattern) until `release()` is called, so that a state shown
 * while an answer is on its way can be checked for certain, however fast the server answers. `times` limits
 * how many requests are held (the rest go through at once).
 */
export async function holdRequests(page: Page, url: string, times?: number): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    url,
    async (route) => {
      await released;
      await route.continue();
    },
    times === undefined ? undefined : { times },
  );
  return release;
}
