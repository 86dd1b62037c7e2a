import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { companies, projects, staffUsers } from "../db/schema";
import { createStaffUser } from "../test/staff";

/** A staff account with its own settings (tests of the reminders and the calendar feed). */
export async function addAccount(
  db: Db,
  username: string,
  settings: Partial<typeof staffUsers.$inferInsert> = {},
): Promise<void> {
  await createStaffUser(db, username);
  if (Object.keys(settings).length > 0)
    await db.update(staffUsers).set(settings).where(eq(staffUsers.username, username));
}

export async function addCompany(db: Db, values: Partial<typeof companies.$inferInsert> & { name: string }) {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  if (!row) throw new Error("company not added");
  return row.id;
}

export async function addDeal(
  db: Db,
  values: Partial<typeof projects.$inferInsert> & { companyId: number; name: string },
) {
  const [row] = await db
    .insert(projects)
    .values({ dealStage: "proposal", ...values })
    .returning({ id: projects.id });
  if (!row) throw new Error("deal not added");
  return row.id;
}
