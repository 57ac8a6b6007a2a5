CREATE TABLE "kakao_talk_delivery" (
	"user_id" uuid NOT NULL,
	"notification_id" bigint NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kakao_talk_delivery_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "kakao_talk_link" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kakao_account_id" text NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "kakao_talk_delivery" ADD CONSTRAINT "kakao_talk_delivery_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kakao_talk_link" ADD CONSTRAINT "kakao_talk_link_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;