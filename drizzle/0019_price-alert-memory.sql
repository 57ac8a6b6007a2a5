ALTER TABLE "wishlist_item" ADD COLUMN "announced_price" integer;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD COLUMN "announced_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD COLUMN "last_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD COLUMN "risen_price" integer;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD COLUMN "risen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wishlist_item" DROP COLUMN "target_reached";