import "./zod-config";
import { z } from "zod";
import { COMPANY_STAGES, LIMITS } from "./crm";
import { rowId } from "./row-id";

/**
 * Bulk actions on companies (issue 16, item 6): change the stage or the follow-up owner of many
 * companies, or move them to the trash, all or nothing; and the one call that undoes each of them.
 * Messages are translation keys, as in crm.ts.
 */

/** The most companies one bulk action may touch. */
export const BULK_MAX = 100;

const id = rowId("crm:bulk.errors.invalid");
const version = id;

/** A company as the client read it: its id and the version its change is based on. */
const item = z.object({ id, version }, "crm:bulk.errors.invalid");

const uniqueIds = (items: { id: number }[]) => new Set(items.map((i) => i.id)).size === items.length;

const items = <T extends z.ZodType<{ id: number }>>(one: T) =>
  z
    .array(one, "crm:bulk.errors.noneSelected")
    .min(1, "crm:bulk.errors.noneSelected")
    .max(BULK_MAX, "crm:bulk.errors.tooMany")
    .refine(uniqueIds, "crm:bulk.errors.duplicate");

const owner = z
  .string("pipeline:errors.ownerUnknown")
  .trim()
  .max(LIMITS.shortText, "pipeline:errors.ownerUnknown")
  .nullable()
  .transform((value) => (value ? value : null));

const stage = z.enum(COMPANY_STAGES, "crm:errors.stageRequired");

/** POST /api/crm/bulk: one action on many companies. */
export const bulkActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("stage"), stage, items: items(item) }),
    z.object({ action: z.literal("owner"), owner, items: items(item) }),
    z.object({ action: z.literal("trash"), items: items(item) }),
    /** Undo of "stage" and "owner": each company's previous values, with the version the action left. */
    z.object({
      action: z.literal("revert"),
      items: items(item.extend({ stage: stage.optional(), nextActionOwner: owner.optional() })),
    }),
    /** Undo of "trash": the companies come back out of the trash. */
    z.object({ action: z.literal("restore"), items: items(z.object({ id }, "crm:bulk.errors.invalid")) }),
  ],
  "crm:bulk.errors.invalid",
);
export type BulkAction = z.output<typeof bulkActionSchema>;
export type BulkActionInput = z.input<typeof bulkActionSchema>;

/** What a bulk action did: how many companies it changed, and the request that undoes it. */
export interface BulkResult {
  count: number;
  undo: BulkActionInput | null;
}
