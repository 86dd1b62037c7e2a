import type { TrashKind } from "#core/domain/crm-trash";
import { companies, contacts, projects } from "../../db/schema";
import { type Fields, type Tx, writeAudit } from "../audit";
import type { CrmContext } from "../context";

/** The table of each kind of record the trash holds. */
export const trashTables = { company: companies, contact: contacts, project: projects } as const;

export function tableOf(kind: TrashKind) {
  return trashTables[kind];
}

/** The audit row of what the trash did to one record: `company.delete`, `contact.restore`, `project.purge`. */
export function auditTrash(
  tx: Tx,
  ctx: CrmContext,
  change: {
    kind: TrashKind;
    id: number;
    action: `${TrashKind}.${"delete" | "restore" | "purge"}`;
    details: Fields;
  },
): Promise<void> {
  return writeAudit(tx, ctx.actor, {
    action: change.action,
    entity: change.kind,
    entityId: change.id,
    details: change.details,
    at: ctx.now,
  });
}
