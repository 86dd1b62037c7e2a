import type { CrmContext } from "./context";
import { moveToTrash } from "./trash/move-to-trash";

/** "Delete" moves the company to the trash for 30 days, with its contacts and projects (restorable; audited). */
export async function deleteCompany(ctx: CrmContext, id: number): Promise<void> {
  await moveToTrash(ctx, "company", id);
}
