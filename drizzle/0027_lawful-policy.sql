ALTER TABLE "product" ADD COLUMN "kind" text DEFAULT 'liquid' NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "legal_class" text GENERATED ALWAYS AS (case when kind = 'liquid' and nicotine_mg > 0 then 'nicotine_liquid' when kind = 'liquid' then 'nicotine_free_liquid' else kind end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_legal_class_idx" ON "product" USING btree ("legal_class");--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_kind_known" CHECK ("product"."kind" in ('liquid','device','pod_coil'));