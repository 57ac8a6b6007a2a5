CREATE TABLE "duplicate_proposal" (
	"id" serial PRIMARY KEY NOT NULL,
	"low_id" integer NOT NULL,
	"high_id" integer NOT NULL,
	"reason" text NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_merge" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_id" integer NOT NULL,
	"into_id" integer NOT NULL,
	"moved" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"from_was_visible" boolean NOT NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "duplicate_proposal" ADD CONSTRAINT "duplicate_proposal_low_id_product_id_fk" FOREIGN KEY ("low_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_proposal" ADD CONSTRAINT "duplicate_proposal_high_id_product_id_fk" FOREIGN KEY ("high_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_merge" ADD CONSTRAINT "product_merge_from_id_product_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_merge" ADD CONSTRAINT "product_merge_into_id_product_id_fk" FOREIGN KEY ("into_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "duplicate_proposal_pair_uq" ON "duplicate_proposal" USING btree ("low_id","high_id");