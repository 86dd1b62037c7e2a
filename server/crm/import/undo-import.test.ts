import { describe, expect, it } from "vitest";
import type { CompanyList } from "#core/domain/crm";
import type { UndoImportResult } from "#core/domain/crm-import";
import { setupCrmApp } from "../test-support";
import { type Answer, reimportCalls, type Sheet } from "./reimport-support";

/** The one Undo of a whole import (decision 022): all or nothing, never over later work. */
const crm = setupCrmApp();
const { importSheet, company, contactsOf, projectsOf } = reimportCalls(crm);

describe("undoing an import", () => {
  const base: Sheet = {
    company: { id: "9002", name: "Undo Holding", stage: "lead", nextAction: "Call", notes: "First" },
  };
  const more: Sheet = {
    company: { ...base.company, stage: "qualified" },
    contact: { id: "9102", name: "Omar Nasser", position: "CFO" },
    project: { id: "9202", name: "Brand audit", deal: "750" },
  };

  it("removes the records it added and puts back the ones it changed", async () => {
    await importSheet(base);
    const res = await importSheet(more);
    expect(res.body).toMatchObject({ added: 2, updated: 1 });
    const held = await company("Undo Holding");
    const undo = await crm.call<Answer<UndoImportResult>>("POST", `/api/crm/import/${res.body.batchId}/undo`);
    expect(undo.body).toEqual({ restored: 1, removed: 2 });
    const after = await company("Undo Holding");
    expect(after).toMatchObject({ stage: "lead", version: held.version + 1 });
    expect(await contactsOf(after.id)).toEqual([]);
    expect(await projectsOf(after.id)).toEqual([]);
    // Undone, the sheet is new again: importing it once more makes the same changes.
    expect((await importSheet(more)).body).toMatchObject({ added: 2, updated: 1, conflicts: [] });
  });

  it("refuses when a record was edited in the CRM after the import, and changes nothing", async () => {
    const res = await importSheet({ ...more, company: { ...more.company, nextAction: "Meet" } });
    const held = await company("Undo Holding");
    await crm.call("PATCH", `/api/crm/companies/${held.id}`, { version: held.version, notes: "Later edit" });
    const undo = await crm.call<Answer<object>>(
      "POST",
      `/api/crm/import/${res.body.batchId}/undo`,
      undefined,
      {
        "accept-language": "sr",
      },
    );
    expect(undo.status).toBe(409);
    expect(undo.body.error?.message).toBe(
      "„Undo Holding“ је измењено у CRM-у после увоза. Ништа није промењено.",
    );
    expect(await company("Undo Holding")).toMatchObject({ nextAction: "Meet", notes: "Later edit" });
  });

  it("answers a batch that does not exist, or a request that names no conflict, with a clear error", async () => {
    const missing = await crm.call<Answer<object>>("POST", "/api/crm/import/999999/undo");
    expect(missing.status).toBe(404);
    expect(missing.body.error?.message).toBe("This import was not found.");
    const empty = await crm.call<Answer<object>>("POST", "/api/crm/import/999999/take-sheet", { items: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toBe("Choose a conflict of this import.");
  });
});

describe("undoing an import that a later import changed further", () => {
  it("refuses until the later one is undone", async () => {
    const first: Sheet = {
      company: { id: "9006", name: "Layered Retail", stage: "lead", nextAction: "Call", notes: "One" },
    };
    const a = await importSheet(first);
    const b = await importSheet({ ...first, company: { ...first.company, notes: "Two" } });
    const undoA = () => crm.call<Answer<UndoImportResult>>("POST", `/api/crm/import/${a.body.batchId}/undo`);
    const refused = await undoA();
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(
      "A later import changed the same records: undo that one first. Nothing was changed.",
    );
    expect((await company("Layered Retail")).notes).toBe("Two");
    expect((await crm.call("POST", `/api/crm/import/${b.body.batchId}/undo`)).body).toEqual({
      restored: 1,
      removed: 0,
    });
    expect((await undoA()).body).toEqual({ restored: 0, removed: 1 });
    const res = await crm.call<CompanyList>("GET", "/api/crm/companies?q=Layered");
    expect(res.body.items).toEqual([]);
  });
});
