import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Key/value settings editable by admins; also marks one-time start-up work (demo seed). */
export const siteSettings = pgTable("site_setting", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
