import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/schema";
import { products } from "../catalog/schema";

/** A product a member watches (찜). One row per member and product. */
export const wishlistItems = pgTable(
  "wishlist_item",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Lowest all-in price (shipping included) when added, in won; null when nothing was in stock. */
    priceWhenAdded: integer("price_when_added"),
    /** Alert when the lowest all-in price reaches this or lower. */
    targetPrice: integer("target_price"),
    alertsEnabled: boolean("alerts_enabled").notNull().default(true),
    /** "평소보다 낮아지면 알림": alert when the lowest falls below the product's typical range (instead of a target price). */
    alertBelowUsual: boolean("alert_below_usual").notNull().default(false),
    /** The lowest all-in price last announced to the member (the current one when added): only a lower one is news. */
    announcedPrice: integer("announced_price"),
    /** When announcedPrice was set: a lowest offer whose price has not changed since is no news (a stale offer returning). */
    announcedAt: timestamp("announced_at", { withTimezone: true }).notNull().defaultNow(),
    /** The all-time low last announced to the member as 역대 최저가: each new low is told once. */
    announcedLow: integer("announced_low"),
    /** The member's last alert about this product: at most one per 같은 상품 알림 최소 간격. */
    lastAlertedAt: timestamp("last_alerted_at", { withTimezone: true }),
    /** A rise of at least the drop threshold over announcedPrice (its lowest level, since when): held a crawl interval, it becomes the baseline. */
    risenPrice: integer("risen_price"),
    risenAt: timestamp("risen_at", { withTimezone: true }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index("wishlist_item_product_idx").on(t.productId)],
);

/** A listing or search page's filters a member wants to hear about (저장한 검색). */
export const savedSearches = pgTable(
  "saved_search",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Canonical path with its query string, e.g. `/mouth-inhalation?vg=50&vol=30`. */
    path: text("path").notNull(),
    label: text("label").notNull(),
    /** Only products whose lowest all-in price is at or under this, in won. */
    maxPrice: integer("max_price"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_search_user_idx").on(t.userId)],
);

/** A product a saved search has already alerted about: each product is announced once per saved search. */
export const savedSearchHits = pgTable(
  "saved_search_hit",
  {
    savedSearchId: integer("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.productId] })],
);
