CREATE TABLE "member_consent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_consent_kind_valid" CHECK ("member_consent"."kind" in ('terms', 'privacy', 'marketing'))
);
--> statement-breakpoint
ALTER TABLE "member_consent" ADD CONSTRAINT "member_consent_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_consent_once_key" ON "member_consent" USING btree ("user_id","kind","version");