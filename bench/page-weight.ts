import { chromium } from "@playwright/test";
import { LANGUAGES } from "#core/i18n/languages";
import { PAGES_WITH_ISLANDS } from "#core/lib/pages";
import { getHref } from "#core/lib/paths";
import { publicPaths } from "#core/lib/prerender";

export interface PageWeight {
  kind: "document" | "interactive" | "staff";
  path: string;
  /** Compressed JavaScript downloaded by the time the page has loaded. */
  atLoad: number;
  /** …and once every island is live: scrolled to the end, and each island that loads on first use focused. */
  live: number;
}

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Bytes of JavaScript per page, as a browser downloads them (compressed, from the network log): every
 * public page in every language, and the staff dashboard signed in.
 */
export async function pageWeights(
  base: string,
  staff: { username: string; password: string },
): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ARGS });
  const islandPaths = new Set(
    LANGUAGES.flatMap((lang) => [...PAGES_WITH_ISLANDS].map((page) => getHref(page, lang))),
  );
  const weights: PageWeight[] = [];
  try {
    // Each page in a new context (an empty cache), as a first visit; the bytes are each script response's
    // body as sent (Content-Length of the compressed body).
    const measure = async (kind: PageWeight["kind"], path: string, signIn = false) => {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      if (signIn)
        await context.request.post(`${base}/api/auth/login`, { data: staff, headers: { origin: base } });
      const page = await context.newPage();
      let bytes = 0;
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        bytes += Number(response.headers()["content-length"] ?? 0);
      });
      await page.goto(base + path, { waitUntil: "networkidle" });
      const atLoad = bytes;
      await page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
        // The forms load on first use (`data-load="use"`): a visitor going into a field.
        for (const island of document.querySelectorAll<HTMLElement>('[data-island][data-load="use"]'))
          island.querySelector<HTMLElement>("input:not([type=hidden]), textarea")?.focus();
      });
      await page
        .waitForFunction(
          () => document.querySelectorAll("[data-island]:not([data-hydrated])").length === 0,
          null,
          {
            timeout: 15_000,
          },
        )
        .catch(() => {});
      await page.waitForLoadState("networkidle");
      weights.push({ kind, path, atLoad, live: bytes });
      await context.close();
    };
    for (const path of publicPaths()) await measure(islandPaths.has(path) ? "interactive" : "document", path);
    for (const lang of ["en", "ar"] as const) await measure("staff", getHref("/crm", lang), true);
  } finally {
    await browser.close();
  }
  return weights;
}
