import "./zod-config";
import { z } from "zod";
import {
  decimalFromText,
  LIMITS,
  optionalDate,
  optionalEmail,
  optionalText,
  optionalWebsite,
  requiredText,
} from "./crm-fields";
import { INDUSTRY_KEYS } from "./industries";
import { isRowId, MAX_ID, rowId } from "./row-id";

/**
 * The sales CRM's rules, shared by the forms in the browser and by the server (SPEC.md sections 3 to 5).
 * Messages are translation keys ("crm:errors.…"): the server translates them, the forms call t().
 */

export const COMPANY_STAGES = ["lead", "qualified", "proposal", "negotiation", "won", "lost"] as const;
export type CompanyStage = (typeof COMPANY_STAGES)[number];
/** The add form offers only the first three; the edit form all six. */
export const NEW_COMPANY_STAGES = ["lead", "qualified", "proposal"] as const;

export const PROJECT_STAGES = [
  "proposal",
  "negotiation",
  "active",
  "completed",
  "on-hold",
  "cancelled",
] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];

export function isCompanyStage(value: unknown): value is CompanyStage {
  return typeof value === "string" && (COMPANY_STAGES as readonly string[]).includes(value);
}
export function isProjectStage(value: unknown): value is ProjectStage {
  return typeof value === "string" && (PROJECT_STAGES as readonly string[]).includes(value);
}

export * from "./crm-fields";

export { MAX_ID } from "./row-id";

/** A company picked in a select: the form holds a string, the API may send a number. */
export const companyId = z
  .union([z.number(), z.string()], "crm:errors.companyRequired")
  .transform((value) =>
    typeof value === "string" ? (value.trim() === "" ? Number.NaN : Number(value)) : value,
  )
  .refine(isRowId, "crm:errors.companyRequired");

/** A deal value in SAR: a number if given, never negative. The form holds a string. */
export const dealValue = z
  .union([z.number(), z.string()], "crm:errors.dealValueInvalid")
  .nullish()
  .transform((value): number | null => {
    if (value === null || value === undefined) return null;
    if (typeof value === "number") return value;
    return value.trim() === "" ? null : decimalFromText(value);
  })
  .refine((value) => value === null || Number.isFinite(value), "crm:errors.dealValueInvalid")
  .refine((value) => value === null || value >= 0, "crm:errors.dealValueNegative")
  .refine((value) => value === null || value <= LIMITS.dealValue, "crm:errors.dealValueTooLarge")
  .transform((value) => (value === null ? null : Math.round(value * 100) / 100));

export const version = rowId("crm:errors.versionRequired");

// ---- Companies -------------------------------------------------------------------------------

/**
 * The next action the CRM gives a new company when none is given: stored as this meaning, not in the
 * words of whoever added it, and shown in each reader's language (crm:defaults.nextAction). English, so
 * that the search, a CSV export and any reader that does not translate it still show words that mean it.
 * The server stores a next action typed as the default's text in any language as this too.
 */
export const DEFAULT_NEXT_ACTION = "Initial contact";

const companyName = requiredText(LIMITS.name, "crm:errors.companyNameRequired", "crm:errors.nameTooLong");

export const newCompanySchema = z.object({
  companyName,
  industry: z.enum(INDUSTRY_KEYS, "crm:errors.industryRequired"),
  website: optionalWebsite,
  stage: z.enum(NEW_COMPANY_STAGES, "crm:errors.stageRequired").default("lead"),
  notes: optionalText(LIMITS.notes, "crm:errors.notesTooLong"),
  /** Both optional: today (the add page sends its own date) and the default next action (DEFAULT_NEXT_ACTION). */
  lastContact: optionalDate("crm:errors.dateInvalid").optional(),
  nextAction: optionalText(LIMITS.shortText, "crm:errors.nextActionTooLong").optional(),
  /** "Add anyway": saved although it may duplicate an existing company (otherwise 409 `duplicate`). */
  confirmDuplicate: z.boolean().optional(),
});
export type NewCompany = z.output<typeof newCompanySchema>;
export type NewCompanyForm = z.input<typeof newCompanySchema>;

/** The modal's edit form: any of the six stages, with no other ordering rule. */
export const companyChangesSchema = z.object({
  stage: z.enum(COMPANY_STAGES, "crm:errors.stageRequired"),
  lastContact: optionalDate("crm:errors.dateInvalid"),
  nextAction: optionalText(LIMITS.shortText, "crm:errors.nextActionTooLong"),
  website: optionalWebsite,
  notes: optionalText(LIMITS.notes, "crm:errors.notesTooLong"),
  /** The follow-up (issue 13): a due date and the staff account that owns the next action. */
  nextActionDue: optionalDate("crm:errors.dateInvalid").optional(),
  nextActionOwner: optionalText(LIMITS.shortText, "pipeline:errors.ownerUnknown").optional(),
});
export type CompanyChangesForm = z.input<typeof companyChangesSchema>;

/**
 * The modal's edit form with the name and industry: "" is the industry a company without a known one keeps
 * (a lead made from a message: Not Assigned), not sent.
 */
