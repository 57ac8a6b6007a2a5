import { bigint, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/schema";

/**
 * A member's consent to KakaoTalk alerts (Kakao's `talk_message` scope, 나에게 보내기): the Kakao account it was given
 * for and its tokens, each AES-256-GCM sealed with the member's id as associated data (token-seal.ts), never in clear.
 */
export const kakaoTalkLinks = pgTable("kakao_talk_link", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  kakaoAccountId: text("kakao_account_id").notNull(),
  accessTokenSealed: text("access_token_sealed").notNull(),
  refreshTokenSealed: text("refresh_token_sealed").notNull(),
  /** When the access token stops working; it is refreshed a little before. */
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
  refreshedAt: timestamp("refreshed_at", { withTimezone: true }),
});

/** Sent-once claims: a stored notification goes to a member's KakaoTalk at most once, whatever runs its job twice. */
export const kakaoTalkDeliveries = pgTable(
  "kakao_talk_delivery",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    notificationId: bigint("notification_id", { mode: "number" }).notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);

export type KakaoTalkLinkRow = typeof kakaoTalkLinks.$inferSelect;
