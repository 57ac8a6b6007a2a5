ALTER TABLE "product" ADD COLUMN "pricing_valid_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "product_pricing_valid_until_idx" ON "product" USING btree ("pricing_valid_until");--> statement-breakpoint
-- Products priced before this column existed are re-priced by the first expiry sweep.
UPDATE "product" SET "pricing_valid_until" = now() WHERE "in_stock_offer_count" > 0;
