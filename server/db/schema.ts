import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ---- Staff accounts and sessions -------------------------------------------------------------

export const staffUsers = pgTable("staff_users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
  /** The TOTP secret (RFC 6238, base32) of the account's second factor; null: password only. */
  totpSecret: text("totp_secret"),
  /** The last time step whose code was accepted: a code is never accepted twice. */
  totpLastStep: integer("totp_last_step"),
  /** What the account may do (core/domain/roles.ts): admin, sales or viewer. Accounts before roles are admins. */
  role: text("role").notNull().default("sales"),
  /** The account's own settings (server/account): interface and e-mail language, en | ar | sr. */
  language: text("language").notNull().default("en"),
  /** Where the morning e-mail of follow-ups goes; null: none is sent. */
  email: text("email").unique(),
  /** The local hour (0–23, in `time_zone`) of the morning e-mail; null: no morning e-mail. */
  reminderHour: smallint("reminder_hour").default(8),
  /** An IANA time zone: the account's "today" and morning. */
  timeZone: text("time_zone").notNull().default("Asia/Riyadh"),
  /** SHA-256 (hex) of the calendar feed's secret; null: no feed. The secret itself is never stored. */
  calendarTokenHash: text("calendar_token_hash").unique(),
});

/** A single-use link that lets someone set a password and join the team (72 hours). */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: serial("id").primaryKey(),
    /** SHA-256 of the link's token; the token itself is only in the e-mail. */
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    lang: text("lang").notNull(),
    invitedBy: text("invited_by").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the invitation was used (the account made), or withdrawn; null: still open. */
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("staff_invitations_email_idx").on(t.email)],
);

/** Team-wide settings, one row (id 1): a second factor required for everyone. */
export const teamSettings = pgTable("team_settings", {
  id: integer("id").primaryKey().default(1),
  mfaRequired: boolean("mfa_required").notNull().default(false),
});

/** One-time recovery codes of an account's second factor (their SHA-256 only). */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the random session id; the id itself lives only in the cookie. */
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** The session's last request (renewals, at most once a minute): the Team page's "last seen". */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Fixed-window counters shared by every instance: login throttling, contact and newsletter limits. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** When the window (and any lock) has ended: the row is then removed. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_limits_expires_idx").on(t.expiresAt)],
);

/**
 * Browsers a staff member has signed in from (the `potentia_device` cookie, only its SHA-256 here):
 * failed logins from elsewhere cannot lock the account out of them.
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.userId] }), index("trusted_devices_user_idx").on(t.userId)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actor: text("actor"),
    action: text("action").notNull(),
    entity: text("entity"),
    entityId: text("entity_id"),
    ip: text("ip"),
    details: jsonb("details"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
    /** A company's contacts and projects in its timeline (their rows carry the company's id). */
    index("audit_log_company_idx").on(
      sql`(coalesce(${t.details}->>'companyId', ${t.details}->'after'->>'companyId'))`,
    ),
  ],
);

// ---- Contact messages, outbox, newsletter ----------------------------------------------------

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    message: text("message").notNull(),
    lang: text("lang").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a staff member marked the message handled (null: still open), and who. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: text("handled_by"),
    /** The company the message was turned into ("Turn into lead"); null while it is none. */
    leadCompanyId: integer("lead_company_id").references((): AnyPgColumn => companies.id, {
      onDelete: "set null",
    }),
    /**
     * Why the spam checks suspect the message ("honeypot", "too_fast", "no_timing"); null when it looks like a
     * person's. A suspected message is kept, shown apart to staff, and sends no notification.
     */
    spamReason: text("spam_reason"),
  },
  (t) => [index("contact_messages_received_idx").on(t.receivedAt)],
);

/** E-mails waiting to be sent; written in the same transaction as what they notify about. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    contactMessageId: integer("contact_message_id").references(() => contactMessages.id, {
      onDelete: "set null",
    }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    replyTo: text("reply_to"),
    /** The HTML alternative of `text`, when the e-mail has one (the morning reminders). */
    html: text("html"),
    /** Extra headers (the newsletter's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status").notNull().default("pending"),
    /**
     * When this instance handed the e-mail to SMTP (kinds delivered at most once, outbox.ts
     * AT_MOST_ONCE_KINDS): a lease that runs out after it means the process died mid-delivery.
     */
    handedOverAt: timestamp("handed_over_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_message_idx").on(t.contactMessageId),
  ],
);

