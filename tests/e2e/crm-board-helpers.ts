/** Shared steps of the deal board's end-to-end tests (crm-board*.spec.ts). */
import { expect, type Locator, type Page } from "@playwright/test";
import type { Company } from "#core/domain/crm";
import type { Project } from "#core/domain/deals";
import type { Lang } from "#core/i18n/languages";
import { addCompany, addProject } from "./crm-helpers";
import { text } from "./support/public-site";

export const PREFIX: Record<Lang, string> = { en: "", ar: "/ar", sr: "/sr" };
export const STAGES = ["lead", "qualified", "proposal", "negotiation", "won", "lost"] as const;

/** A translation of the board's (pipeline:board.…) or another namespace's ("crm:stage.won"). */
export const say = (lang: Lang, key: string, values: Record<string, string> = {}) => {
  const [ns, rest] = key.includes(":") ? key.split(":") : ["pipeline", `board.${key}`];
  return text(lang, ns ?? "pipeline", rest ?? key, values);
};
/** A translated sentence as a pattern, anything standing for one value ("Overdue since {{date}}"). */
export const sayPattern = (lang: Lang, key: string, value: string) =>
  new RegExp(
    say(lang, key, { [value]: "@@" })
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace("@@", ".+"),
  );

/** An amount as the page's language may group it: 1500 → 1,500 / 1.500 / 1 500. */
export const amountPattern = (amount: number) =>
  new RegExp(`(^|\\D)${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, "[,.\\s\u00a0\u202f]?")}(\\D|$)`);

/** A staff account's initials as the card shows them: "e2e-staff" → "ES". */
export const initials = (name: string) => {
  const parts = name.split(/[\s._-]+/).filter(Boolean);
  return (parts.length > 1 ? parts.slice(0, 2).map((p) => p[0]) : [...(parts[0] ?? "")].slice(0, 2))
    .join("")
    .toUpperCase();
};

export const stageName = (lang: Lang, stage: string) => say(lang, `crm:stage.${stage}`);

export const column = (page: Page, stage: string) => page.locator(`section[data-stage="${stage}"]`);
export const dealCard = (page: Page, deal: Project) => page.locator(`article[data-deal-id="${deal.id}"]`);
export const moveButton = (page: Page, lang: Lang, deal: Project) =>
  page.getByRole("button", { name: say(lang, "moveLabel", { name: deal.name }) });

/**
 * A calendar month no other test uses (a random one between the years 1000 and 1999): the board's
 * "expected close this month" filter then shows this test's deals alone, whatever else the shared
 * database holds. The page's clock is set to its 15th (in the past: the session stays far from its end).
 */
export async function ownMonth(page: Page) {
  const year = 1000 + Math.floor(Math.random() * 1000);
  const month = 2 + 3 * Math.floor(Math.random() * 4); // the middle month of a quarter: 2, 5, 8 or 11
  const day = (m: number, d: number) => `${year}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  await page.clock.setFixedTime(new Date(`${day(month, 15)}T12:00:00`));
  return { close: day(month, 20), earlier: day(month - 1, 10), today: day(month, 15) };
}

/**
 * A company at Lead with three deals in other columns: Tracker (SAR 2,000, Negotiation, the stage's
 * probability), Pilot (SAR 1,000, Qualified, its own 40 %, closing late: overdue) and Euro (EUR 1,000,
 * Negotiation), all expected to close in the test's own month except Pilot (the month before).
 */
export async function seedDeals(page: Page, tag: string, month: { close: string; earlier: string }) {
  const company: Company = await addCompany(page, { companyName: `${tag} Two Deals Co`, industry: "FMCG" });
  const deal = (name: string, more: Record<string, unknown>) =>
    addProject(page, {
      companyId: company.id,
      projectName: `${tag} ${name}`,
      expectedClose: month.close,
      ...more,
    });
  const tracker = await deal("Tracker", { dealValue: 2000, dealStage: "negotiation" });
  const pilot = await deal("Pilot", {
    dealValue: 1000,
    dealStage: "qualified",
    probability: 40,
    expectedClose: month.earlier,
  });
  const euro = await deal("Euro", { dealValue: 1000, currency: "EUR", dealStage: "negotiation" });
  return { company, tracker, pilot, euro };
}

/** The dashboard with the board as the view, at `query` (the filters in the URL). */
export async function openBoard(page: Page, lang: Lang, query = "") {
  await page.goto(`${PREFIX[lang]}/crm${query}`);
  await page.getByRole("button", { name: text(lang, "pipeline", "view.board"), exact: true }).click();
  await expect(column(page, "lead").getByRole("heading", { level: 3 })).toContainText(
    stageName(lang, "lead"),
  );
}

/** The deal as the server has it now. */
export async function dealNow(page: Page, deal: Project): Promise<Project> {
  const answer = await page.request.get(`/api/crm/companies/${deal.companyId}/projects`);
  const found = ((await answer.json()) as { items: Project[] }).items.find((p) => p.id === deal.id);
  if (!found) throw new Error(`deal ${deal.id} not found`);
  return found;
}

/** Drags with the mouse from the card to the middle of a column, in small steps (as a hand does). */
export async function mouseDrag(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error("not on screen");
  await page.mouse.move(a.x + a.width / 2, a.y + 10);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + 14, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + Math.min(b.height / 2, 120), { steps: 12 });
  await page.mouse.up();
}

/**
 * Drags by touch (press, hold, move, lift) through the browser's touch input, from the card to a column
 * further on: the board shows the card's column (snapped to the start) and a strip of the next one, and
 * scrolls on while the finger is held near its edge.
 */
export async function touchDrag(page: Page, from: Locator, source: Locator, to: Locator) {
  await source.evaluate((el) =>
    el.scrollIntoView({ inline: "start", block: "nearest", behavior: "instant" }),
  );
  await from.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300); // scroll snapping settles
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  const width = await page.evaluate(() => window.innerWidth);
  if (!a || !b) throw new Error("not on screen");
  const visible = (x: number, w: number) => (Math.max(x, 0) + Math.min(x + w, width)) / 2;
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y }];
  const [x0, y0] = [visible(a.x, a.width), a.y + 10];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(x0, y0) });
  // The long press picks the card up after 200 ms (the board's touch sensor): it then fades.
  await expect(from).toHaveClass(/opacity-40/);
  // A column off the screen: towards that edge, where the board scrolls on to it.
  const [x1, y1] = [Math.min(Math.max(visible(b.x, b.width), 10), width - 10), b.y + 60];
  for (let i = 1; i <= 10; i++) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: point(x0 + ((x1 - x0) * i) / 10, y0 + ((y1 - y0) * i) / 10),
    });
  }
  // Let go only once the board shows the card over the target column (its ring).
  await expect(to).toHaveClass(/ring-primary/);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}
