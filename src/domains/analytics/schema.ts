import { bigserial, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One counted public page view (bots, admin routes and repeats of the same page by the same visitor
 * within 30 minutes are never written). Raw rows are kept 90 days; rankings read `page_view_daily`.
 */
export const pageViews = pgTable(
  "page_view",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    path: text("path").notNull(),
    /** Set on a product page (`/products/<id>`), from the path on the server. */
    productId: integer("product_id"),
    /** The anonymous visitor cookie's value. */
    visitorId: text("visitor_id").notNull(),
    memberId: uuid("member_id"),
    referrer: text("referrer"),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("page_view_time_idx").on(t.viewedAt), index("page_view_visitor_path_idx").on(t.visitorId, t.path, t.viewedAt)],
);

/** Views and distinct visitors per Seoul day and path, rebuilt from `page_view` for the days still changing. */
export const pageViewDaily = pgTable(
  "page_view_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    productId: integer("product_id"),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] }), index("page_view_daily_product_idx").on(t.productId, t.day)],
);
