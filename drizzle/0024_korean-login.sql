CREATE TABLE "provider_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"consented_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_account_provider_valid" CHECK ("provider_account"."provider" in ('kakao', 'naver'))
);
--> statement-breakpoint
CREATE TABLE "email_alert_subscription" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kinds" text[] DEFAULT '{}' NOT NULL,
	"sent_up_to_id" bigint DEFAULT 0 NOT NULL,
	"last_digest_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure" text,
	"paused_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_account" ADD CONSTRAINT "provider_account_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_alert_subscription" ADD CONSTRAINT "email_alert_subscription_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_account_key" ON "provider_account" USING btree ("provider","provider_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_account_user_provider_key" ON "provider_account" USING btree ("user_id","provider");