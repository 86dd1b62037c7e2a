import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ImportReport } from "#core/domain/crm";
import type { UndoImportResult } from "#core/domain/crm-import";
import { serverT } from "#core/i18n/resources.server";
import { companies, contacts, importBatches, projects } from "../../db/schema";
import { formatReport } from "../import-command/format-report";
import { setupCrmApp } from "../test-support";
import { importFiles } from "./import-files";
import { type Answer, files, reimportCalls, type Sheet } from "./reimport-support";

/**
 * Importing a sheet again after edits in the CRM (decision 022): the CRM's edits stand, conflicts are
 * reported with both values, the sheet's value is taken on request, and the whole import has one Undo.
 */
const crm = setupCrmApp();
const { importSheet, company, contactsOf, projectsOf } = reimportCalls(crm);

/** Edits in the CRM, as the company window saves them. */
async function editInCrm(name: string, companyNotes: string, position: string, dealValue: number) {
  const c = await company(name);
  await crm.call("PATCH", `/api/crm/companies/${c.id}`, { version: c.version, notes: companyNotes });
  const [k] = await contactsOf(c.id);
  const [p] = await projectsOf(c.id);
  if (!k || !p) throw new Error("no contact or project");
  expect(
    (await crm.call("PATCH", `/api/crm/contacts/${k.id}`, { version: k.version, position })).status,
  ).toBe(200);
  expect(
    (await crm.call("PATCH", `/api/crm/projects/${p.id}`, { version: p.version, dealValue })).status,
  ).toBe(200);
}

async function snapshot(name: string) {
  const c = await company(name);
  const [k] = await contactsOf(c.id);
  const [p] = await projectsOf(c.id);
  return {
    notes: c.notes,
    nextAction: c.nextAction,
    stage: c.stage,
    position: k?.position,
    dealValue: p?.dealValue,
  };
}

const v1: Sheet = {
  company: { id: "9001", name: "Conflict Bank", stage: "lead", nextAction: "Call", notes: "Sheet notes v1" },
  contact: { id: "9101", name: "Huda Saleh", position: "Analyst" },
  project: { id: "9201", name: "Loyalty study", deal: "1000" },
};
const v2: Sheet = {
  company: { ...v1.company, notes: "Sheet notes v2" },
  contact: { id: "9101", name: "Huda Saleh", position: "Manager" },
  project: { id: "9201", name: "Loyalty study", deal: "2000" },
};
/** The older sheet again, with one change of its own: a next action the CRM did not touch. */
const older: Sheet = { ...v1, company: { ...v1.company, nextAction: "Visit" } };

describe("importing an older sheet after edits in the CRM", () => {
  let conflicts: ImportReport["conflicts"] = [];
  let batchId = 0;

  it("keeps the CRM's edits, reports each conflict with both values, and takes the sheet's other changes", async () => {
    expect((await importSheet(v1)).body).toMatchObject({ added: 3, conflicts: [] });
    // A newer sheet moves fields the CRM did not change: they follow the sheet.
    expect((await importSheet(v2)).body).toMatchObject({ updated: 3, conflicts: [] });
    await editInCrm("Conflict Bank", "Edited in the CRM", "Director", 5000);

    const res = await importSheet(older);
    expect(res.status).toBe(200);
    expect(await snapshot("Conflict Bank")).toEqual({
      notes: "Edited in the CRM",
      nextAction: "Visit",
      stage: "lead",
      position: "Director",
      dealValue: 5000,
    });
    expect(res.body).toMatchObject({ added: 0, updated: 1, unchanged: 2 });
    expect(res.body.conflicts.map(({ batchRow, ...c }) => c)).toEqual([
      {
        sheet: "companies",
        row: 2,
        name: "Conflict Bank",
        field: "notes",
        sheetValue: "Sheet notes v1",
        crmValue: "Edited in the CRM",
        taken: false,
      },
      {
        sheet: "contacts",
        row: 2,
        name: "Huda Saleh",
        field: "position",
        sheetValue: "Analyst",
        crmValue: "Director",
        taken: false,
      },
      {
        sheet: "projects",
        row: 2,
        name: "Loyalty study",
        field: "dealValue",
        sheetValue: 1000,
        crmValue: 5000,
        taken: false,
      },
    ]);
    conflicts = res.body.conflicts;
    batchId = res.body.batchId ?? 0;
    expect(batchId).toBeGreaterThan(0);
  });

  it("the same older sheet again changes nothing and reports the same conflicts, still open", async () => {
    const res = await importSheet(older);
    expect(res.body).toMatchObject({ added: 0, updated: 0, unchanged: 3 });
    expect(res.body.conflicts.map((c) => [c.field, c.sheetValue, c.crmValue])).toEqual([
      ["notes", "Sheet notes v1", "Edited in the CRM"],
      ["position", "Analyst", "Director"],
      ["dealValue", 1000, 5000],
    ]);
    expect(await snapshot("Conflict Bank")).toMatchObject({
      notes: "Edited in the CRM",
      nextAction: "Visit",
    });
  });

  it("takes the sheet's value for one conflict, then for the rest at once", async () => {
    const take = (items: typeof conflicts) =>
      crm.call<Answer<{ taken: unknown[] }>>("POST", `/api/crm/import/${batchId}/take-sheet`, {
        items: items.map((c) => ({ batchRow: c.batchRow, field: c.field })),
      });
    const one = await take(conflicts.slice(0, 1));
    expect(one.status).toBe(200);
    expect(await snapshot("Conflict Bank")).toMatchObject({ notes: "Sheet notes v1", position: "Director" });

    const again = await take(conflicts.slice(0, 2));
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(
      "This conflict is no longer open: its sheet value was already taken. Nothing was changed.",
    );
    expect((await snapshot("Conflict Bank")).position).toBe("Director");

    const rest = await take(conflicts.slice(1));
    expect(rest.body.taken).toHaveLength(2);
    expect(await snapshot("Conflict Bank")).toMatchObject({ position: "Analyst", dealValue: 1000 });
  });

  it("Undo puts back every record the import changed, as it was before the import", async () => {
    const res = await crm.call<Answer<UndoImportResult>>("POST", `/api/crm/import/${batchId}/undo`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ restored: 3, removed: 0 });
    expect(await snapshot("Conflict Bank")).toEqual({
      notes: "Edited in the CRM",
      nextAction: "Call",
      stage: "lead",
      position: "Director",
      dealValue: 5000,
    });
    const twice = await crm.call<Answer<object>>("POST", `/api/crm/import/${batchId}/undo`, undefined, {
      "accept-language": "ar",
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error?.message).toBe("سبق التراجع عن هذا الاستيراد. لم يتغيّر أي شيء.");
  });
});

