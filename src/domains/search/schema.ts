import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Searches that found products, for the popular-searches list: normalised, once per visitor and
 * Seoul day (`visitorDay`, a keyed hash of address and day; null when the address is unknown).
 */
export const searchLogs = pgTable(
  "search_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    query: text("query").notNull(),
    resultCount: integer("result_count").notNull(),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow(),
    visitorDay: text("visitor_day"),
  },
  (t) => [index("search_log_time_idx").on(t.searchedAt), uniqueIndex("search_log_visitor_day_query_idx").on(t.visitorDay, t.query)],
);
