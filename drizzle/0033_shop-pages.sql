ALTER TABLE "seller_site" ADD COLUMN "published_info" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_site" ADD COLUMN "published_info_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_site" ADD COLUMN "entered_info" jsonb DEFAULT '{}'::jsonb NOT NULL;