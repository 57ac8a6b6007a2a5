CREATE TABLE "identity_verification_request" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "identity_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "identity_adult" boolean;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "identity_ci_hash" text;--> statement-breakpoint
ALTER TABLE "identity_verification_request" ADD CONSTRAINT "identity_verification_request_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_verification_request_user_idx" ON "identity_verification_request" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_identity_ci_hash_key" ON "app_user" USING btree ("identity_ci_hash");