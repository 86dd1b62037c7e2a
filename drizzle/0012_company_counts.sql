CREATE TABLE "crm_company_counts" (
	"stage" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "companies_name_en_idx" ON "companies" USING btree ("name" collate crm_name_en,"id") WHERE "companies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "companies_name_ar_idx" ON "companies" USING btree ("name" collate crm_name_ar,"id") WHERE "companies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "companies_name_sr_idx" ON "companies" USING btree ("name" collate crm_name_sr,"id") WHERE "companies"."deleted_at" is null;--> statement-breakpoint
-- The counts start from the rows there are, then every statement that adds, changes, trashes or removes
-- companies moves them by what it did (one upsert per statement, and none when no stage count changed).
INSERT INTO "crm_company_counts" ("stage", "n")
  SELECT "stage", count(*) FROM "companies" WHERE "deleted_at" IS NULL GROUP BY "stage";--> statement-breakpoint
CREATE FUNCTION crm_company_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO crm_company_counts AS c (stage, n)
    SELECT stage, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY stage
    ON CONFLICT (stage) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION crm_company_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO crm_company_counts AS c (stage, n)
    SELECT stage, sum(d) FROM (
      SELECT stage, -1 AS d FROM old_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT stage, 1 AS d FROM new_rows WHERE deleted_at IS NULL
    ) moves GROUP BY stage HAVING sum(d) <> 0
    ON CONFLICT (stage) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION crm_company_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO crm_company_counts AS c (stage, n)
    SELECT stage, -count(*) FROM old_rows WHERE deleted_at IS NULL GROUP BY stage
    ON CONFLICT (stage) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION crm_company_counts_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM crm_company_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_counts_added AFTER INSERT ON "companies"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_company_counts_added();--> statement-breakpoint
CREATE TRIGGER companies_counts_changed AFTER UPDATE ON "companies"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crm_company_counts_changed();--> statement-breakpoint
CREATE TRIGGER companies_counts_removed AFTER DELETE ON "companies"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_company_counts_removed();--> statement-breakpoint
CREATE TRIGGER companies_counts_emptied AFTER TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION crm_company_counts_emptied();
