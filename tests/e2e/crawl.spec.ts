import { expect, test } from "@playwright/test";
import {
  ALL_PUBLIC_PATHS,
  getHref,
  LANGUAGES,
  PUBLIC_ORIGIN,
  STAFF_PAGES,
  splitLangPath,
} from "./support/public-site";

const STAFF = new Set(STAFF_PAGES.map((path) => path.split("/")[1]));

/** A link as the crawler sees it: internal path (with the public origin mapped to the test server) or null. */
function internalPath(href: string, base: URL): { path: string; hash: string } | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin && url.origin !== PUBLIC_ORIGIN) return null;
  if (!/^https?:$/.test(url.protocol)) return null;
  return { path: url.pathname + url.search, hash: url.hash.slice(1) };
}

test("a crawl from the home page in each language finds no link answering 4xx or 5xx, and no CSP refusal", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const base = new URL(test.info().project.use.baseURL ?? "");
  const queue: string[] = LANGUAGES.map((lang) => getHref("/", lang));
  const seen = new Set(queue);
  const linkedFrom = new Map<string, string>(queue.map((path) => [path, "(start)"]));
  const anchors: { page: string; id: string; from: string }[] = [];
  const idsByPage = new Map<string, Set<string>>();
  const broken: string[] = [];
  const consoleErrors: string[] = [];
  let current = "";

  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(`${current}: ${message.text()}`);
  });
  page.on("pageerror", (error) => consoleErrors.push(`${current}: ${error.message}`));
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin === base.origin && response.status() >= 400 && url.pathname !== current) {
      broken.push(`${response.status()} ${url.pathname} (loaded by ${current})`);
    }
  });

  while (queue.length > 0) {
    const path = queue.shift() as string;
    current = path;
    const response = await page.goto(path, { waitUntil: "load" });
    const status = response?.status() ?? 0;
    if (status >= 400) {
      broken.push(`${status} ${path} (linked from ${linkedFrom.get(path)})`);
      continue;
    }
    const found = await page.evaluate(() => ({
      links: [
        ...[...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href") ?? ""),
        ...[...document.querySelectorAll('link[rel="canonical"], link[rel="alternate"]')].map(
          (l) => l.getAttribute("href") ?? "",
        ),
      ],
      ids: [...document.querySelectorAll("[id]")].map((element) => element.id),
    }));
    idsByPage.set(new URL(page.url()).pathname, new Set(found.ids));
    for (const href of found.links) {
      const target = internalPath(href, new URL(page.url()));
      if (!target) continue;
      const targetPath = target.path || path;
      if (target.hash && target.hash !== "top" && target.hash !== "main") {
        anchors.push({ page: new URL(targetPath, base).pathname, id: target.hash, from: path });
      }
      if (seen.has(targetPath)) continue;
      seen.add(targetPath);
      linkedFrom.set(targetPath, path);
      queue.push(targetPath);
    }
  }

  expect(broken).toEqual([]);
  expect(consoleErrors).toEqual([]);
  // Every public page is reachable by links, and no staff page is linked publicly.
  const visited = [...seen].map((path) => path.split("?")[0] ?? path);
  for (const path of ALL_PUBLIC_PATHS) expect(visited, `${path} is linked from somewhere`).toContain(path);
  const staffLinks = visited.filter((path) => STAFF.has(splitLangPath(path).path.split("/")[1] ?? ""));
  expect(staffLinks).toEqual([]);
  // Links to a part of a page (#market-insights) find it there.
  const missing = anchors
    .filter(({ page: target, id }) => idsByPage.has(target) && !idsByPage.get(target)?.has(id))
    .map(({ page: target, id, from }) => `${target}#${id} (from ${from})`);
  expect([...new Set(missing)]).toEqual([]);
});

test("robots.txt and every sitemap URL answer 200, with the alternates of each page", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Sitemap: .*\/sitemap\.xml/);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  expect(locs.sort()).toEqual([...ALL_PUBLIC_PATHS].sort());
  for (const path of locs) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
  expect(xml).toContain('hreflang="sr-Cyrl"');
  expect(xml).toContain('hreflang="x-default"');
});
