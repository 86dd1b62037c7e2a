import { describe, expect, it } from "vitest";
import type { Company } from "#core/domain/crm";
import type { FollowUpList } from "#core/domain/pipeline";
import { setupCrmApp } from "../test-support";

const crm = setupCrmApp();

async function due(name: string, date: string) {
  const created = await crm.call<Company>("POST", "/api/crm/companies", {
    companyName: name,
    industry: "FMCG",
  });
  const res = await crm.call<Company>("PATCH", `/api/crm/companies/${created.body.id}`, {
    version: created.body.version,
    nextAction: `Call ${name}`,
    nextActionDue: date,
    nextActionOwner: "sales1",
  });
  expect(res.status).toBe(200);
}

/** The names in each group of "My follow-ups" on `today`, as a reader of `lang` asks for them. */
async function groups(today: string, lang: string) {
  const res = await crm.call<FollowUpList>("GET", `/api/crm/pipeline/follow-ups?today=${today}`, undefined, {
    "Accept-Language": lang,
  });
  expect(res.status).toBe(200);
  const names = (items: { name: string }[]) => items.map((f) => f.name);
  return {
    overdue: names(res.body.overdue),
    today: names(res.body.dueToday),
    thisWeek: names(res.body.thisWeek),
    later: names(res.body.later),
  };
}

// 2026-11-14 is a Saturday; the 15th a Sunday, the 16th a Monday.
describe("My follow-ups: this week is the reader's calendar week, then later", () => {
  it("groups by each language's week: Monday–Sunday in English and Serbian, Sunday–Saturday in Arabic", async () => {
    await due("Friday Co", "2026-11-13");
    await due("Saturday Co", "2026-11-14");
    await due("Sunday Co", "2026-11-15");
    await due("Monday Co", "2026-11-16");
    await due("Saturday Next Co", "2026-11-21");
    await due("Far Co", "2026-12-30");

    // On Saturday: Sunday is still this week in English and Serbian; in Arabic the week ends today.
    for (const lang of ["en", "sr"]) {
      expect(await groups("2026-11-14", lang)).toEqual({
        overdue: ["Friday Co"],
        today: ["Saturday Co"],
        thisWeek: ["Sunday Co"],
        later: ["Monday Co", "Saturday Next Co", "Far Co"],
      });
    }
    expect(await groups("2026-11-14", "ar")).toEqual({
      overdue: ["Friday Co"],
      today: ["Saturday Co"],
      thisWeek: [],
      later: ["Sunday Co", "Monday Co", "Saturday Next Co", "Far Co"],
    });

    // On Sunday: the English and Serbian week ends today; the Arabic one has just begun.
    expect((await groups("2026-11-15", "en")).thisWeek).toEqual([]);
    expect((await groups("2026-11-15", "sr")).thisWeek).toEqual([]);
    expect((await groups("2026-11-15", "ar")).thisWeek).toEqual(["Monday Co", "Saturday Next Co"]);

    // On Monday: a new week in English and Serbian (to Sunday 22nd); Arabic's ends on Saturday 21st.
    for (const lang of ["en", "sr", "ar"]) {
      const on = await groups("2026-11-16", lang);
      expect(on.thisWeek, lang).toEqual(["Saturday Next Co"]);
      expect(on.later, lang).toEqual(["Far Co"]);
    }
  });
});
