import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverT } from "../../app/i18n/resources.server";
import { addStaffUser } from "../auth/add-staff-user";
import { companies, contacts, projects } from "../db/schema";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { backupDatabase } from "./backup-database";
import { decodeBackup, encodeBackup } from "./backup-format";
import { restoreDatabase } from "./restore-database";
import { tablesInOrder } from "./tables";

/** Backup, wipe, restore on the real database (PGlite, or PostgreSQL in the PostgreSQL run): every row back. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("backup and restore", () => {
  it("bring every row of every table back, exactly, and new ids continue after them", async () => {
    const { db } = database;
    await addStaffUser(
      { db, now: new Date(), t: serverT("en"), actor: "test" },
      { username: "ana", password: "Harbor-Velvet-Compass-31" },
    );
    const [company] = await db
      .insert(companies)
      .values({ name: "Нафтна индустрија", industry: "Technology", notes: 'ü 😀 "quoted"' })
      .returning();
    await db.insert(contacts).values({ companyId: company?.id ?? 0, name: "Layla", email: "l@example.com" });
    await db.insert(projects).values({ companyId: company?.id ?? 0, name: "Tracker", dealValue: 1234567.89 });

    const before = await backupDatabase(db, new Date());
    expect(Object.keys(before.tables)).toEqual(tablesInOrder().map((table) => table.name));
    const file = encodeBackup(before);

    for (const { name } of [...tablesInOrder()].reverse()) await db.execute(`delete from "${name}"` as never);
    expect((await backupDatabase(db, new Date())).tables.companies).toEqual([]);

    const restored = await restoreDatabase(db, decodeBackup(file, "file"));
    expect(restored.rows).toBeGreaterThan(4);
    const after = await backupDatabase(db, new Date());
    expect(after.tables).toEqual(before.tables);

    const [next] = await db.insert(companies).values({ name: "After", industry: "Technology" }).returning();
    expect(next?.id).toBeGreaterThan(company?.id ?? 0);
  });

  it("refuse what is not a backup, saying why", () => {
    expect(() => decodeBackup(Buffer.from("name,email\n"), "people.csv")).toThrow(
      "people.csv is not a backup made by npm run backup (it is not gzip-compressed). Nothing was changed.",
    );
  });
});
