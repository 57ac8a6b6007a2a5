CREATE TABLE "app_user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"password_hash" text,
	"name" text,
	"nickname" text,
	"grade" text DEFAULT 'NORMAL' NOT NULL,
	"google_sub" text,
	"birth_year" smallint,
	"notification_preferences" jsonb DEFAULT '{"kinds":{"price_drop":true,"back_in_stock":true,"target_price":true,"community":true},"push":true}'::jsonb NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"banned_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_user_email_lowercase" CHECK ("app_user"."email" = lower("app_user"."email")),
	CONSTRAINT "app_user_grade_valid" CHECK ("app_user"."grade" in ('NORMAL', 'ADMIN'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_email_key" ON "app_user" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_nickname_key" ON "app_user" USING btree (lower("nickname"));--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_google_sub_key" ON "app_user" USING btree ("google_sub");--> statement-breakpoint
CREATE INDEX "app_user_created_at_idx" ON "app_user" USING btree ("created_at");