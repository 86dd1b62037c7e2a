CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION crm_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fold$ SELECT translate(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(t, 'Đ', 'dj'), 'đ', 'dj'), 'Ђ', 'dj'), 'ђ', 'dj'), 'Љ', 'lj'), 'љ', 'lj'), 'Њ', 'nj'), 'њ', 'nj'), 'Џ', 'dz'), 'џ', 'dz'), 'ß', 'ss'), 'Æ', 'ae'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'), 'Ю', 'ju'), 'ю', 'ju'), 'Я', 'ja'), 'я', 'ja'), '٠۰١۱٢۲٣۳٤۴٥۵٦۶٧۷٨۸٩۹AÀÁÂÃÄÅĀĂĄàáâãäåāăąАаBБбCÇĆĈĊČçćĉċčЦцЧчЋћDĎďДдEÈÉÊËĒĔĖĘĚèéêëēĕėęěЕеЁёЭэFФфGĜĞĠĢĝğġģГгHĤĥХхIÌÍÎÏĨĪĬĮİìíîïĩīĭįıИиЙйJĴĵЈјKĶķКкLĹĻĽĿŁĺļľŀłЛлMМмNÑŃŅŇñńņňНнOÒÓÔÕÖØŌŎŐòóôõöøōŏőОоPПпQRŔŖŘŕŗřРрSŚŜŞŠśŝşšȘșСсШшTŢŤţťȚțТтUÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűųУуVВвWŴŵXYÝŸŶýÿŷЫыZŹŻŽźżžЖжЗзأإآٱةىئیۍؤکـًٌٍَُِّْٰЪъЬь', '00112233445566778899aaaaaaaaaaaaaaaaaaaaabbbcccccccccccccccccdddddeeeeeeeeeeeeeeeeeeeeeeeeefffggggggggggghhhhhiiiiiiiiiiiiiiiiiiiiiiijjjjjkkkkklllllllllllllmmmnnnnnnnnnnnooooooooooooooooooooopppqrrrrrrrrrssssssssssssssstttttttttuuuuuuuuuuuuuuuuuuuuuuuvvvwwwxyyyyyyyyyzzzzzzzzzzzااااهييييوك') $fold$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION crm_phone(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $phone$ SELECT replace(regexp_replace(regexp_replace(regexp_replace(crm_fold(t), '[^0-9+]', '', 'g'), '^(\+|00)(381|382|385|386|387|389|966|971|973|974|965|968|962|961|20|44|49|33|1|7)', ''), '^[+0]+', ''), '+', '') $phone$;--> statement-breakpointCREATE TABLE "crm_saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "name_fold" text GENERATED ALWAYS AS (crm_fold(name)) STORED;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_fold" text GENERATED ALWAYS AS (crm_fold(name || ' ' || coalesce(website, '') || ' ' || coalesce(next_action, '') || ' ' || coalesce(notes, ''))) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "name_fold" text GENERATED ALWAYS AS (crm_fold(name)) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_fold" text GENERATED ALWAYS AS (crm_fold(name || ' ' || coalesce(email, '') || ' ' || coalesce(position, ''))) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "phone_key" text GENERATED ALWAYS AS (crm_phone(phone)) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_fold" text GENERATED ALWAYS AS (crm_fold(name || ' ' || coalesce(deliverables, ''))) STORED;--> statement-breakpoint
ALTER TABLE "crm_saved_views" ADD CONSTRAINT "crm_saved_views_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_saved_views_user_name_idx" ON "crm_saved_views" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "companies_name_fold_idx" ON "companies" USING btree ("name_fold" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "companies_search_fold_trgm_idx" ON "companies" USING gin ("search_fold" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_deleted_idx" ON "companies" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "contacts_name_fold_idx" ON "contacts" USING btree ("name_fold" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_fold_trgm_idx" ON "contacts" USING gin ("search_fold" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_phone_key_trgm_idx" ON "contacts" USING gin ("phone_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_search_fold_trgm_idx" ON "projects" USING gin ("search_fold" gin_trgm_ops);