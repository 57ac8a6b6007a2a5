ALTER TABLE "crawl_log" ADD COLUMN "witnesses" jsonb;--> statement-breakpoint
ALTER TABLE "held_price" ADD COLUMN "currency" text DEFAULT 'KRW' NOT NULL;--> statement-breakpoint
ALTER TABLE "held_price" ADD COLUMN "price_text" text;--> statement-breakpoint
ALTER TABLE "held_price" ADD COLUMN "witnesses" jsonb DEFAULT '[]'::jsonb NOT NULL;