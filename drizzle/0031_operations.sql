CREATE TABLE "ops_alarm" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"seller_site_id" integer,
	"summary" text NOT NULL,
	"error_class" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ops_freshness_sample" (
	"sampled_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"buyable" integer NOT NULL,
	"fresh" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_process" (
	"id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ops_alarm_open_uq" ON "ops_alarm" USING btree ("kind","subject") WHERE "ops_alarm"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "ops_alarm_opened_idx" ON "ops_alarm" USING btree ("opened_at");