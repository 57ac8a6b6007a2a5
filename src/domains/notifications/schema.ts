import { sql } from "drizzle-orm";
import { bigserial, boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/schema";

/** One message to one member: listed newest first on /notifications, counted on the bell while unread. */
export const notifications = pgTable(
  "notification",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A NotificationKind (price_drop, target_price, back_in_stock, saved_search, community…). */
    type: text("type").notNull(),
    content: text("content").notNull(),
    /** Site-relative link the item opens. */
    url: text("url").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notification_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell counts unread rows on every page view of a member: a small partial index keeps it cheap.
    index("notification_user_unread_idx")
      .on(t.userId)
      .where(sql`${t.isRead} = false`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
