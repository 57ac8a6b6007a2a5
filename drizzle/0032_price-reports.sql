CREATE TABLE "price_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"reporter_id" uuid,
	"reason" text NOT NULL,
	"note" text,
	"seen_price" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text
);
--> statement-breakpoint
ALTER TABLE "price_report" ADD CONSTRAINT "price_report_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_report" ADD CONSTRAINT "price_report_reporter_id_app_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_report_open_idx" ON "price_report" USING btree ("offer_id") WHERE "price_report"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "price_report_member_open_uq" ON "price_report" USING btree ("offer_id","reporter_id") WHERE "price_report"."resolved_at" is null and "price_report"."reporter_id" is not null;