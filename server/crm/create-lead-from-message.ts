import { eq } from "drizzle-orm";
import { COMPANY_STAGES, DEFAULT_NEXT_ACTION } from "#core/domain/crm";
import type { LeadFromMessage, LeadFromMessageResult } from "#core/domain/leads";
import { isolate } from "#core/lib/format";
import { companies, contactMessages, crmActivities } from "../db/schema";
import { AppError } from "../http/errors";
import { writeAudit } from "./audit";
import { lockCompany } from "./company-exists";
import type { CrmContext } from "./context";
import { insertCompany } from "./create-company";
import { insertContact } from "./create-contact";
import { refuseDuplicate } from "./find-duplicates";

/**
 * "Turn into lead" (issue 16): in one transaction, a company at the first pipeline stage (or the existing
 * one the staff member chose), a contact with the message's name and e-mail, the message's text as a
 * note on the company's timeline, each in the audit log; the message records the company and is marked
 * handled. A message already turned into a lead answers 409 `already_lead` naming the company; a name
 * that may duplicate a company answers 409 `duplicate` unless confirmed. Nothing is written on refusal.
 */
export async function createLeadFromMessage(
  ctx: CrmContext,
  messageId: number,
  input: LeadFromMessage,
): Promise<LeadFromMessageResult> {
  return ctx.db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, messageId))
      .for("update");
    if (!message) throw new AppError(404, "not_found", ctx.t("contact:staff.errors.messageNotFound"));
    if (message.leadCompanyId !== null) {
      const [lead] = await tx
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.id, message.leadCompanyId));
      const name = lead?.name ?? String(message.leadCompanyId);
      throw new AppError(
        409,
        "already_lead",
        ctx.t("crm:leads.errors.alreadyLead", { name: isolate(name) }),
        {
          details: { company: { id: message.leadCompanyId, name } },
        },
      );
    }

    let company: { id: number; name: string };
    let created: boolean;
    if (input.existingCompanyId !== undefined) {
      const existing = await lockCompany(tx, input.existingCompanyId, ctx.t);
      company = { id: input.existingCompanyId, name: existing.name };
      created = false;
    } else {
      if (!input.confirmDuplicate)
        await refuseDuplicate(tx, ctx.t, { name: input.companyName, website: null });
      const added = await insertCompany(
        tx,
        ctx,
        {
          name: input.companyName,
          stage: COMPANY_STAGES[0],
          lastContact: ctx.now.toISOString().slice(0, 10),
          nextAction: DEFAULT_NEXT_ACTION,
          source: "form",
        },
        { fromMessage: messageId },
      );
      company = { id: added.id, name: added.name };
      created = true;
    }

    const contact = await insertContact(
      tx,
      ctx,
      { companyId: company.id, name: message.name, email: message.email },
      { fromMessage: messageId },
    );

    const note = { kind: "note" as const, body: message.message };
    const [activity] = await tx
      .insert(crmActivities)
      .values({
        companyId: company.id,
        ...note,
        author: ctx.actor.username,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: crmActivities.id });
    if (!activity) throw new Error("insert returned no row");
    await writeAudit(tx, ctx.actor, {
      action: "activity.create",
      entity: "activity",
      entityId: activity.id,
      details: { companyId: company.id, after: note, fromMessage: messageId },
      at: ctx.now,
    });

    await tx
      .update(contactMessages)
      .set({
        leadCompanyId: company.id,
        handledAt: message.handledAt ?? ctx.now,
        handledBy: message.handledAt ? message.handledBy : ctx.actor.username,
      })
      .where(eq(contactMessages.id, messageId));
    await writeAudit(tx, ctx.actor, {
      action: "message.lead",
      entity: "contact_message",
      entityId: messageId,
      details: { companyId: company.id, created, contactId: contact.id, activityId: activity.id },
      at: ctx.now,
    });

    return { messageId, company, created, contactId: contact.id, activityId: activity.id };
  });
}
