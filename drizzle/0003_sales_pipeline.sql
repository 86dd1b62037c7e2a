CREATE TABLE "crm_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate_to_sar" numeric(18, 8) NOT NULL,
	"rate_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "pipeline_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "next_action_due" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "next_action_owner" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "currency" text DEFAULT 'SAR' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_activities" ADD CONSTRAINT "crm_activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_activities_company_idx" ON "crm_activities" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_next_action_owner_staff_users_username_fk" FOREIGN KEY ("next_action_owner") REFERENCES "public"."staff_users"("username") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "audit_log_company_idx" ON "audit_log" USING btree ((coalesce("details"->>'companyId', "details"->'after'->>'companyId')));--> statement-breakpoint
CREATE INDEX "companies_follow_up_idx" ON "companies" USING btree ("next_action_owner","next_action_due");--> statement-breakpoint
CREATE INDEX "companies_board_idx" ON "companies" USING btree ("stage","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);