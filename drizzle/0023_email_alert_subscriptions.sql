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
ALTER TABLE "email_alert_subscription" ADD CONSTRAINT "email_alert_subscription_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;