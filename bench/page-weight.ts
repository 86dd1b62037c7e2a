import { chromium } from "@playwright/test";
import { LANGUAGES } from "../app/i18n/languages";
import { getHref } from "../app/lib/paths";
import { publicPaths } from "../app/lib/prerender";

/** Public pages with interactive parts (islands); every other public page is a document. */
export const ISLAND_PAGES = ["/", "/tools", "/contact", "/blog"] as const;

export interface PageWeight {
  kind: "document" | "interactive" | "staff";
  path: string;
  /** Compressed JavaScript downloaded by the time the page has loaded. */
  atLoad: number;
  /** …and once every island has come into view and is live (scrolled to the end). */
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
  const islandPaths = new Set(LANGUAGES.flatMap((lang) => ISLAND_PAGES.map((page) => getHref(page, lang))));
  const weights: PageWeight[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const measure = async (kind: PageWeight["kind"], path: string) => {
      const page = await context.newPage();
      let bytes = 0;
      page.on("requestfinished", async (request) => {
        if (request.resourceType() !== "script") return;
        bytes += (await request.sizes()).responseBodySize;
      });
      await page.goto(base + path, { waitUntil: "networkidle" });
      const atLoad = bytes;
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
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
      await page.close();
    };
    for (const path of publicPaths()) await measure(islandPaths.has(path) ? "interactive" : "document", path);
    const login = await context.request.post(`${base}/api/auth/login`, {
      data: staff,
      headers: { origin: base },
    });
    if (login.ok()) for (const lang of ["en", "ar"] as const) await measure("staff", getHref("/crm", lang));
  } finally {
    await browser.close();
  }
  return weights;
}