describe("records imported before conflicts were tracked (no last imported values)", () => {
  it("keep the CRM's value for every field the sheet differs on, reported as conflicts; then compare as usual", async () => {
    const sheet: Sheet = {
      company: { id: "9003", name: "Legacy Trading", stage: "lead", nextAction: "Call", notes: "Old" },
    };
    await importSheet(sheet);
    const db = crm.t.database.db;
    await db.update(companies).set({ imported: null }).where(eq(companies.externalId, "9003"));
    const c = await company("Legacy Trading");
    await crm.call("PATCH", `/api/crm/companies/${c.id}`, { version: c.version, stage: "won" });

    const res = await importSheet(sheet);
    expect(res.body).toMatchObject({ updated: 0, unchanged: 1 });
    expect(res.body.conflicts).toMatchObject([{ field: "stage", sheetValue: "lead", crmValue: "won" }]);
    expect((await company("Legacy Trading")).stage).toBe("won");
    // The sheet's values are now the last imported ones: the CRM's edit is a conflict until one wins.
    await crm.call("PATCH", `/api/crm/companies/${c.id}`, { version: c.version + 1, stage: "lead" });
    const again = await importSheet({ ...sheet, company: { ...sheet.company, stage: "proposal" } });
    expect(again.body).toMatchObject({ updated: 1, conflicts: [] });
    expect((await company("Legacy Trading")).stage).toBe("proposal");
  });
});

describe("importing identical files again", () => {
  it("changes nothing: no update, no conflict, no batch", async () => {
    const sheet: Sheet = {
      company: { id: "9004", name: "Steady Foods", stage: "proposal", nextAction: "Call", notes: "Same" },
      contact: { id: "9104", name: "Rana Aziz", position: "COO" },
      project: { id: "9204", name: "Menu study", deal: "300" },
    };
    await importSheet(sheet);
    const db = crm.t.database.db;
    const counted = async () =>
      Promise.all(
        [companies, contacts, projects, importBatches].map(
          async (t) => (await db.select({ n: count() }).from(t))[0]?.n,
        ),
      );
    const before = await counted();
    const res = await importSheet(sheet);
    expect(res.body).toMatchObject({ added: 0, updated: 0, unchanged: 3, conflicts: [], batchId: null });
    expect(await counted()).toEqual(before);
  });
});

describe("the import command (npm run import)", () => {
  const sheet: Sheet = {
    company: { id: "9005", name: "Command Media", stage: "lead", nextAction: "Call", notes: "Sheet" },
  };
  const run = (takeSheet: boolean) =>
    importFiles(
      { db: crm.t.database.db, actor: { username: "cli", ip: null }, now: new Date(), t: serverT("en") },
      files(sheet),
      { takeSheet },
    );

  it("lists each conflict with both values; --take-sheet takes the sheet's value for them", async () => {
    await run(false);
    const c = await company("Command Media");
    await crm.call("PATCH", `/api/crm/companies/${c.id}`, { version: c.version, notes: "CRM" });
    const older = await run(false);
    expect(formatReport(older)).toContain(
      '  companies, row 2 (Command Media), notes: sheet "Sheet", CRM "CRM"',
    );
    expect((await company("Command Media")).notes).toBe("CRM");

    const taken = await run(true);
    expect(formatReport(taken)).toEqual(
      expect.arrayContaining([
        "Changed in the CRM since the last import (the sheet's value taken, --take-sheet):",
        '  companies, row 2 (Command Media), notes: sheet "Sheet", CRM "CRM"',
      ]),
    );
    expect((await company("Command Media")).notes).toBe("Sheet");
  });
});
