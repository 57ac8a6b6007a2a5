ALTER TABLE "wishlist_item" ADD COLUMN "announced_price" integer;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD COLUMN "announced_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD COLUMN "last_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD COLUMN "risen_price" integer;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD COLUMN "risen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wishlist_item" DROP COLUMN "target_reached";--> statement-breakpoint
-- Items wished before this column existed start from the price shown now, so no past price is announced.
UPDATE "wishlist_item" SET "announced_price" = "product"."lowest_total_price" FROM "product" WHERE "product"."id" = "wishlist_item"."product_id";