/** The morning e-mails of follow-ups: one row per account and local day, written with its outbox row. */
export const reminderSends = pgTable(
  "reminder_sends",
  {
    username: text("username")
      .notNull()
      .references(() => staffUsers.username, { onDelete: "cascade", onUpdate: "cascade" }),
    /** The account's local calendar day. */
    day: date("day", { mode: "string" }).notNull(),
    /** The e-mail written; null when nothing was due that day (nothing sent). */
    outboxId: bigint("outbox_id", { mode: "number" }).references(() => outbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.username, t.day] })],
);

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: serial("id").primaryKey(),
  /** Lower-cased, trimmed. */
  email: text("email").notNull().unique(),
  lang: text("lang").notNull(),
  unsubscribeToken: text("unsubscribe_token").notNull().unique(),
  createdAt: createdAt(),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  /** Double opt-in: set when the confirmation link was opened; only confirmed addresses get the newsletter. */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The confirmation link's secret (32 random bytes, base64url). */
  confirmToken: text("confirm_token").unique(),
  /** The last confirmation e-mail: re-sent at most every few minutes; unconfirmed 7 days after it, deleted. */
  confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
});

/** An insight sent to the subscribers by an admin; its e-mails are queued by the newsletter job. */
export const newsletterSends = pgTable("newsletter_sends", {
  id: serial("id").primaryKey(),
  insightId: integer("insight_id")
    .notNull()
    .references(() => insights.id, { onDelete: "cascade" }),
  startedBy: text("started_by").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  /** Every subscriber queued or skipped. */
  queuedAt: timestamp("queued_at", { withTimezone: true }),
  /** Subscribers whose language and English were both unpublished. */
  skipped: integer("skipped").notNull().default(0),
});

/**
 * One subscriber's e-mail of one send, written in the same transaction as its outbox row. Unique per insight
 * and subscriber: an insight never reaches an address twice, whatever happens to the process.
 */
export const newsletterSendItems = pgTable(
  "newsletter_send_items",
  {
    id: serial("id").primaryKey(),
    sendId: integer("send_id")
      .notNull()
      .references(() => newsletterSends.id, { onDelete: "cascade" }),
    insightId: integer("insight_id")
      .notNull()
      .references(() => insights.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id").references(() => newsletterSubscribers.id, {
      onDelete: "set null",
    }),
    lang: text("lang").notNull(),
    outboxId: bigint("outbox_id", { mode: "number" }).references(() => outbox.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("newsletter_send_items_once_idx").on(t.insightId, t.subscriberId),
    index("newsletter_send_items_send_idx").on(t.sendId),
  ],
);

// ---- CRM -------------------------------------------------------------------------------------

