CREATE TABLE "ranking_entry" (
	"snapshot_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"subject" text NOT NULL,
	"score" double precision NOT NULL,
	"previous_rank" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "ranking_entry_snapshot_id_rank_pk" PRIMARY KEY("snapshot_id","rank")
);
--> statement-breakpoint
CREATE TABLE "ranking_snapshot" (
	"id" serial PRIMARY KEY NOT NULL,
	"board" text NOT NULL,
	"day" date NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"has_previous" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ranking_entry" ADD CONSTRAINT "ranking_entry_snapshot_id_ranking_snapshot_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."ranking_snapshot"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_snapshot_board_day_uq" ON "ranking_snapshot" USING btree ("board","day");