DROP INDEX "product_listing_idx";--> statement-breakpoint
CREATE INDEX "product_listing_idx" ON "product" USING btree ("visible","inhalation","lowest_total_price");--> statement-breakpoint
-- The headline figures become all-in (price + that shop's shipping); rewrite what the next crawl would.
UPDATE "product" SET "price_per_ml" = round("lowest_total_price"::numeric / "volume_ml"), "previous_lowest_price" = NULL;--> statement-breakpoint
UPDATE "product" p SET "low_30d" = least(l.low_30d, p."lowest_total_price"), "all_time_low" = least(l.all_time_low, p."lowest_total_price")
FROM (
  SELECT o."product_id",
         min(h."price" + CASE WHEN s."free_shipping_threshold" IS NOT NULL AND h."price" >= s."free_shipping_threshold" THEN 0 ELSE coalesce(o."shipping_fee", s."shipping_fee") END)
           FILTER (WHERE h."observed_at" >= now() - interval '30 days') AS low_30d,
         min(h."price" + CASE WHEN s."free_shipping_threshold" IS NOT NULL AND h."price" >= s."free_shipping_threshold" THEN 0 ELSE coalesce(o."shipping_fee", s."shipping_fee") END) AS all_time_low
  FROM "price_history" h JOIN "offer" o ON o."id" = h."offer_id" JOIN "seller_site" s ON s."id" = o."seller_site_id"
  WHERE h."in_stock"
  GROUP BY o."product_id"
) l
WHERE l."product_id" = p."id";
