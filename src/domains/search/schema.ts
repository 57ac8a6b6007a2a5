import { bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Each search people ran, for the popular-searches list. */
export const searchLogs = pgTable(
  "search_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    query: text("query").notNull(),
    resultCount: integer("result_count").notNull(),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("search_log_time_idx").on(t.searchedAt)],
);
