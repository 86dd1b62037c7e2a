// Takes full-page screenshots of pages at 375 px and 1280 px wide, for looking at what we build:
//   npx tsx tests/screenshots.ts http://127.0.0.1:3000 / /ar /about /ar/about
// Writes PNGs to test-results/screenshots/ (not committed).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "375,1280").split(",").map(Number);
const outDir = "test-results/screenshots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 800 : 900 } });
  if (process.env.COOKIE) {
    const [name = "", value = ""] = process.env.COOKIE.split("=");
    await context.addCookies([{ name, value, url: base }]);
  }
  const page = await context.newPage();
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    if (process.env.CLICK) await page.getByRole("button", { name: process.env.CLICK }).first().click();
    const file = `${outDir}/${path.replace(/\W+/g, "_") || "home"}-${width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
    console.log(file);
  }
  await context.close();
}
await browser.close();
