import { describe, expect, it } from "vitest";
import type { LeaderView } from "#core/domain/leaders";
import { LANGUAGES } from "#core/i18n/languages";
import { FIRST_LEADER_TEXTS, FIRST_LEADERS } from "../../tests/first-leaders";
import { loginAsStaff } from "../test/staff";
import { setupStaffApi } from "../test/staff-api";
import { listPublicLeaders } from "./read-leaders";

const ed = setupStaffApi();

describe("the leaders' initial content", () => {
  it("holds the first site's two leaders, in order, with their texts in each language as they were", async () => {
    for (const lang of LANGUAGES) {
      const leaders = await listPublicLeaders(ed.t.database.db, lang);
      expect(leaders).toEqual(
        FIRST_LEADER_TEXTS[lang].map((text, index) => ({
          ...text,
          ...(index === 0 ? FIRST_LEADERS.nikola : FIRST_LEADERS.sara),
          photo: null,
        })),
      );
    }
  });

  it("lists them for any staff member, a viewer too, with the three languages", async () => {
    const viewer = await loginAsStaff(ed.t, "viewer-leaders", "viewer");
    const res = await ed.call<{ items: LeaderView[] }>("GET", "/api/crm/leaders", undefined, {
      cookie: viewer.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((leader) => [leader.key, leader.position, leader.version])).toEqual([
      ["nikola-markovic", 1, 1],
      ["sara-al-otaibi", 2, 1],
    ]);
    expect(res.body.items[1]?.texts.ar.initials).toBe("س ع");
  });
});
