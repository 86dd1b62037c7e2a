import type { TrashKind } from "#core/domain/crm-trash";
import { companies, contacts, projects } from "../../db/schema";

/** The table of each kind of record the trash holds. */
export const trashTables = { company: companies, contact: contacts, project: projects } as const;

export function tableOf(kind: TrashKind) {
  return trashTables[kind];
}
