CREATE TABLE "reminder_sends" (
	"username" text NOT NULL,
	"day" date NOT NULL,
	"outbox_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sends_username_day_pk" PRIMARY KEY("username","day")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "reminder_hour" smallint DEFAULT 8;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "time_zone" text DEFAULT 'Asia/Riyadh' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "calendar_token_hash" text;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_username_staff_users_username_fk" FOREIGN KEY ("username") REFERENCES "public"."staff_users"("username") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_calendar_token_hash_unique" UNIQUE("calendar_token_hash");