import { z } from "zod";

/** What the trash holds: companies (with their contacts and projects), and contacts and projects on their own. */
export const TRASH_KINDS = ["company", "contact", "project"] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];
export const trashKindSchema = z.enum(TRASH_KINDS);

/** Days a record stays in the trash before it is deleted for good. */
export const TRASH_DAYS = 30;

export interface TrashItem {
  kind: TrashKind;
  id: number;
  name: string;
  /** The company of a contact or project. */
  companyName: string | null;
  deletedAt: string;
  /** When it will be deleted for good. */
  purgeAt: string;
  /**
   * A company's contacts and projects that went to the trash with it; for a company merged into another,
   * those the merge moved that are still there (restoring it undoes the merge and takes them back).
   */
  contacts: number;
  projects: number;
  /** The company it was merged into, when a merge put it in the trash. */
  mergedInto: string | null;
}
