import { describe, expect, it } from "vitest";
import type { Company } from "#core/domain/crm";
import type { Project } from "#core/domain/deals";
import type { DealColumnPage, FollowUpList, PipelineSummary } from "#core/domain/pipeline";
import { loginAsStaff } from "../../test/staff";
import { setupCrmApp } from "../test-support";

const crm = setupCrmApp({ perTest: true });

async function company(name: string, stage = "lead") {
  const res = await crm.call<Company>("POST", "/api/crm/companies", {
    companyName: name,
    industry: "FMCG",
    stage: stage === "lead" || stage === "qualified" || stage === "proposal" ? stage : "lead",
  });
  expect(res.status).toBe(201);
  if (res.body.stage === stage) return res.body;
  const moved = await crm.call<Company>("PATCH", `/api/crm/companies/${res.body.id}`, {
    version: res.body.version,
    stage,
  });
  return moved.body;
}

async function project(
  companyId: number,
  dealValue: number,
  currency?: string,
  dealStage = "proposal",
  more: Record<string, unknown> = {},
) {
  const res = await crm.call<Project>("POST", "/api/crm/projects", {
    companyId,
    projectName: `Deal ${dealValue}`,
    dealValue,
    dealStage,
    ...(dealStage === "lost" ? { lostReason: "price" } : {}),
    ...(currency ? { currency } : {}),
    ...more,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const summary = async (query = "") =>
  (await crm.call<PipelineSummary>("GET", `/api/crm/pipeline/summary${query}`)).body;
const stageOf = (s: PipelineSummary, stage: string) => s.stages.find((x) => x.stage === stage);
const column = async (stage: string, query = "") =>
  (await crm.call<DealColumnPage>("GET", `/api/crm/pipeline/columns/${stage}${query}`)).body;

/**
 * Two companies at Lead whose deals are at Negotiation (counted at the deals' own stage) in SAR, EUR and
 * USD (3000 SAR, 500.5 EUR, 300 USD), and one lost deal.
 */
async function negotiationDeals() {
  const a = await company("Sum Alpha", "lead");
  const b = await company("Sum Beta", "lead");
  const sar = await project(a.id, 1000, undefined, "negotiation");
  expect(sar.currency).toBe("SAR");
  await project(a.id, 500.5, "EUR", "negotiation");
  await project(b.id, 2000, "SAR", "negotiation");
  await project(b.id, 300, "USD", "negotiation");
  await project(b.id, 9999, "USD", "lost");
}

describe("the pipeline summary", () => {
  it("counts every stage's deals, sums them per currency and never adds currencies without a rate", async () => {
    const empty = await summary();
    expect(empty.stages.map((s) => s.stage)).toEqual([
      "lead",
      "qualified",
      "proposal",
      "negotiation",
      "won",
      "lost",
    ]);
    expect(empty.settings.probabilities).toEqual({
      lead: 10,
      qualified: 25,
      proposal: 50,
      negotiation: 75,
      won: 100,
      lost: 0,
    });
    expect(empty.settings.coldAfterDays).toBe(30);

    await negotiationDeals();

    const s = await summary();
    const negotiation = stageOf(s, "negotiation");
    expect(negotiation?.count).toBe(4);
    expect(stageOf(s, "lead")?.count).toBe(0);
    expect(stageOf(s, "lost")?.count).toBe(1);
    expect(negotiation?.totals).toEqual([
      { currency: "EUR", amount: 500.5 },
      { currency: "SAR", amount: 3000 },
      { currency: "USD", amount: 300 },
    ]);
    expect(negotiation?.convertedTotal).toBeNull();
    expect(negotiation?.weighted).toBeNull();
    expect(negotiation?.weightedTotals).toEqual([
      { currency: "EUR", amount: 375.38 },
      { currency: "SAR", amount: 2250 },
      { currency: "USD", amount: 225 },
    ]);
  });

  it("converts with the staff's rates, shows the rate date, and weighs by editable probabilities", async () => {
    await negotiationDeals();
    const bad = await crm.call<{ error: { fields: Record<string, string> } }>(
      "PUT",
      "/api/crm/pipeline/rates",
      {
        rates: [{ currency: "EUR", rateToSar: -1, rateDate: "2026-11-01" }],
      },
    );
    expect(bad.status).toBe(400);
    const saved = await crm.call<{ rates: Array<{ currency: string; rateDate: string }> }>(
      "PUT",
      "/api/crm/pipeline/rates",
      {
        rates: [
          { currency: "EUR", rateToSar: 4, rateDate: "2026-11-01" },
          { currency: "USD", rateToSar: 3.75, rateDate: "2026-11-02" },
        ],
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.rates).toMatchObject([
      { currency: "EUR", rateToSar: 4, rateDate: "2026-11-01", updatedBy: "sales1" },
      { currency: "USD", rateToSar: 3.75, rateDate: "2026-11-02", updatedBy: "sales1" },
    ]);
    const s = await summary();
    const negotiation = stageOf(s, "negotiation");
    expect(negotiation?.convertedTotal).toBe(3000 + 500.5 * 4 + 300 * 3.75);
    // Each currency weighted, then converted: 2250 SAR + 375.38 EUR × 4 + 225 USD × 3.75.
    expect(negotiation?.weighted).toBe(Math.round((2250 + 375.38 * 4 + 225 * 3.75) * 100) / 100);
    expect(s.pipeline.weighted).toBe(negotiation?.weighted);

    const settings = await crm.call("PUT", "/api/crm/pipeline/settings", {
      probabilities: { lead: 5, qualified: 20, proposal: 40, negotiation: 60, won: 100, lost: 0 },
      coldAfterDays: 14,
    });
    expect(settings.status).toBe(200);
    const after = stageOf(await summary(), "negotiation");
    expect(after?.probability).toBe(60);
    expect(after?.weighted).toBe(Math.round(6127 * 60) / 100);

    const refused = await crm.call<{ error: { message: string } }>("PUT", "/api/crm/pipeline/settings", {
      probabilities: { lead: 5, qualified: 20, proposal: 40, negotiation: 160, won: 100, lost: 0 },
      coldAfterDays: 14,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe("A probability is a whole number from 0 to 100");
  });

  it("weighs a deal by its own probability where it has one, else by its stage's", async () => {
    const c = await company("Own Odds", "lead");
    const before = stageOf(await summary("?currency=RSD"), "qualified");
    await project(c.id, 1000, "RSD", "qualified", { probability: 90 });
    await project(c.id, 500, "RSD", "qualified");
    const after = stageOf(await summary("?currency=RSD"), "qualified");
    expect(before?.count).toBe(0);
    expect(after?.count).toBe(2);
    // 1000 × 90 % (its own) + 500 × Qualified's probability.
    const stage = after?.probability ?? 0;
    expect(stage).not.toBe(90);
    expect(after?.weightedTotals).toEqual([{ currency: "RSD", amount: 900 + 5 * stage }]);
    expect(after?.weighted).toBeNull(); // RSD has no rate: never added into SAR
  });
});

describe("board columns and moves", () => {
  it("pages a column of deals, last changed first, each with its company's name", async () => {
    const c = await company("Col Co", "lead");
    for (const [i, value] of [1, 2, 3].entries()) {
      crm.t.clock.now = new Date(Date.now() + (i + 1) * 1000);
      await project(c.id, value, "RSD", "won");
    }
    const first = await column("won", "?limit=2");
    expect(first.hasMore).toBe(true);
    expect(first.items.map((d) => d.name)).toEqual(["Deal 3", "Deal 2"]);
    expect(first.items[0]).toMatchObject({ companyName: "Col Co", currency: "RSD", dealValue: 3 });
    const second = await column("won", "?limit=2&offset=2");
    expect(second.items.map((d) => d.name)).toEqual(["Deal 1"]);
    expect(second.hasMore).toBe(false);
    expect((await crm.call("GET", "/api/crm/pipeline/columns/nowhere")).status).toBe(404);
  });

  it("a company with two deals in two columns; a move is a deal's change with the version check", async () => {
    const c = await company("Two Deals Co", "lead");
    const one = await project(c.id, 10, "SAR", "qualified");
    const two = await project(c.id, 20, "SAR", "proposal");
    expect((await column("qualified")).items.some((d) => d.id === one.id)).toBe(true);
    expect((await column("proposal")).items.some((d) => d.id === two.id)).toBe(true);
    const moved = await crm.call<Project>("PATCH", `/api/crm/projects/${one.id}`, {
      version: one.version,
      dealStage: "negotiation",
    });
    expect(moved.status).toBe(200);
    expect(moved.body.version).toBe(one.version + 1);
    const stale = await crm.call<{ error: { code: string; current: Project } }>(
      "PATCH",
      `/api/crm/projects/${one.id}`,
      { version: one.version, dealStage: "won" },
    );
    expect(stale.status).toBe(409);
    expect((await column("negotiation")).items[0]?.id).toBe(one.id);
    expect((await crm.call<Company>("GET", `/api/crm/companies/${c.id}`)).body.stage).toBe("lead");
  });
});

describe("follow-ups", () => {
  it("gives a next action a due date and an owner; lists overdue, today, this week and later for the signed-in owner", async () => {
    await loginAsStaff(crm.t, "sales2");
    const due = async (name: string, date: string, owner: string) => {
      const c = await company(name);
      const res = await crm.call<Company>("PATCH", `/api/crm/companies/${c.id}`, {
        version: c.version,
        nextAction: `Call ${name}`,
        nextActionDue: date,
        nextActionOwner: owner,
      });
      expect(res.status).toBe(200);
      return res.body;
    };
    await due("Late One", "2026-11-01", "sales1");
    await due("Late Two", "2026-11-09", "sales1");
    await due("Today Co", "2026-11-10", "sales1");
    await due("Week Co", "2026-11-15", "sales1");
    await due("Next Week Co", "2026-11-17", "sales1");
    await due("Not Mine", "2026-11-01", "sales2");

    const res = await crm.call<FollowUpList>("GET", "/api/crm/pipeline/follow-ups?today=2026-11-10");
    expect(res.status).toBe(200);
    expect(res.body.overdue.map((f) => f.name)).toEqual(["Late One", "Late Two"]);
    expect(res.body.overdueCount).toBe(2);
    expect(res.body.dueToday.map((f) => f.name)).toEqual(["Today Co"]);
    expect(res.body.thisWeek.map((f) => f.name)).toEqual(["Week Co"]); // to Sunday (English: Monday–Sunday)
    expect(res.body.later.map((f) => f.name)).toEqual(["Next Week Co"]);

    const c = await company("Nobody's");
    const unknown = await crm.call<{ error: { fields: Record<string, string> } }>(
      "PATCH",
      `/api/crm/companies/${c.id}`,
      { version: c.version, nextActionOwner: "ghost" },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.nextActionOwner).toBe("Choose a staff account");
    const owners = await crm.call<{ items: string[]; me: string }>("GET", "/api/crm/pipeline/owners");
    expect(owners.body).toEqual({ items: ["sales1", "sales2"], me: "sales1" });
  });
});

describe("the trash", () => {
  it("takes a company off the board, the totals and the follow-ups; restored, it is back", async () => {
    const usd = (s: PipelineSummary) =>
      stageOf(s, "negotiation")?.totals.find((t) => t.currency === "USD")?.amount ?? 0;
    const before = await summary();
    const made = await company("Trashed Board Co", "negotiation");
    const deal = await project(made.id, 700, "USD", "negotiation");
    const current = (await crm.call<Company>("GET", `/api/crm/companies/${made.id}`)).body;
    const owned = await crm.call<Company>("PATCH", `/api/crm/companies/${made.id}`, {
      version: current.version,
      nextAction: "Call the trashed company",
      nextActionDue: "2026-03-01",
      nextActionOwner: "sales1",
    });
    expect(owned.status, JSON.stringify(owned.body)).toBe(200);
    const onBoard = async () =>
      (await column("negotiation", "?limit=100")).items.some((card) => card.id === deal.id);
    const followed = async () =>
      (
        await crm.call<FollowUpList>("GET", "/api/crm/pipeline/follow-ups?today=2026-04-01")
      ).body.overdue.some((item) => item.id === made.id);

    expect(stageOf(await summary(), "negotiation")?.count).toBe(
      (stageOf(before, "negotiation")?.count ?? 0) + 1,
    );
    expect((await column("negotiation", "?limit=100")).items.find((d) => d.id === deal.id)).toMatchObject({
      companyName: "Trashed Board Co",
    });
    expect(usd(await summary())).toBe(usd(before) + 700);
    expect(await onBoard()).toBe(true);
    expect(await followed()).toBe(true);

    expect((await crm.call("DELETE", `/api/crm/companies/${made.id}`)).status).toBe(204);
    expect(stageOf(await summary(), "negotiation")?.count).toBe(stageOf(before, "negotiation")?.count);
    expect(usd(await summary())).toBe(usd(before));
    expect(await onBoard()).toBe(false);
    expect(await followed()).toBe(false);

    expect((await crm.call("POST", `/api/crm/trash/company/${made.id}/restore`)).status).toBe(204);
    expect(usd(await summary())).toBe(usd(before) + 700);
    expect(await onBoard()).toBe(true);
  });
});