export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    /** The id a row had in an imported spreadsheet, so that importing it again updates instead of adding. */
    externalId: text("external_id").unique(),
    name: text("name").notNull(),
    industry: text("industry"),
    stage: text("stage").notNull().default("lead"),
    lastContact: date("last_contact", { mode: "string" }),
    nextAction: text("next_action"),
    /** The follow-up: when the next action is due and which staff account owns it. */
    nextActionDue: date("next_action_due", { mode: "string" }),
    nextActionOwner: text("next_action_owner").references(() => staffUsers.username, {
      onDelete: "set null",
      onUpdate: "cascade",
    }),
    notes: text("notes"),
    website: text("website"),
    /** Where the company came from, for the lead-source report: form (a contact message), import, manual. */
    source: text("source").notNull().default("manual"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The record's fields as last imported from the spreadsheet (field → value), the base of the next
     * import's comparison (decision 022); null for records never imported, or imported before it existed.
     */
    imported: jsonb("imported").$type<Record<string, unknown>>(),
    version: integer("version").notNull().default(1),
    /** In the trash since then (kept 30 days), with its contacts and projects; null when not. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** The name folded for search and duplicate checks (core/domain/search-fold.ts, crm_fold in SQL). */
    nameFold: text("name_fold").generatedAlwaysAs(sql`crm_fold(name)`),
    /** Everything the search reads, folded: name, website, next action, notes. */
    searchFold: text("search_fold").generatedAlwaysAs(
      sql`crm_fold(name || ' ' || coalesce(website, '') || ' ' || coalesce(next_action, '') || ' ' || coalesce(notes, ''))`,
    ),
    /** The duplicate check's name key: folded, without punctuation, spaces or legal forms (core/domain/company-duplicates.ts). */
    nameKey: text("name_key").generatedAlwaysAs(sql`crm_name_key(name)`),
    /** The duplicate check's website host: no scheme, "www." or path. */
    websiteHost: text("website_host").generatedAlwaysAs(sql`crm_host(website)`),
  },
  (t) => [
    index("companies_stage_idx").on(t.stage),
    index("companies_industry_idx").on(t.industry),
    index("companies_name_lower_idx").on(sql`lower(${t.name})`),
    index("companies_name_fold_idx").using("btree", t.nameFold.op("text_pattern_ops")),
    index("companies_search_fold_trgm_idx").using("gin", t.searchFold.op("gin_trgm_ops")),
    index("companies_deleted_idx").on(t.deletedAt),
    index("companies_name_key_idx").on(t.nameKey),
    index("companies_website_host_idx").on(t.websiteHost),
    index("companies_follow_up_idx").on(t.nextActionOwner, t.nextActionDue),
    /** The board's columns: a stage's companies, last changed first. */
    index("companies_board_idx").on(t.stage, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    /** The dashboard's order by name in each reader's language (company-order.ts): a page is an index range. */
    ...(["en", "ar", "sr"] as const).map((lang) =>
      index(`companies_name_${lang}_idx`)
        .on(sql`${t.name} collate ${sql.raw(`crm_name_${lang}`)}`, t.id)
        .where(sql`${t.deletedAt} is null`),
    ),
  ],
);

/**
 * How many companies (not in the trash) each stage has: the dashboard's tiles and totals without counting
 * every row on each request. Kept by statement triggers on `companies` (drizzle/0012_company_counts.sql).
 */
export const companyCounts = pgTable("crm_company_counts", {
  stage: text("stage").primaryKey(),
  n: integer("n").notNull(),
});

