import { bigint, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/schema";

/**
 * A member's alerts by e-mail (issue 30): which notification kinds go out as a digest, and how far the
 * digests got — `sentUpToId` is the last notification mailed (or the newest one when the member turned
 * e-mail on, so nothing older is sent). Repeated refusals by the mail server (bounces) pause it.
 */
export const emailAlertSubscriptions = pgTable("email_alert_subscription", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  kinds: text("kinds").array().notNull().default([]),
  sentUpToId: bigint("sent_up_to_id", { mode: "number" }).notNull().default(0),
  lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
  failures: integer("failures").notNull().default(0),
  lastFailure: text("last_failure"),
  pausedAt: timestamp("paused_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
