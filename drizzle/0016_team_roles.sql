CREATE TABLE "staff_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"lang" text NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "team_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"mfa_required" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Accounts made before roles existed could do everything: they stay admins; new ones default to sales.
ALTER TABLE "staff_users" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "role" SET DEFAULT 'sales';--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_check" CHECK ("role" IN ('admin', 'sales', 'viewer'));--> statement-breakpoint
CREATE INDEX "staff_invitations_email_idx" ON "staff_invitations" USING btree ("email");--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_email_unique" UNIQUE("email");