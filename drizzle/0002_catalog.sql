CREATE TABLE "manufacturer" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manufacturer_name_unique" UNIQUE("name"),
	CONSTRAINT "manufacturer_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "offer" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"seller_site_id" integer NOT NULL,
	"url" text NOT NULL,
	"seller_title" text,
	"price" integer,
	"list_price" integer,
	"shipping_fee" integer,
	"in_stock" boolean DEFAULT false NOT NULL,
	"extraction_method" text,
	"last_crawled_at" timestamp with time zone,
	"last_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_click" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_at_click" integer,
	"referrer_path" text,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"price" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"observed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"name" text NOT NULL,
	"inhalation" text NOT NULL,
	"flavor_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"cooling" smallint DEFAULT 0 NOT NULL,
	"vg_percent" smallint DEFAULT 50 NOT NULL,
	"nicotine_form" text NOT NULL,
	"nicotine_source" text NOT NULL,
	"nicotine_mg" numeric(4, 1) NOT NULL,
	"volume_ml" integer NOT NULL,
	"image_url" text,
	"description" text DEFAULT '' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_chosung" text DEFAULT '' NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"lowest_price" integer,
	"lowest_total_price" integer,
	"price_per_ml" integer,
	"offer_count" integer DEFAULT 0 NOT NULL,
	"in_stock_offer_count" integer DEFAULT 0 NOT NULL,
	"low_30d" integer,
	"all_time_low" integer,
	"previous_lowest_price" integer,
	"lowest_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_cooling_range" CHECK ("product"."cooling" between 0 and 3),
	CONSTRAINT "product_vg_range" CHECK ("product"."vg_percent" between 0 and 100),
	CONSTRAINT "product_inhalation_kind" CHECK ("product"."inhalation" in ('MTL','DL'))
);
--> statement-breakpoint
CREATE TABLE "search_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"query" text NOT NULL,
	"result_count" integer NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_site" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"base_url" text NOT NULL,
	"platform" text DEFAULT 'jsonld' NOT NULL,
	"selector_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipping_fee" integer DEFAULT 3000 NOT NULL,
	"free_shipping_threshold" integer,
	"crawl_interval_minutes" integer DEFAULT 360 NOT NULL,
	"list_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_crawled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_site_name_unique" UNIQUE("name"),
	CONSTRAINT "seller_site_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "offer" ADD CONSTRAINT "offer_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer" ADD CONSTRAINT "offer_seller_site_id_seller_site_id_fk" FOREIGN KEY ("seller_site_id") REFERENCES "public"."seller_site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_click" ADD CONSTRAINT "outbound_click_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_manufacturer_id_manufacturer_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_site_url_uq" ON "offer" USING btree ("seller_site_id","url");--> statement-breakpoint
CREATE INDEX "offer_product_idx" ON "offer" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "outbound_click_product_idx" ON "outbound_click" USING btree ("product_id","clicked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_history_offer_observed_uq" ON "price_history" USING btree ("offer_id","observed_at");--> statement-breakpoint
CREATE INDEX "product_listing_idx" ON "product" USING btree ("visible","inhalation","lowest_price");--> statement-breakpoint
CREATE INDEX "product_manufacturer_idx" ON "product" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "product_search_trgm_idx" ON "product" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_chosung_trgm_idx" ON "product" USING gin ("search_chosung" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_log_time_idx" ON "search_log" USING btree ("searched_at");