import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Grade } from "../../platform/auth/session-user";
import type { ConsentKind } from "./consent-documents";

/** Which notifications a member wants (spec: stored here, used by the notifications domain). */
export type NotificationPreferences = {
  /** A kind switched off is heard nowhere (not even the bell); a kind missing (newer than the member's last save) is on. */
  kinds: {
    price_drop: boolean;
    all_time_low: boolean;
    back_in_stock: boolean;
    target_price: boolean;
    saved_search: boolean;
    community: boolean;
  };
  /** The push switch for every kind (the browser's permission is all or nothing). */
  push: boolean;
  /** Per kind, the outside channels it may take (notification-kinds.ts OUTSIDE_CHANNELS); a channel missing is on. */
  channels?: Partial<Record<string, Partial<Record<"push" | "kakao" | "webhook", boolean>>>>;
};

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  kinds: { price_drop: true, all_time_low: true, back_in_stock: true, target_price: true, saved_search: true, community: true },
  push: true,
};

/**
 * A member ("app_user": `user` is a reserved word in SQL). A withdrawn member keeps the row (posts point at it) with every personal field erased:
 * `nickname` is null exactly then, so joins show "탈퇴한 회원" (see member-display-name.ts).
 */
export const users = pgTable(
  "app_user",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lowercased; null once withdrawn. */
    email: text("email"),
    /** argon2id; null for Google-only accounts. */
    passwordHash: text("password_hash"),
    /** When the member proved the mailbox (a verification or reset link, or a provider vouching); null: no alert mails, never linked. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    name: text("name"),
    nickname: text("nickname"),
    grade: text("grade").$type<Grade>().notNull().default("NORMAL"),
    googleSub: text("google_sub"),
    birthYear: smallint("birth_year"),
    notificationPreferences: jsonb("notification_preferences")
      .$type<NotificationPreferences>()
      .notNull()
      .default(DEFAULT_NOTIFICATION_PREFERENCES),
    /** Bumped to revoke every session of the member at once (sign out everywhere, withdrawal). */
    tokenVersion: integer("token_version").notNull().default(0),
    bannedAt: timestamp("banned_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** 본인인증 (identity/): when, whether the birth date made them 19+, and an HMAC of the CI; never name, phone or birth date. */
    identityVerifiedAt: timestamp("identity_verified_at", { withTimezone: true }),
    identityAdult: boolean("identity_adult"),
    identityCiHash: text("identity_ci_hash"),
  },
  (t) => [
    uniqueIndex("app_user_email_key").on(t.email),
    // One person (one CI) verifies one account.
    uniqueIndex("app_user_identity_ci_hash_key").on(t.identityCiHash),
    // Nicknames are unique regardless of case: "Vaper" and "vaper" would be confused for each other.
    uniqueIndex("app_user_nickname_key").on(sql`lower(${t.nickname})`),
    uniqueIndex("app_user_google_sub_key").on(t.googleSub),
    index("app_user_created_at_idx").on(t.createdAt),
    check("app_user_email_lowercase", sql`${t.email} = lower(${t.email})`),
    check("app_user_grade_valid", sql`${t.grade} in ('NORMAL', 'ADMIN')`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * One-time password-reset links: only the SHA-256 of the token is stored (a leaked table opens no
 * account); valid 30 minutes, spent by the first reset (`usedAt`).
 */
export const passwordResetTokens = pgTable(
  "password_reset_token",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("password_reset_token_hash_key").on(t.tokenHash), index("password_reset_token_user_idx").on(t.userId)],
);

/** One-time e-mail verification links (issue 56): like reset links, only the SHA-256 is stored; `email` is the address it proves. */
export const emailVerificationTokens = pgTable(
  "email_verification_token",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("email_verification_token_hash_key").on(t.tokenHash), index("email_verification_token_user_idx").on(t.userId)],
);

/**
 * A Kakao or Naver account a member signs in with (issue 30): one per provider account, at most one per
 * provider and member. `consentedAt`: the terms were agreed when the member was created through it.
 */
export const providerAccounts = pgTable(
  "provider_account",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").$type<"kakao" | "naver">().notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("provider_account_key").on(t.provider, t.providerAccountId),
    uniqueIndex("provider_account_user_provider_key").on(t.userId, t.provider),
    check("provider_account_provider_valid", sql`${t.provider} in ('kakao', 'naver')`),
  ],
);

/**
 * What a member agreed to, which version of it and when (one row per member, document and version): the record a
 * service keeps of its members' consent. A new version of a document is agreed to as a new row.
 */
export const memberConsents = pgTable(
  "member_consent",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ConsentKind>().notNull(),
    version: text("version").notNull(),
    agreedAt: timestamp("agreed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("member_consent_once_key").on(t.userId, t.kind, t.version),
    check("member_consent_kind_valid", sql`${t.kind} in ('terms', 'privacy', 'marketing')`),
  ],
);

/**
 * A 본인인증 this site asked PortOne for: the id is ours (issued to one member, spent by the first confirmation),
 * so a replayed or foreign verification id is refused before PortOne is even asked.
 */
export const identityVerificationRequests = pgTable(
  "identity_verification_request",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("identity_verification_request_user_idx").on(t.userId)],
);

/**
 * A member's key to the public API (/api/v1, issue 61): only the SHA-256 of the key is stored (shown once, at creation);
 * `prefix` and `last4` let the member tell keys apart. A revoked key (`revokedAt`) is refused at once and kept for the
 * record until the member withdraws.
 */
export const apiKeys = pgTable(
  "api_key",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull(),
    prefix: text("prefix").notNull(),
    last4: text("last4").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("api_key_hash_key").on(t.keyHash), index("api_key_user_idx").on(t.userId)],
);
