ALTER TABLE "manufacturer" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "auto_registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unmatched_page" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "unmatched_page" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "unmatched_page" ADD COLUMN "match_score" real;