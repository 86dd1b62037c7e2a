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
  /** A company's contacts and projects that went to the trash with it. */
  contacts: number;
  projects: number;
}
