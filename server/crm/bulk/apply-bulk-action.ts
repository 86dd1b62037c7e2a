import type { BulkAction, BulkResult } from "#core/domain/crm-bulk";
import type { CrmContext } from "../context";
import { changeCompanies } from "./change-companies";
import { restoreCompanies, trashCompanies } from "./trash-companies";

/** One bulk action on many companies, all or nothing (see core/domain/crm-bulk.ts). */
export async function applyBulkAction(ctx: CrmContext, input: BulkAction): Promise<BulkResult> {
  switch (input.action) {
    case "stage":
      return changeCompanies(
        ctx,
        input.items.map((i) => ({ ...i, changes: { stage: input.stage } })),
      );
    case "owner":
      return changeCompanies(
        ctx,
        input.items.map((i) => ({ ...i, changes: { nextActionOwner: input.owner } })),
      );
    case "revert":
      return changeCompanies(
        ctx,
        input.items.map(({ id, version, ...changes }) => ({ id, version, changes })),
      );
    case "trash":
      return trashCompanies(ctx, input.items);
    case "restore":
      return restoreCompanies(ctx, input.items);
  }
}
