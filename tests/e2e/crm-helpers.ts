/** Shared steps of the CRM end-to-end tests (crm-*.spec.ts): seeding through the API, and axe. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type Request, type Route } from "@playwright/test";
import type { Company, Contact } from "#core/domain/crm";
import type { Project } from "#core/domain/deals";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** axe's WCAG 2.1 AA violations on the page as it is now, one readable line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`,
  );
}

/** A word no other test uses, so tests sharing the server's database see only their own companies. */
export function uniqueTag(): string {
  return `Zq${Math.random().toString(36).slice(2, 8)}`;
}

async function send<T>(page: Page, method: string, path: string, data: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export function addCompany(page: Page, data: Record<string, unknown>): Promise<Company> {
  return send(page, "POST", "/api/crm/companies", data);
}

export function changeCompany(page: Page, id: number, data: Record<string, unknown>): Promise<Company> {
  return send(page, "PATCH", `/api/crm/companies/${id}`, data);
}

export function addContact(page: Page, data: Record<string, unknown>): Promise<Contact> {
  return send(page, "POST", "/api/crm/contacts", data);
}

export function addProject(page: Page, data: Record<string, unknown>): Promise<Project> {
  return send(page, "POST", "/api/crm/projects", data);
}

/**
 * Searches the dashboard and opens a company's card, as a salesperson does. The click waits until the search has
 * settled in the URL and the cards show its answer (the list is busy until then, and its cards change); the
 * results across the CRM keep their place above the list, so their arrival moves no card.
 */
export async function searchAndOpen(page: Page, query: string, name: string): Promise<void> {
  await page.getByRole("searchbox").fill(query);
  await expect(page).toHaveURL(
    new RegExp(`[?&]q=${encodeURIComponent(query).replaceAll("%20", "(\\+|%20)")}(&|$)`),
  );
  await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
  // Exact: the search's own result row names the company too, with its stage.
  await page.getByRole("button", { name, exact: true }).click();
}

/**
 * Keeps what the page has read while someone else changes a record, for a check of a stale edit. Start it before
 * the step whose writes reload the page's views (an Undo); `hold()` then waits until no call to the API is in
 * flight (half a second of quiet), and holds the page's later reads until `release()`. Without it, a reload of
 * the views that lands after the other change would give the page the new version, and no edit would be stale.
 */
export function trackReads(page: Page) {
  const inFlight = new Set<Request>();
  const api = (request: Request) => new URL(request.url()).pathname.startsWith("/api/");
  const start = (request: Request) => void (api(request) && inFlight.add(request));
  const end = (request: Request) => void inFlight.delete(request);
  page.on("request", start);
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const reads = async (route: Route) => {
    if (route.request().method() === "GET") await held;
    // A read the page gave up on meanwhile (its query cancelled) is already handled.
    await route.continue().catch(() => undefined);
  };
  return {
    async hold() {
      let quietSince = Date.now();
      await expect
        .poll(() => {
          if (inFlight.size > 0) quietSince = Date.now();
          return Date.now() - quietSince;
        })
        .toBeGreaterThanOrEqual(500);
      await page.route("**/api/**", reads);
    },
    async release() {
      release();
      await page.unroute("**/api/**", reads);
      page.off("request", start);
      page.off("requestfinished", end);
      page.off("requestfailed", end);
    },
  };
}
