import { describe, expect, it } from "vitest";
import type { SavedView } from "#core/domain/crm-views";
import { loginAsStaff } from "../../test/staff";
import { setupCrmApp } from "../test-support";

const crm = setupCrmApp();

describe("saved dashboard views", () => {
  it("saves a view under a name (search and filters only), lists, replaces and deletes it", async () => {
    const saved = await crm.call<SavedView>("POST", "/api/crm/views", {
      name: "  Won banks ",
      query: "q=bank&stage=won&company=12&x=1",
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ name: "Won banks", query: "q=bank&stage=won" });
    const again = await crm.call<SavedView>("POST", "/api/crm/views", {
      name: "Won banks",
      query: "stage=lost",
    });
    expect(again.body.query).toBe("stage=lost");
    const list = await crm.call<{ items: SavedView[] }>("GET", "/api/crm/views");
    expect(list.body.items.map((v) => [v.name, v.query])).toEqual([["Won banks", "stage=lost"]]);
    const blank = await crm.call<{ error: { message: string } }>("POST", "/api/crm/views", {
      name: " ",
      query: "",
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe("Please give the view a name");
    expect((await crm.call("DELETE", `/api/crm/views/${saved.body.id}`)).status).toBe(204);
    expect((await crm.call<{ items: SavedView[] }>("GET", "/api/crm/views")).body.items).toEqual([]);
  });

  it("keeps each person's views to themselves", async () => {
    const mine = await crm.call<SavedView>("POST", "/api/crm/views", { name: "Mine", query: "stage=lead" });
    const other = (await loginAsStaff(crm.t, "sales2")).cookie;
    const theirs = await crm.t.request("/api/crm/views", { headers: { cookie: other } });
    expect(((await theirs.json()) as { items: SavedView[] }).items).toEqual([]);
    const del = await crm.t.request(`/api/crm/views/${mine.body.id}`, {
      method: "DELETE",
      headers: { cookie: other },
    });
    expect(del.status).toBe(404);
  });
});
