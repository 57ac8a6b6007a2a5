CREATE TABLE "email_verification_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verification_token" ADD CONSTRAINT "email_verification_token_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_verification_token_hash_key" ON "email_verification_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_verification_token_user_idx" ON "email_verification_token" USING btree ("user_id");--> statement-breakpoint
-- A provider kept an e-mail only when it vouched for it; password members prove theirs with the new link (issue 56).
UPDATE "app_user" SET "email_verified_at" = "created_at" WHERE "email" IS NOT NULL AND ("google_sub" IS NOT NULL OR EXISTS (SELECT 1 FROM "provider_account" WHERE "provider_account"."user_id" = "app_user"."id"));
