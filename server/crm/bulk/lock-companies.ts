import { inArray } from "drizzle-orm";
import type { TFunction } from "#core/i18n/translate";
import { isolate } from "#core/lib/format";
import { companies } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { Tx } from "../audit";
import { notFound } from "../errors";
import type { CompanyRow } from "../serialize";

/**
 * Reads and locks the companies of a bulk action (locked in id order, so two bulk actions never wait on
 * each other crosswise) and answers them in the order they were sent. Any company missing refuses the
 * whole action (404).
 */
export async function lockCompanies(tx: Tx, ids: number[], t: TFunction): Promise<CompanyRow[]> {
  const rows = await tx
    .select()
    .from(companies)
    .where(inArray(companies.id, ids))
    .orderBy(companies.id)
    .for("update");
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound(t, "company");
    return row;
  });
}

/** 409: the company changed (or went to the trash) since the client read it; nothing was changed. */
export function staleCompany(t: TFunction, row: CompanyRow): AppError {
  return new AppError(409, "conflict", t("crm:bulk.errors.stale", { name: isolate(row.name) }), {
    details: { id: row.id },
  });
}

/** Refuses the action unless every company is live and still at the version the client read. */
export function requireCurrent(t: TFunction, rows: CompanyRow[], versions: Map<number, number>): void {
  for (const row of rows) {
    if (row.deletedAt || row.version !== versions.get(row.id)) throw staleCompany(t, row);
  }
}