export const companyEditSchema = companyChangesSchema.extend({
  companyName,
  industry: z
    .union([z.literal(""), z.enum(INDUSTRY_KEYS)], "crm:errors.industryRequired")
    .transform((value) => (value === "" ? undefined : value)),
});

/**
 * PATCH /api/crm/companies/:id: some fields, and the version they were based on. The industry may be
 * null (Not Assigned) again: Undo puts back a lead's.
 */
export const updateCompanySchema = companyChangesSchema
  .extend({
    companyName,
    industry: z.enum(INDUSTRY_KEYS, "crm:errors.industryRequired").nullable(),
  })
  .partial()
  .extend({ version, confirmDuplicate: z.boolean().optional() });
export type CompanyUpdate = z.output<typeof updateCompanySchema>;

// ---- Contacts --------------------------------------------------------------------------------

const contactFields = {
  name: requiredText(LIMITS.name, "crm:errors.contactNameRequired", "crm:errors.nameTooLong"),
  position: optionalText(LIMITS.shortText, "crm:errors.positionTooLong"),
  email: optionalEmail,
  phone: optionalText(LIMITS.phone, "crm:errors.phoneTooLong"),
};

/** The message of a contact left with no way to reach them (on the e-mail field, the first of the ways). */
export const NO_WAY_TO_REACH = "crm:errors.reachRequired";

/** A contact needs one way to reach them: an e-mail or a phone number (WhatsApp is a phone number). */
export function reachable(contact: { email?: string | null; phone?: string | null }): boolean {
  return Boolean(contact.email || contact.phone);
}

/** The schema, refusing a contact with no way to reach them (the message on the e-mail field). */
function requiringReach<T extends z.ZodType<{ email: string | null; phone: string | null }>>(schema: T): T {
  return schema.superRefine(
    (contact, ctx) => {
      if (!reachable(contact)) ctx.addIssue({ code: "custom", path: ["email"], message: NO_WAY_TO_REACH });
    },
    // Told with the other fields' mistakes (a name left out too), unless the e-mail or phone has its own.
    { when: ({ issues }) => !issues.some((issue) => ["email", "phone"].includes(String(issue.path?.[0]))) },
  );
}

/** A new contact: a name and at least one way to reach them. */
export const newContactSchema = requiringReach(z.object({ companyId, ...contactFields }));
export type NewContact = z.output<typeof newContactSchema>;
export type NewContactForm = z.input<typeof newContactSchema>;

/**
 * Editing a contact: any field may change; the server refuses a change that leaves a contact who had a way to
 * reach them with none (a contact imported with neither may be edited without adding one).
 */
export const contactChangesSchema = z.object(contactFields);
/** The edit form of a contact that has an e-mail or a phone: one of them stays. */
export const reachableContactChangesSchema = requiringReach(contactChangesSchema);
export type ContactChangesForm = z.input<typeof contactChangesSchema>;
export const updateContactSchema = contactChangesSchema.partial().extend({ version });
export type ContactUpdate = z.output<typeof updateContactSchema>;

// ---- Lists -----------------------------------------------------------------------------------

export const PAGE_SIZE = 60;
export const MAX_PAGE_SIZE = 200;

/**
 * The orders of the dashboard's list: name (the reader's language's collation, numbers by value), last
 * contact (latest first), value (the open deals in SAR, largest first), due date (the next action's,
 * soonest first). Companies without the date or value come last; ties by name.
 */
export const COMPANY_SORTS = ["name", "lastContact", "value", "due"] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

export const companyListQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(""),
  stage: z
    .enum([...COMPANY_STAGES, "all"])
    .optional()
    .default("all"),
  solution: z.coerce.number().int().min(1).max(12).optional(),
  sort: z.enum(COMPANY_SORTS).optional().default("name"),
  /** "1": only the companies whose follow-up belongs to the signed-in staff member. */
  mine: z
    .enum(["0", "1"])
    .optional()
    .transform((value) => value === "1"),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional().default(PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(MAX_ID).optional().default(0),
});
export type CompanyListQuery = z.output<typeof companyListQuerySchema>;

// ---- What the API answers ---------------------------------------------------------------------

export interface Company {
  id: number;
  externalId: string | null;
  name: string;
  industry: string | null;
  /** 1 to 12 from the industry; 0 'Not Assigned' for an unknown industry. */
  solution: number;
  stage: string;
  lastContact: string | null;
  nextAction: string | null;
  nextActionDue: string | null;
  nextActionOwner: string | null;
  notes: string | null;
  website: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface Contact {
  id: number;
  externalId: string | null;
  companyId: number;
  name: string;
  position: string | null;
  email: string | null;
  phone: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface CompanyStats {
  total: number;
  lead: number;
  qualified: number;
  proposal: number;
  won: number;
}

export interface CompanyList {
  items: Company[];
  total: number;
  limit: number;
  offset: number;
  stats: CompanyStats;
}

export * from "./crm-import";
