import type { CrmContext } from "./context";
import { moveToTrash } from "./trash/move-to-trash";

/** "Delete" moves the contact to the trash for 30 days (restorable; audited). */
export async function deleteContact(ctx: CrmContext, id: number): Promise<void> {
  await moveToTrash(ctx, "contact", id);
}
