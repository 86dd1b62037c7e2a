import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, companyCounts, contacts, mediaImages, mediaImageVariants, projects } from "../db/schema";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { createStaffUser } from "../test/staff";
import { backupDatabase } from "./backup-database";
import { type Backup, decodeBackup, encodeBackup, MAX_BACKUP_BYTES } from "./backup-format";
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
    await createStaffUser(db, "ana", "Harbor-Velvet-Compass-31");
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
    // The dashboard's counts (derived by triggers, not in the backup) are rebuilt as the rows come back.
    expect(await db.select().from(companyCounts)).toEqual([{ stage: "lead", n: 1 }]);

    const [next] = await db.insert(companies).values({ name: "After", industry: "Technology" }).returning();
    expect(next?.id).toBeGreaterThan(company?.id ?? 0);
  });

  it("refuse what is not a backup, saying why", () => {
    expect(() => decodeBackup(Buffer.from("name,email\n"), "people.csv")).toThrow(
      "people.csv is not a backup made by npm run backup (it is not gzip-compressed). Nothing was changed.",
    );
    const whole = gzipSync(JSON.stringify({ format: "potentia-backup", padding: "x".repeat(100_000) }));
    expect(() => decodeBackup(whole.subarray(0, whole.length - 20), "cut.backup")).toThrow(
      "cut.backup is not a backup made by npm run backup (it is truncated: the compressed data ends early). Nothing was changed.",
    );
    // 600 gzip members of 1 MiB of zeros each: 600 MiB unpacked from about a megabyte.
    const member = gzipSync(Buffer.alloc(2 ** 20));
    const bomb = Buffer.concat(Array.from({ length: MAX_BACKUP_BYTES / 2 ** 20 + 100 }, () => member));
    expect(bomb.length).toBeLessThan(2 ** 20);
    expect(() => decodeBackup(bomb, "bomb.backup")).toThrow(
      "bomb.backup is not a backup made by npm run backup (it unpacks to more than 500 MiB, more than any backup holds). Nothing was changed.",
    );
  });

  it("refuse a backup the database cannot take, naming the table and the cause, with every row kept", async () => {
    const { db } = database;
    await db.insert(companies).values({ name: "Kept Through Refusals", industry: "Technology" });
    const good = await backupDatabase(db, new Date());
    const [first] = good.tables.companies ?? [];
    const broken = (tables: Backup["tables"]) => ({ ...good, tables: { ...good.tables, ...tables } });
    const { companies: _dropped, ...withoutCompanies } = good.tables;
    const cases: [Backup, string][] = [
      [{ ...good, tables: withoutCompanies }, "The backup lacks tables this database has (companies)."],
      [broken({ companies: [{ ...first, name: null }] }), "a row of companies has no value (NULL) in name"],
      [broken({ companies: [first ?? {}, first ?? {}] }), "two rows of companies have the same key"],
    ];
    for (const [backup, message] of cases) {
      const refusal = await restoreDatabase(db, backup).then(
        () => "restored",
        (error: Error) => error.message,
      );
      expect(refusal).toContain(message);
      expect(refusal).toContain("Nothing was changed.");
      expect(refusal).not.toContain("Something went wrong");
    }
    expect((await backupDatabase(db, new Date())).tables).toEqual(good.tables);
  });

  it("bring an uploaded image's bytes (bytea) back identical", async () => {
    const { db } = database;
    // Every byte value, a run of zeros and a backslash-x prefix: what a text round trip would damage.
    const bytes = Buffer.concat([
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      Buffer.alloc(64),
      Buffer.from("\\x00ff"),
    ]);
    const [image] = await db
      .insert(mediaImages)
      .values({ originalName: "all-bytes.webp", width: 8, height: 8 })
      .returning();
    const imageId = image?.id ?? 0;
    await db.insert(mediaImageVariants).values({ imageId, format: "webp", width: 8, height: 8, bytes });

    const file = encodeBackup(await backupDatabase(db, new Date()));
    for (const { name } of [...tablesInOrder()].reverse()) await db.execute(`delete from "${name}"` as never);
    await restoreDatabase(db, decodeBackup(file, "file"));

    const [variant] = await db.select().from(mediaImageVariants);
    expect(variant?.imageId).toBe(imageId);
    expect(Buffer.isBuffer(variant?.bytes)).toBe(true);
    expect(variant?.bytes.equals(bytes)).toBe(true);
  });
});
