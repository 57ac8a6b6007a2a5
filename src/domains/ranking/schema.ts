import {
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * One board's standing for one Seoul day (`popular:MTL:7`, `price-drop`, `wishlist`, `shop`, `search`),
 * recomputed on a schedule during the day; the page only reads these. `hasPrevious`: an earlier day's
 * snapshot existed to compare ranks with (otherwise no movement is shown, not "NEW" everywhere).
 */
export const rankingSnapshots = pgTable(
  "ranking_snapshot",
  {
    id: serial("id").primaryKey(),
    board: text("board").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
    hasPrevious: boolean("has_previous").notNull(),
  },
  (t) => [uniqueIndex("ranking_snapshot_board_day_uq").on(t.board, t.day)],
);

/** A ranked entry: the subject (product id, shop id or search query), its score, its rank the previous day, and what the page shows. */
export const rankingEntries = pgTable(
  "ranking_entry",
  {
    snapshotId: integer("snapshot_id")
      .notNull()
      .references(() => rankingSnapshots.id, { onDelete: "cascade" }),
    rank: integer("rank").notNull(),
    subject: text("subject").notNull(),
    score: doublePrecision("score").notNull(),
    previousRank: integer("previous_rank"),
    detail: jsonb("detail").$type<Record<string, string | number>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.rank] })],
);
