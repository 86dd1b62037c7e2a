import { type Company, isCompanyStage } from "#core/domain/crm";
import { industryByKey } from "#core/domain/industries";
import type { TFunction } from "#core/i18n/translate";
import { nextActionText } from "../shared/next-action";

/** The edit form's fields, in the order they are shown; each holds a string ("" for nothing). */
export const EDIT_FIELDS = [
  "companyName",
  "industry",
  "stage",
  "lastContact",
  "nextAction",
  "nextActionDue",
  "nextActionOwner",
  "website",
  "notes",
] as const;
export type EditField = (typeof EDIT_FIELDS)[number];
export type EditValues = Record<EditField, string>;

/** A company as the edit form holds it: an industry we do not know (or none) is "", kept as it is. */
export function editValuesOf(company: Company, t?: TFunction): EditValues {
  return {
    companyName: company.name,
    industry: industryByKey(company.industry)?.key ?? "",
    stage: isCompanyStage(company.stage) ? company.stage : "lead",
    lastContact: company.lastContact ?? "",
    // The CRM's default next action in the reader's words (the server stores those words as its meaning).
    nextAction: (t ? nextActionText(company.nextAction, t) : company.nextAction) ?? "",
    nextActionDue: company.nextActionDue ?? "",
    nextActionOwner: company.nextActionOwner ?? "",
    website: company.website ?? "",
    notes: company.notes ?? "",
  };
}

/** One field both people changed, differently: what is typed here and what the other person saved. */
export interface FieldConflict {
  field: EditField;
  mine: string;
  theirs: string;
}

const same = (a: string, b: string) => a.trim() === b.trim();

/**
 * Someone else saved the company while it was being edited here. From the version the edit started from
 * (`base`), their saved values and what is typed: a field only they changed takes theirs, a field only this
 * user changed keeps what is typed, and a field both changed differently is a conflict to choose.
 */
export function mergeEdits(
  base: EditValues,
  theirs: EditValues,
  mine: EditValues,
): { values: EditValues; conflicts: FieldConflict[] } {
  const values = { ...mine };
  const conflicts: FieldConflict[] = [];
  for (const field of EDIT_FIELDS) {
    if (same(theirs[field], base[field]) || same(theirs[field], mine[field])) continue;
    if (same(mine[field], base[field])) values[field] = theirs[field];
    else conflicts.push({ field, mine: mine[field], theirs: theirs[field] });
  }
  return { values, conflicts };
}
