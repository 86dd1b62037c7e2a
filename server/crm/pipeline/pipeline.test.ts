import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Company } from "#core/domain/crm";
import type { Project } from "#core/domain/deals";
import type { BoardColumnPage, FollowUpList, PipelineSummary } from "#core/domain/pipeline";
import { loginAsStaff } from "../../test/staff";
import { auditOf, setupCrmApp } from "../test-support";

const crm = setupCrmApp();

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

async function project(companyId: number, dealValue: number, currency?: string, stage = "proposal") {
  const res = await crm.call<Project>("POST", "/api/crm/projects", {
    companyId,
    projectName: `Deal ${dealValue}`,
    dealValue,
    stage,
    ...(currency ? { currency } : {}),
  });
  expect(res.status).toBe(201);
  return res.body;
}

const summary = async () => (await crm.call<PipelineSummary>("GET", "/api/crm/pipeline/summary")).body;
const stageOf = (s: PipelineSummary, stage: string) => s.stages.find((x) => x.stage === stage);

describe("the pipeline summary", () => {
  it("counts every stage, sums deals per currency and never adds currencies without a rate", async () => {
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

    const a = await company("Sum Alpha", "negotiation");
    const b = await company("Sum Beta", "negotiation");
    const sar = await project(a.id, 1000);
    expect(sar.currency).toBe("SAR");
    await project(a.id, 500.5, "EUR");
    await project(b.id, 2000, "SAR");
    await project(b.id, 300, "USD");
    await project(b.id, 9999, "USD", "cancelled");

    const s = await summary();
    const negotiation = stageOf(s, "negotiation");
    expect(negotiation?.count).toBe(2);
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
    expect(negotiation?.weighted).toBe(Math.round((3000 + 2002 + 1125) * 75) / 100);
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
});

describe("board columns and moves", () => {
  it("pages a column, last changed first, with each card's deals per currency", async () => {
    const names = ["Col A", "Col B", "Col C"];
    const made = [];
    for (const name of names) {
      crm.t.clock.now = new Date(Date.now() + made.length * 1000);
      made.push(await company(name, "won"));
    }
    await project(made[0]?.id ?? 0, 10, "RSD");
    const first = await crm.call<BoardColumnPage>("GET", "/api/crm/pipeline/columns/won?limit=2");
    expect(first.status).toBe(200);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.items.map((c) => c.name)).toEqual(["Col C", "Col B"]);
    const second = await crm.call<BoardColumnPage>("GET", "/api/crm/pipeline/columns/won?limit=2&offset=2");
    expect(second.body.items.map((c) => c.name)).toEqual(["Col A"]);
    expect(second.body.hasMore).toBe(false);
    expect(second.body.items[0]?.deals).toEqual([{ currency: "RSD", amount: 10 }]);
    expect((await crm.call("GET", "/api/crm/pipeline/columns/nowhere")).status).toBe(404);
  });

  it("moves a card with the version check: a stale move gets 409 with the current company, and the audit log records the move", async () => {
    const c = await company("Mover", "lead");
    const moved = await crm.call<Company>("PATCH", `/api/crm/companies/${c.id}`, {
      version: c.version,
      stage: "qualified",
    });
    expect(moved.status).toBe(200);
    expect(moved.body.version).toBe(c.version + 1);
    const stale = await crm.call<{ error: { code: string; current: Company } }>(
      "PATCH",
      `/api/crm/companies/${c.id}`,
      { version: c.version, stage: "lost" },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error.current.stage).toBe("qualified");
    const audit = await auditOf(crm, "company", c.id);
    expect(audit.at(-1)).toMatchObject({
      actor: "sales1",
      action: "company.update",
      details: { before: { stage: "lead" }, after: { stage: "qualified" } },
    });
    const column = await crm.call<BoardColumnPage>("GET", "/api/crm/pipeline/columns/qualified");
    expect(column.body.items[0]?.name).toBe("Mover");
  });

  it("marks a company with no activity for the set number of days as going cold", async () => {
    const c = await company("Quiet Ltd", "proposal");
    await crm.t.database.db.execute(
      sql`update companies set updated_at = now() - interval '60 days', last_contact = null where id = ${c.id}`,
    );
    const today = new Date().toISOString().slice(0, 10);
    const column = await crm.call<BoardColumnPage>(
      "GET",
      `/api/crm/pipeline/columns/proposal?today=${today}&limit=100`,
    );
    expect(column.body.items.find((x) => x.id === c.id)?.goingCold).toBe(true);
    // 20 days: cold with the 14 days saved above (not with the default 30).
    const d = await company("Fairly Quiet", "proposal");
    await crm.t.database.db.execute(
      sql`update companies set updated_at = now() - interval '20 days', last_contact = null where id = ${d.id}`,
    );
    const again20 = await crm.call<BoardColumnPage>(
      "GET",
      `/api/crm/pipeline/columns/proposal?today=${today}&limit=100`,
    );
    expect(again20.body.items.find((x) => x.id === d.id)?.goingCold).toBe(true);
    await crm.call("POST", `/api/crm/companies/${c.id}/activities`, { kind: "call", body: "Called them" });
    const again = await crm.call<BoardColumnPage>(
      "GET",
      `/api/crm/pipeline/columns/proposal?today=${today}&limit=100`,
    );
    expect(again.body.items.find((x) => x.id === c.id)?.goingCold).toBe(false);
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
    await project(made.id, 700, "USD");
    const current = (await crm.call<Company>("GET", `/api/crm/companies/${made.id}`)).body;
    const owned = await crm.call<Company>("PATCH", `/api/crm/companies/${made.id}`, {
      version: current.version,
      nextAction: "Call the trashed company",
      nextActionDue: "2026-03-01",
      nextActionOwner: "sales1",
    });
    expect(owned.status, JSON.stringify(owned.body)).toBe(200);
    const onBoard = async () =>
      (
        await crm.call<BoardColumnPage>("GET", "/api/crm/pipeline/columns/negotiation?limit=100")
      ).body.items.some((card) => card.id === made.id);
    const followed = async () =>
      (
        await crm.call<FollowUpList>("GET", "/api/crm/pipeline/follow-ups?today=2026-04-01")
      ).body.overdue.some((item) => item.id === made.id);

    expect(stageOf(await summary(), "negotiation")?.count).toBe(
      (stageOf(before, "negotiation")?.count ?? 0) + 1,
    );
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
