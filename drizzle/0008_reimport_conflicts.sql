CREATE TABLE "import_batch_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"sheet_row" integer NOT NULL,
	"label" text NOT NULL,
	"added" boolean DEFAULT false NOT NULL,
	"before" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"imported_before" jsonb,
	"version" integer NOT NULL,
	"version_before" integer,
	"conflicts" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text,
	"files" jsonb NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "imported" jsonb;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "imported" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "imported" jsonb;--> statement-breakpoint
ALTER TABLE "import_batch_rows" ADD CONSTRAINT "import_batch_rows_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_batch_rows_batch_idx" ON "import_batch_rows" USING btree ("batch_id");