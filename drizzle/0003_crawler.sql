CREATE TABLE "crawl_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"offer_id" integer,
	"url" text NOT NULL,
	"http_status" integer,
	"method" text,
	"old_price" integer,
	"new_price" integer,
	"in_stock" boolean,
	"changed" boolean DEFAULT false NOT NULL,
	"duration_ms" integer NOT NULL,
	"error_code" text,
	"error_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crawl_run" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_site_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"pages" integer DEFAULT 0 NOT NULL,
	"ok_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"changed_count" integer DEFAULT 0 NOT NULL,
	"held_count" integer DEFAULT 0 NOT NULL,
	"discovered_count" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "held_price" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"run_id" integer,
	"price" integer NOT NULL,
	"list_price" integer,
	"in_stock" boolean NOT NULL,
	"shipping_fee" integer,
	"seller_title" text,
	"method" text,
	"median_price" integer,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_count" integer DEFAULT 1 NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "offer_crawl_state" (
	"offer_id" integer PRIMARY KEY NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_error_code" text
);
--> statement-breakpoint
CREATE TABLE "unmatched_page" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_site_id" integer NOT NULL,
	"url" text NOT NULL,
	"title" text,
	"price" integer,
	"volume_ml" integer,
	"nicotine_mg" real,
	"suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"product_id" integer,
	"discovered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "unmatched_page_status_kind" CHECK ("unmatched_page"."status" in ('pending','accepted','ignored'))
);
--> statement-breakpoint
ALTER TABLE "crawl_log" ADD CONSTRAINT "crawl_log_run_id_crawl_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."crawl_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crawl_log" ADD CONSTRAINT "crawl_log_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crawl_run" ADD CONSTRAINT "crawl_run_seller_site_id_seller_site_id_fk" FOREIGN KEY ("seller_site_id") REFERENCES "public"."seller_site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_price" ADD CONSTRAINT "held_price_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_price" ADD CONSTRAINT "held_price_run_id_crawl_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."crawl_run"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_crawl_state" ADD CONSTRAINT "offer_crawl_state_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_page" ADD CONSTRAINT "unmatched_page_seller_site_id_seller_site_id_fk" FOREIGN KEY ("seller_site_id") REFERENCES "public"."seller_site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_page" ADD CONSTRAINT "unmatched_page_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crawl_log_run_idx" ON "crawl_log" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "crawl_log_offer_idx" ON "crawl_log" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE INDEX "crawl_run_site_idx" ON "crawl_run" USING btree ("seller_site_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "held_price_pending_uq" ON "held_price" USING btree ("offer_id","price") WHERE "held_price"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "held_price_status_idx" ON "held_price" USING btree ("status","last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "unmatched_page_site_url_uq" ON "unmatched_page" USING btree ("seller_site_id","url");--> statement-breakpoint
CREATE INDEX "unmatched_page_status_idx" ON "unmatched_page" USING btree ("status","discovered_at");