ALTER TABLE "product" ADD COLUMN "typical_price_low" integer;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "typical_price_high" integer;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "price_insight" text;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "price_insight_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "product_price_insight_idx" ON "product" USING btree ("price_insight","inhalation");