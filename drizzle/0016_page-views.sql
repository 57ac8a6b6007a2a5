CREATE TABLE "page_view_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"product_id" integer,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "page_view_daily_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "page_view" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"product_id" integer,
	"visitor_id" text NOT NULL,
	"member_id" uuid,
	"referrer" text,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_view_daily_product_idx" ON "page_view_daily" USING btree ("product_id","day");--> statement-breakpoint
CREATE INDEX "page_view_time_idx" ON "page_view" USING btree ("viewed_at");--> statement-breakpoint
CREATE INDEX "page_view_visitor_path_idx" ON "page_view" USING btree ("visitor_id","path","viewed_at");