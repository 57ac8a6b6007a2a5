CREATE TABLE "saved_search_hit" (
	"saved_search_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_hit_saved_search_id_product_id_pk" PRIMARY KEY("saved_search_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"path" text NOT NULL,
	"label" text NOT NULL,
	"max_price" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_item" (
	"user_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"price_when_added" integer,
	"target_price" integer,
	"alerts_enabled" boolean DEFAULT true NOT NULL,
	"target_reached" boolean DEFAULT false NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_item_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "app_user" ALTER COLUMN "notification_preferences" SET DEFAULT '{"kinds":{"price_drop":true,"back_in_stock":true,"target_price":true,"saved_search":true,"community":true},"push":true}'::jsonb;--> statement-breakpoint
ALTER TABLE "saved_search_hit" ADD CONSTRAINT "saved_search_hit_saved_search_id_saved_search_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_search"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hit" ADD CONSTRAINT "saved_search_hit_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search" ADD CONSTRAINT "saved_search_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD CONSTRAINT "wishlist_item_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD CONSTRAINT "wishlist_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_user_idx" ON "saved_search" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wishlist_item_product_idx" ON "wishlist_item" USING btree ("product_id");--> statement-breakpoint
-- Members who set their preferences before saved searches existed get the new kind switched on (the default).
UPDATE "app_user" SET "notification_preferences" = jsonb_set("notification_preferences", '{kinds,saved_search}', 'true') WHERE NOT ("notification_preferences"->'kinds' ? 'saved_search');
