CREATE TABLE "industry_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"detected" text,
	"chosen" text NOT NULL,
	"company_id" integer,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry_learned_cues" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"industry" text NOT NULL,
	"accepted_by" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"reverted_by" text,
	"reverted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "industry_corrections" ADD CONSTRAINT "industry_corrections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "industry_corrections_chosen_idx" ON "industry_corrections" USING btree ("chosen");--> statement-breakpoint
CREATE UNIQUE INDEX "industry_learned_cues_active_idx" ON "industry_learned_cues" USING btree ("term") WHERE "industry_learned_cues"."reverted_at" is null;