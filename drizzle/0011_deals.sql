ALTER TABLE "companies" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "deal_stage" text DEFAULT 'proposal' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "probability" smallint;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "expected_close" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "closed_on" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "lost_note" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "next_action" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "next_action_due" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "next_action_owner" text;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_staff_users_username_fk" FOREIGN KEY ("owner") REFERENCES "public"."staff_users"("username") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_next_action_owner_staff_users_username_fk" FOREIGN KEY ("next_action_owner") REFERENCES "public"."staff_users"("username") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "projects_board_idx" ON "projects" USING btree ("deal_stage","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_owner_idx" ON "projects" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "projects_expected_close_idx" ON "projects" USING btree ("expected_close");--> statement-breakpoint
CREATE INDEX "projects_closed_on_idx" ON "projects" USING btree ("closed_on");--> statement-breakpoint
CREATE INDEX "projects_follow_up_idx" ON "projects" USING btree ("next_action_owner","next_action_due");--> statement-breakpoint
-- Existing projects become deals (decision 027): the deal's stage from the project's status (an on-hold
-- project keeps its company's open stage), closed on the day it was last changed, a cancelled one lost for
-- that reason; the owner is who created it, else whoever owns its company's follow-up.
UPDATE "projects" p SET "deal_stage" = CASE p."stage"
    WHEN 'negotiation' THEN 'negotiation'
    WHEN 'active' THEN 'won'
    WHEN 'completed' THEN 'won'
    WHEN 'cancelled' THEN 'lost'
    WHEN 'on-hold' THEN coalesce(
      (SELECT c."stage" FROM "companies" c
        WHERE c."id" = p."company_id" AND c."stage" IN ('lead', 'qualified', 'proposal', 'negotiation')),
      'proposal')
    ELSE 'proposal'
  END;--> statement-breakpoint
UPDATE "projects" SET "closed_on" = ("updated_at" AT TIME ZONE 'UTC')::date
  WHERE "deal_stage" IN ('won', 'lost');--> statement-breakpoint
UPDATE "projects" SET "lost_reason" = 'cancelled' WHERE "deal_stage" = 'lost';--> statement-breakpoint
UPDATE "projects" p SET "owner" = coalesce(
    (SELECT a."actor" FROM "audit_log" a JOIN "staff_users" s ON s."username" = a."actor"
      WHERE a."entity" = 'project' AND a."entity_id" = p."id"::text AND a."action" = 'project.create'
      ORDER BY a."id" LIMIT 1),
    (SELECT c."next_action_owner" FROM "companies" c WHERE c."id" = p."company_id"));--> statement-breakpoint
-- Where each company came from: a contact message turned into a lead, the spreadsheet, or by hand.
UPDATE "companies" c SET "source" = 'import' WHERE c."external_id" IS NOT NULL OR c."imported" IS NOT NULL;--> statement-breakpoint
UPDATE "companies" c SET "source" = 'form'
  WHERE EXISTS (SELECT 1 FROM "contact_messages" m WHERE m."lead_company_id" = c."id");