export const contacts = pgTable(
  "contacts",
  {
    id: serial("id").primaryKey(),
    externalId: text("external_id").unique(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: text("position"),
    email: text("email"),
    phone: text("phone"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The record's fields as last imported from the spreadsheet (field → value), the base of the next
     * import's comparison (decision 022); null for records never imported, or imported before it existed.
     */
    imported: jsonb("imported").$type<Record<string, unknown>>(),
    version: integer("version").notNull().default(1),
    /** In the trash since then; a company's trash takes its contacts along without marking them. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    nameFold: text("name_fold").generatedAlwaysAs(sql`crm_fold(name)`),
    searchFold: text("search_fold").generatedAlwaysAs(
      sql`crm_fold(name || ' ' || coalesce(email, '') || ' ' || coalesce(position, ''))`,
    ),
    /** The phone's digits without international prefix or leading zeros (crm_phone in SQL). */
    phoneKey: text("phone_key").generatedAlwaysAs(sql`crm_phone(phone)`),
  },
  (t) => [
    index("contacts_company_idx").on(t.companyId),
    index("contacts_name_fold_idx").using("btree", t.nameFold.op("text_pattern_ops")),
    index("contacts_search_fold_trgm_idx").using("gin", t.searchFold.op("gin_trgm_ops")),
    index("contacts_phone_key_trgm_idx").using("gin", t.phoneKey.op("gin_trgm_ops")),
  ],
);

export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    externalId: text("external_id").unique(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** In `currency` (SAR unless said otherwise). */
    dealValue: numeric("deal_value", { precision: 14, scale: 2, mode: "number" }),
    currency: text("currency").notNull().default("SAR"),
    stage: text("stage").notNull().default("proposal"),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    deliverables: text("deliverables"),
    /** The deal's stage, one of the pipeline's six; `stage` above is the project's status (decision 027). */
    dealStage: text("deal_stage").notNull().default("proposal"),
    /** The deal's own probability in percent; null: its stage's default from the pipeline settings. */
    probability: smallint("probability"),
    owner: text("owner").references(() => staffUsers.username, { onDelete: "set null", onUpdate: "cascade" }),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    expectedClose: date("expected_close", { mode: "string" }),
    /** The day the deal entered Won or Lost; null while it is open. */
    closedOn: date("closed_on", { mode: "string" }),
    lostReason: text("lost_reason"),
    lostNote: text("lost_note"),
    /** The deal's next step: what, when, and which staff account owns it. */
    nextAction: text("next_action"),
    nextActionDue: date("next_action_due", { mode: "string" }),
    nextActionOwner: text("next_action_owner").references(() => staffUsers.username, {
      onDelete: "set null",
      onUpdate: "cascade",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The record's fields as last imported from the spreadsheet (field → value), the base of the next
     * import's comparison (decision 022); null for records never imported, or imported before it existed.
     */
    imported: jsonb("imported").$type<Record<string, unknown>>(),
    version: integer("version").notNull().default(1),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    searchFold: text("search_fold").generatedAlwaysAs(
      sql`crm_fold(name || ' ' || coalesce(deliverables, ''))`,
    ),
  },
  (t) => [
    index("projects_company_idx").on(t.companyId),
    /** The board's columns: a stage's deals, last changed first. */
    index("projects_board_idx").on(t.dealStage, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("projects_owner_idx").on(t.owner),
    index("projects_expected_close_idx").on(t.expectedClose),
    index("projects_closed_on_idx").on(t.closedOn),
    index("projects_follow_up_idx").on(t.nextActionOwner, t.nextActionDue),
    index("projects_search_fold_trgm_idx").using("gin", t.searchFold.op("gin_trgm_ops")),
  ],
);

/** One import of spreadsheet files (decision 022): what its one Undo puts back. */
export const importBatches = pgTable("import_batches", {
  id: serial("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  actor: text("actor"),
  /** The imported files' names. */
  files: jsonb("files").$type<string[]>().notNull(),
  /** When the import was undone (null while it stands). */
  undoneAt: timestamp("undone_at", { withTimezone: true }),
});

/** A record an import added or changed (or found in conflict), with what it was before. */
export const importBatchRows = pgTable(
  "import_batch_rows",
  {
    id: serial("id").primaryKey(),
    batchId: integer("batch_id")
      .notNull()
      .references(() => importBatches.id, { onDelete: "cascade" }),
    entity: text("entity").$type<"company" | "contact" | "project">().notNull(),
    entityId: integer("entity_id").notNull(),
    /** The sheet's row number and the record's name, for the report. */
    sheetRow: integer("sheet_row").notNull(),
    label: text("label").notNull(),
    /** True: the import added the record (its Undo removes it). */
    added: boolean("added").notNull().default(false),
    /** The fields the import changed, as they were before it. */
    before: jsonb("before").$type<Record<string, unknown>>().notNull().default({}),
    /** The record's last imported values before the import. */
    importedBefore: jsonb("imported_before").$type<Record<string, unknown> | null>(),
    /** The record's version the import left (a later edit makes Undo refuse rather than lose it). */
    version: integer("version").notNull(),
    /** Its version before the import (null: added): an earlier import's Undo may follow this one's. */
    versionBefore: integer("version_before"),
    /** The fields the CRM changed since the last import and the sheet differs on: the CRM's value kept. */
    conflicts: jsonb("conflicts")
      .$type<{ field: string; sheet: unknown; crm: unknown }[]>()
      .notNull()
      .default([]),
  },
  (t) => [index("import_batch_rows_batch_idx").on(t.batchId)],
);

/** A dashboard view a staff member saved under a name: the dashboard's URL query (search, filters). */
export const crmSavedViews = pgTable(
  "crm_saved_views",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    query: text("query").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("crm_saved_views_user_name_idx").on(t.userId, t.name)],
);

// ---- Sales pipeline: activities, rates, settings ---------------------------------------------

/** Notes and calls logged on a company's timeline; edited and deleted only by their author. */
export const crmActivities = pgTable(
  "crm_activities",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    body: text("body").notNull(),
    author: text("author").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer("version").notNull().default(1),
  },
  (t) => [index("crm_activities_company_idx").on(t.companyId, t.createdAt)],
);

/** How many Saudi riyals one unit of a currency is worth, as staff entered it, and the rate's date. */
export const currencyRates = pgTable("currency_rates", {
  currency: text("currency").primaryKey(),
  rateToSar: numeric("rate_to_sar", { precision: 18, scale: 8, mode: "number" }).notNull(),
  rateDate: date("rate_date", { mode: "string" }).notNull(),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by"),
});

/** Pipeline settings staff may change: the probability of each stage, the days before a company goes cold. */
export const pipelineSettings = pgTable("pipeline_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by"),
});

// ---- Industry detection: what the team's corrections teach ----------------------------------

/**
 * A company's industry set by staff (add or edit) that the detector would have answered otherwise: the name,
 * what was detected (null: "Not assigned"), what was chosen, who and when. Suggested cues are read from them.
 */
export const industryCorrections = pgTable(
  "industry_corrections",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    detected: text("detected"),
    chosen: text("chosen").notNull(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    actor: text("actor").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("industry_corrections_chosen_idx").on(t.chosen)],
);

/**
 * A word staff accepted as a cue of an industry (from the suggestions of the corrections): used by detection
 * at once, beside the shipped knowledge files. Reverting keeps the row, with who reverted it and when.
 */
export const industryLearnedCues = pgTable(
  "industry_learned_cues",
  {
    id: serial("id").primaryKey(),
    /** The word, normalised as the classifier sees it (lower case, Latin for Cyrillic, no diacritics). */
    term: text("term").notNull(),
    industry: text("industry").notNull(),
    acceptedBy: text("accepted_by").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull(),
    revertedBy: text("reverted_by"),
    revertedAt: timestamp("reverted_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("industry_learned_cues_active_idx").on(t.term).where(sql`${t.revertedAt} is null`)],
);

// ---- Published content: insights and images (decision 030) ----------------------------------

/** Binary bytes (PostgreSQL bytea), read and written as a Node Buffer by both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An insight (the blog's article): what its languages share. Each language's own text, slug and state is a
 * row of insight_texts; a language without a row, or with a draft only, does not exist on the public site.
 */
export const insights = pgTable("insights", {
  id: serial("id").primaryKey(),
  /** insights | news (core/content/articles.ts ArticleCategory). */
  category: text("category").notNull().default("insights"),
  /** Who wrote it: a leader's key (the leadership page's people) or "potentia-team". */
  author: text("author").notNull().default("potentia-team"),
  /** Topic ids (core/content/articles.ts TOPICS); the first is the main one. */
  topics: text("topics").array().notNull().default(sql`'{}'::text[]`),
  createdBy: text("created_by"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One language of an insight. Public when status = 'published' and publish_at has come (a later publish_at is a
 * scheduled publication). published_on is the date the page shows. The body follows the body rules (blank-line
 * paragraphs, `**heading**`, `- ` bullets, links, images `![](image:<id>)`, chart blocks).
 */
export const insightTexts = pgTable(
  "insight_texts",
  {
    insightId: integer("insight_id")
      .notNull()
      .references(() => insights.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    body: text("body").notNull().default(""),
    /** draft | published */
    status: text("status").notNull().default("draft"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    publishedOn: date("published_on"),
    updatedBy: text("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.insightId, t.lang] }),
    uniqueIndex("insight_texts_lang_slug_idx").on(t.lang, t.slug),
    index("insight_texts_public_idx").on(t.lang, t.status, t.publishAt),
  ],
);

/**
 * An uploaded image (JPEG, PNG or WebP), kept in the database so every instance serves it. Its alt text is per
 * language ({en, ar, sr}); the variants (AVIF and WebP at the pages' widths, metadata stripped) are made once.
 */
export const mediaImages = pgTable("media_images", {
  id: serial("id").primaryKey(),
  originalName: text("original_name").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  alt: jsonb("alt").$type<Partial<Record<"en" | "ar" | "sr", string>>>().notNull().default({}),
  createdBy: text("created_by"),
  createdAt: createdAt(),
});

/** A made variant of an image, served at /media/uploads/<image id>/<width>.<format>. */
export const mediaImageVariants = pgTable(
  "media_image_variants",
  {
    imageId: integer("image_id")
      .notNull()
      .references(() => mediaImages.id, { onDelete: "cascade" }),
    /** avif | webp */
    format: text("format").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.format, t.width] })],
);

// ---- Case studies (the home page's success stories, the industries page's cases) --------------

/**
 * A case study: its facts (sector, icon, figures) and its place in the list (position, ascending). `sample`:
 * its quote is ours, to be replaced before launch (README). `version` rises with every save (409 on a stale one).
 */
export const caseStudies = pgTable("case_studies", {
  key: text("key").primaryKey(),
  position: integer("position").notNull(),
  /** core/content/pages.ts SectorId. */
  sector: text("sector").notNull(),
  /** One of the sectors' icons (core/domain/case-studies.ts CASE_ICONS). */
  icon: text("icon").notNull(),
  /** 1 to 4 figures: [{ id, value, unit: percent | times }]. */
  results: jsonb("results")
    .$type<{ id: string; value: number; unit: "percent" | "times" }[]>()
    .notNull()
    .default([]),
  sample: boolean("sample").notNull().default(false),
  version: integer("version").notNull().default(1),
  updatedBy: text("updated_by"),
  updatedAt: updatedAt(),
});

/**
 * A case's texts in one language, as staff wrote them: the industries page's (industry, title, challenge,
 * solution, a label per figure), the home page's story (its title, text and a label per figure), the quote
 * (empty: the figures alone) and its attribution.
 */
export const caseStudyTexts = pgTable(
  "case_study_texts",
  {
    caseKey: text("case_key")
      .notNull()
      .references(() => caseStudies.key, { onDelete: "cascade", onUpdate: "cascade" }),
    lang: text("lang").notNull(),
    industry: text("industry").notNull(),
    title: text("title").notNull(),
    challenge: text("challenge").notNull(),
    solution: text("solution").notNull(),
    resultLabels: jsonb("result_labels").$type<Record<string, string>>().notNull().default({}),
    storyTitle: text("story_title").notNull(),
    story: text("story").notNull(),
    storyLabels: jsonb("story_labels").$type<Record<string, string>>().notNull().default({}),
    quote: text("quote").notNull().default(""),
    attribution: text("attribution").notNull().default(""),
    updatedBy: text("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.caseKey, t.lang] })],
);

// ---- Leaders (the leadership page and the blog's author cards) -------------------------------

/**
 * A leader of the firm, shown on /leadership in `position` order. The key ("nikola-markovic") is also an
 * insight's author. Without a photo the page shows the monogram of the language's initials. `version` counts
 * the saves: a save carrying an older one answers 409.
 */
export const leaders = pgTable("leaders", {
  key: text("key").primaryKey(),
  position: integer("position").notNull(),
  email: text("email").notNull(),
  linkedIn: text("linked_in").notNull(),
  /** belgrade | riyadh (core/content/brand.ts offices). */
  office: text("office").notNull(),
  photoImageId: integer("photo_image_id").references(() => mediaImages.id, { onDelete: "set null" }),
  version: integer("version").notNull().default(1),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by"),
});

/** A leader's texts in one language, as staff wrote them; initials are the monogram's letters in that script. */
export const leaderTexts = pgTable(
  "leader_texts",
  {
    leaderKey: text("leader_key")
      .notNull()
      .references(() => leaders.key, { onDelete: "cascade", onUpdate: "cascade" }),
    lang: text("lang").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    bio: text("bio").notNull(),
    location: text("location").notNull(),
    initials: text("initials").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.leaderKey, t.lang] })],
);
