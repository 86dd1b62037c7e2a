import { asc, eq, inArray } from "drizzle-orm";
import type { MergeCompanies, MergeResult } from "#core/domain/company-duplicates";
import { companies, contacts, crmActivities, projects } from "../db/schema";
import { AppError } from "../http/errors";
import { writeAudit } from "./audit";
import type { CrmContext } from "./context";
import { conflict, notFound } from "./errors";
import { companyAuditFields } from "./get-company";
import { toCompany } from "./serialize";

/** The fields an empty field of the kept company is filled from (name and stage stay the kept one's). */
const FILLED = [
  "industry",
  "website",
  "notes",
  "lastContact",
  "nextAction",
  "nextActionDue",
  "nextActionOwner",
] as const;

const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

/**
 * Merges `otherId` into `keptId`, in one transaction: every contact, project and timeline note or call of
 * the other company moves onto the kept one, the kept one's empty fields are filled from the other, and
 * the other goes to the trash (empty). Both versions must be the ones the client read (409 otherwise).
 * The audit log records who, when and which ids moved ("company.merge" on the kept company, and the
 * other's "company.delete" naming the company it was merged into).
 */
export async function mergeCompanies(
  ctx: CrmContext,
  keptId: number,
  input: MergeCompanies,
): Promise<MergeResult> {
  if (input.otherId === keptId) {
    const message = ctx.t("crm:merge.errors.same");
    throw new AppError(400, "invalid_input", message, { fields: { otherId: message } });
  }
  return ctx.db.transaction(async (tx) => {
    // Both rows locked, always in id order so that two merges cannot wait on each other.
    const rows = await tx
      .select()
      .from(companies)
      .where(inArray(companies.id, [keptId, input.otherId]))
      .orderBy(asc(companies.id))
      .for("update");
    const keptRow = rows.find((row) => row.id === keptId);
    const otherRow = rows.find((row) => row.id === input.otherId);
    if (!keptRow || keptRow.deletedAt || !otherRow || otherRow.deletedAt) throw notFound(ctx.t, "company");
    if (keptRow.version !== input.version) throw conflict(ctx.t, "company", toCompany(keptRow));
    if (otherRow.version !== input.otherVersion) throw conflict(ctx.t, "company", toCompany(otherRow));

    const moveTo = { companyId: keptId, updatedAt: ctx.now };
    const movedContacts = await tx
      .update(contacts)
      .set(moveTo)
      .where(eq(contacts.companyId, input.otherId))
      .returning({ id: contacts.id });
    const movedProjects = await tx
      .update(projects)
      .set(moveTo)
      .where(eq(projects.companyId, input.otherId))
      .returning({ id: projects.id });
    const movedActivities = await tx
      .update(crmActivities)
      .set({ companyId: keptId })
      .where(eq(crmActivities.companyId, input.otherId))
      .returning({ id: crmActivities.id });

    const kept = companyAuditFields(toCompany(keptRow));
    const other = companyAuditFields(toCompany(otherRow));
    const fill: Partial<Record<(typeof FILLED)[number], string>> = {};
    const before: Record<string, unknown> = {};
    for (const field of FILLED) {
      const value = other[field];
      if (isEmpty(kept[field]) && !isEmpty(value)) {
        fill[field] = value as string;
        before[field] = kept[field] ?? null;
      }
    }
    await tx
      .update(companies)
      .set({ ...fill, version: keptRow.version + 1, updatedAt: ctx.now })
      .where(eq(companies.id, keptId));
    await tx
      .update(companies)
      .set({ deletedAt: ctx.now, version: otherRow.version + 1, updatedAt: ctx.now })
      .where(eq(companies.id, input.otherId));

    const ids = {
      contacts: movedContacts.map((row) => row.id),
      projects: movedProjects.map((row) => row.id),
      activities: movedActivities.map((row) => row.id),
    };
    await writeAudit(tx, ctx.actor, {
      action: "company.merge",
      entity: "company",
      entityId: keptId,
      details: {
        mergedId: input.otherId,
        merged: other,
        moved: ids,
        before,
        after: { name: otherRow.name, ...fill },
      },
      at: ctx.now,
    });
    await writeAudit(tx, ctx.actor, {
      action: "company.delete",
      entity: "company",
      entityId: input.otherId,
      details: { name: otherRow.name, trash: true, mergedInto: keptId, contacts: 0, projects: 0 },
      at: ctx.now,
    });
    return {
      keptId,
      keptVersion: keptRow.version + 1,
      mergedId: input.otherId,
      moved: {
        contacts: ids.contacts.length,
        projects: ids.projects.length,
        activities: ids.activities.length,
      },
      filled: Object.keys(fill),
    };
  });
}
