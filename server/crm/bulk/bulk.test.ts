import { describe, expect, it } from "vitest";
import type { Company, CompanyList } from "#core/domain/crm";
import { BULK_MAX, type BulkResult } from "#core/domain/crm-bulk";
import type { TrashItem } from "#core/domain/crm-trash";
import { createStaffUser } from "../../test/staff";
import { auditOf, setupCrmApp } from "../test-support";

const crm = setupCrmApp();
type ErrorBody = { error: { code: string; message: string } };

async function company(companyName: string, extra: Record<string, unknown> = {}) {
  const res = await crm.call<Company>("POST", "/api/crm/companies", {
    companyName,
    industry: "FMCG",
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body;
}
const get = async (id: number) => (await crm.call<Company>("GET", `/api/crm/companies/${id}`)).body;
const bulk = <T = BulkResult>(body: unknown, headers?: Record<string, string>) =>
  crm.call<T>("POST", "/api/crm/bulk", body, headers);
const pick = (c: Company) => ({ id: c.id, version: c.version });

describe("bulk actions on companies", () => {
  it("changes the stage of many companies at once, audited, and undoes them in one call", async () => {
    const a = await company("Bulk Alpha");
    const b = await company("Bulk Beta", { stage: "qualified" });
    const c = await company("Bulk Gamma", { stage: "proposal" });
    const res = await bulk({ action: "stage", stage: "proposal", items: [a, b, c].map(pick) });
    expect(res.status).toBe(200);
    // Gamma was already at proposal: untouched, not in the undo.
    expect(res.body.count).toBe(2);
    expect(res.body.undo).toEqual({
      action: "revert",
      items: [
        { id: a.id, version: 2, stage: "lead" },
        { id: b.id, version: 2, stage: "qualified" },
      ],
    });
    expect((await get(a.id)).stage).toBe("proposal");
    expect((await get(b.id)).stage).toBe("proposal");
    expect(await get(c.id)).toMatchObject({ stage: "proposal", version: 1 });
    const audit = await auditOf(crm, "company", a.id);
    expect(audit.at(-1)).toMatchObject({
      action: "company.update",
      details: { before: { stage: "lead" }, after: { stage: "proposal" } },
    });

    const undone = await bulk(res.body.undo);
    expect(undone.status).toBe(200);
    expect(undone.body.count).toBe(2);
    expect(await get(a.id)).toMatchObject({ stage: "lead", version: 3 });
    expect(await get(b.id)).toMatchObject({ stage: "qualified", version: 3 });
    // The undo's undo is a redo; it went through the version check, so the same undo again is refused.
    const again = await bulk<ErrorBody>(res.body.undo);
    expect(again.status).toBe(409);
  });

  it("changes and clears the follow-up owner; an unknown owner changes nothing", async () => {
    await createStaffUser(crm.t.database.db, "owner2");
    const a = await company("Owner One");
    const b = await company("Owner Two");
    const res = await bulk({ action: "owner", owner: "owner2", items: [a, b].map(pick) });
    expect(res.status).toBe(200);
    expect((await get(a.id)).nextActionOwner).toBe("owner2");
    expect((await get(b.id)).nextActionOwner).toBe("owner2");
    const unknown = await bulk<ErrorBody>({
      action: "owner",
      owner: "nobody",
      items: [await get(a.id), await get(b.id)].map(pick),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe("Choose a staff account");
    expect((await get(a.id)).nextActionOwner).toBe("owner2");
    const cleared = await bulk({ action: "owner", owner: null, items: [pick(await get(a.id))] });
    expect(cleared.body.undo).toEqual({
      action: "revert",
      items: [{ id: a.id, version: 3, nextActionOwner: "owner2" }],
    });
    expect((await get(a.id)).nextActionOwner).toBeNull();
    expect((await bulk(cleared.body.undo)).status).toBe(200);
    expect((await get(a.id)).nextActionOwner).toBe("owner2");
  });

  it("refuses the whole action when one company is stale, naming it, in the request's language", async () => {
    const a = await company("Fresh Co");
    const b = await company("Stale Co");
    const edited = await crm.call<Company>("PATCH", `/api/crm/companies/${b.id}`, {
      version: b.version,
      nextAction: "Call",
    });
    expect(edited.status).toBe(200);
    const res = await bulk<ErrorBody>({ action: "stage", stage: "won", items: [a, b].map(pick) });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: "conflict",
      message:
        "Someone else changed \u2068Stale Co\u2069 meanwhile, so nothing was changed. The list now shows their change; try again.",
    });
    expect(await get(a.id)).toMatchObject({ stage: "lead", version: 1 });
    const trash = await bulk<ErrorBody>(
      { action: "trash", items: [a, b].map(pick) },
      { "accept-language": "ar" },
    );
    expect(trash.status).toBe(409);
    expect(trash.body.error.message).toContain("غيّر شخص آخر \u2068Stale Co\u2069");
    expect((await get(a.id)).name).toBe("Fresh Co");
  });

  it("moves many companies to the trash and brings them all back in one call", async () => {
    const a = await company("Trash Bulk A");
    const b = await company("Trash Bulk B");
    await crm.call("POST", "/api/crm/contacts", { companyId: a.id, name: "Ana", email: "ana@a.test" });
    const res = await bulk({ action: "trash", items: [a, b].map(pick) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      count: 2,
      undo: { action: "restore", items: [{ id: a.id }, { id: b.id }] },
    });
    const list = (await crm.call<CompanyList>("GET", "/api/crm/companies?limit=200")).body.items;
    expect(list.map((c) => c.name)).not.toContain("Trash Bulk A");
    const trashed = (await crm.call<{ items: TrashItem[] }>("GET", "/api/crm/trash")).body.items;
    expect(trashed.find((i) => i.id === a.id)).toMatchObject({ name: "Trash Bulk A", contacts: 1 });
    expect((await auditOf(crm, "company", a.id)).at(-1)?.action).toBe("company.delete");

    // A company restored on its own meanwhile: the bulk restore refuses and restores nothing.
    expect((await crm.call("POST", `/api/crm/trash/company/${b.id}/restore`)).status).toBe(204);
    const refused = await bulk<ErrorBody>(res.body.undo);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      "\u2068Trash Bulk B\u2069 is no longer in the trash, so nothing was restored.",
    );
    expect((await crm.call("GET", `/api/crm/companies/${a.id}`)).status).toBe(404);

    expect((await bulk({ action: "trash", items: [pick(await get(b.id))] })).status).toBe(200);
    const restored = await bulk(res.body.undo);
    expect(restored.status).toBe(200);
    expect((await get(a.id)).name).toBe("Trash Bulk A");
    expect((await get(b.id)).name).toBe("Trash Bulk B");
    expect((await auditOf(crm, "company", a.id)).at(-1)?.action).toBe("company.restore");
    // A company in the trash is stale for a stage change.
    await bulk({ action: "trash", items: [pick(await get(b.id))] });
    const onTrashed = await bulk<ErrorBody>({ action: "stage", stage: "won", items: [pick(b)] });
    expect(onTrashed.status).toBe(409);
  });

  it("limits the number of companies and refuses bad input with a translated 400, changing nothing", async () => {
    const a = await company("Limit Co");
    const many = Array.from({ length: BULK_MAX + 1 }, (_, i) => ({ id: a.id + i, version: 1 }));
    const tooMany = await bulk<ErrorBody>({ action: "stage", stage: "won", items: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe("Select at most 100 companies at a time.");
    const cases: [unknown, string, string?][] = [
      [{ action: "stage", stage: "won", items: [] }, "Select at least one company."],
      [{ action: "stage", stage: "won", items: [pick(a), pick(a)] }, "A company was sent twice."],
      [{ action: "stage", stage: "sold", items: [pick(a)] }, "Please select a stage"],
      [{ action: "explode", items: [pick(a)] }, "This bulk action is not valid."],
      [{ action: "stage", stage: "won", items: [{ id: a.id }] }, "This bulk action is not valid."],
      [{ action: "trash", items: [{ id: "x", version: 1 }] }, "This bulk action is not valid."],
      [{ action: "trash", items: "all" }, "Select at least one company."],
      [{ action: "trash", items: [] }, "Изаберите бар једну компанију.", "sr"],
      [{ action: "stage", stage: "won", items: many }, "حدِّد 100 شركة على الأكثر في المرة الواحدة.", "ar"],
    ];
    for (const [body, message, lang] of cases) {
      const res = await bulk<ErrorBody>(body, lang ? { "accept-language": lang } : {});
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const missing = await bulk<ErrorBody>({
      action: "stage",
      stage: "won",
      items: [pick(a), { id: 999_999, version: 1 }],
    });
    expect(missing.status).toBe(404);
    expect(await get(a.id)).toMatchObject({ stage: "lead", version: 1 });
  });

  it("needs a staff session", async () => {
    const res = await crm.t.request("/api/crm/bulk", {
      method: "POST",
      json: { action: "trash", items: [] },
    });
    expect(res.status).toBe(401);
  });
});
