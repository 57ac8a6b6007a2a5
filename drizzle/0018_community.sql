CREATE TABLE "community_board" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"admin_only" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_board_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "community_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"parent_id" integer,
	"author_id" uuid NOT NULL,
	"content" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "community_post_like" (
	"post_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_post_like_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_post_view" (
	"post_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "community_post_view_post_id_visitor_day_pk" PRIMARY KEY("post_id","visitor","day")
);
--> statement-breakpoint
CREATE TABLE "community_post" (
	"id" serial PRIMARY KEY NOT NULL,
	"board_id" integer NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_chosung" text DEFAULT '' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "community_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "community_report_target_valid" CHECK ("community_report"."target_type" in ('post', 'comment', 'review'))
);
--> statement-breakpoint
CREATE TABLE "product_review_helpful" (
	"review_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "product_review_helpful_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "product_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"author_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"pros" text DEFAULT '' NOT NULL,
	"cons" text DEFAULT '' NOT NULL,
	"flavor_notes" text[] DEFAULT '{}'::text[] NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "product_review_rating_range" CHECK ("product_review"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "rating_average" real;--> statement-breakpoint
ALTER TABLE "community_comment" ADD CONSTRAINT "community_comment_post_id_community_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_post"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comment" ADD CONSTRAINT "community_comment_author_id_app_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_like" ADD CONSTRAINT "community_post_like_post_id_community_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_post"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_like" ADD CONSTRAINT "community_post_like_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_view" ADD CONSTRAINT "community_post_view_post_id_community_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_post"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post" ADD CONSTRAINT "community_post_board_id_community_board_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."community_board"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post" ADD CONSTRAINT "community_post_author_id_app_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_report" ADD CONSTRAINT "community_report_reporter_id_app_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_helpful" ADD CONSTRAINT "product_review_helpful_review_id_product_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_helpful" ADD CONSTRAINT "product_review_helpful_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review" ADD CONSTRAINT "product_review_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review" ADD CONSTRAINT "product_review_author_id_app_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_comment_post_idx" ON "community_comment" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "community_comment_author_idx" ON "community_comment" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "community_post_board_created_idx" ON "community_post" USING btree ("board_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_post_created_idx" ON "community_post" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_post_author_idx" ON "community_post" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_report_once_uq" ON "community_report" USING btree ("target_type","target_id","reporter_id");--> statement-breakpoint
CREATE INDEX "community_report_open_idx" ON "community_report" USING btree ("created_at") WHERE "community_report"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_review_once_uq" ON "product_review" USING btree ("product_id","author_id");--> statement-breakpoint
CREATE INDEX "product_review_author_idx" ON "product_review" USING btree ("author_id");--> statement-breakpoint
-- Hand-written (keep at merge): the default boards, so every installation starts with them.
INSERT INTO "community_board" ("slug", "name", "description", "sort_order", "admin_only") VALUES
  ('notice', '공지', '운영진이 알려드리는 소식', 0, true),
  ('free', '자유', '자유롭게 이야기를 나눠요', 1, false),
  ('review', '리뷰', '써 본 액상과 기기 후기', 2, false),
  ('question', '질문', '궁금한 것을 물어보세요', 3, false),
  ('info', '정보', '할인·신제품·팁 정보', 4, false)
ON CONFLICT ("slug") DO NOTHING;
