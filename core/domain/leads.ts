import "./zod-config";
import { z } from "zod";
import { LIMITS } from "./crm";
import { rowId } from "./row-id";

/**
 * "Turn into lead" (issue 16): a contact message becomes a company (or joins an existing one), a contact
 * and a timeline note, in one go. The company name the form suggests comes from the message.
 */

/** Where the suggested company name came from: the message's company field, the e-mail's domain, or the person's name. */
export type LeadNameSource = "company" | "domain" | "name";

/** Mail providers whose domain says nothing about the sender's company. */
const FREE_MAIL = new Set([
  "gmail.com",
  "googlemail.com",
  "hotmail.com",
  "outlook.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "icloud.com",
  "me.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "gmx.net",
  "mail.ru",
  "yandex.ru",
  "yandex.com",
]);

/** The company name a message suggests, and where it came from. */
export function suggestedCompanyName(message: { name: string; email: string; company: string | null }): {
  name: string;
  source: LeadNameSource;
} {
  const company = message.company?.trim();
  if (company) return { name: company.slice(0, LIMITS.name), source: "company" };
  const domain = message.email.split("@")[1]?.trim().toLowerCase() ?? "";
  if (domain && !FREE_MAIL.has(domain)) return { name: domain.slice(0, LIMITS.name), source: "domain" };
  return { name: message.name.trim().slice(0, LIMITS.name), source: "name" };
}

/**
 * POST /api/crm/leads/from-message/:id: the company name (as the staff member left it), or an existing
 * company to use instead; "Add anyway" confirms a name that may duplicate one (otherwise 409 `duplicate`).
 */
export const leadFromMessageSchema = z.object({
  companyName: z
    .string("crm:errors.companyNameRequired")
    .trim()
    .min(1, "crm:errors.companyNameRequired")
    .max(LIMITS.name, "crm:errors.nameTooLong"),
  existingCompanyId: rowId("crm:errors.companyRequired").optional(),
  confirmDuplicate: z.boolean().optional(),
});
export type LeadFromMessage = z.output<typeof leadFromMessageSchema>;
export type LeadFromMessageForm = z.input<typeof leadFromMessageSchema>;

/** What "Turn into lead" made: the company (new or existing), the contact and the note. */
export interface LeadFromMessageResult {
  messageId: number;
  company: { id: number; name: string };
  created: boolean;
  contactId: number;
  activityId: number;
}
