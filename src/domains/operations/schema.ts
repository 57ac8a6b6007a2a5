import { sql } from "drizzle-orm";
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export type AlarmKind = "shop" | "crawl_queue" | "push";

/**
 * One incident: opened (admins told once) when its condition starts, resolved (admins told of the recovery) when it
 * ends. At most one open incident per subject: the unique index makes "told once" hold across processes.
 */
export const opsAlarms = pgTable(
  "ops_alarm",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").$type<AlarmKind>().notNull(),
    /** What it is about within its kind: `site:<id>` for a shop, `crawl` or `push`. */
    subject: text("subject").notNull(),
    /** The shop's id (no foreign key: operations stands above catalog, and a removed shop's incidents stay readable). */
    sellerSiteId: integer("seller_site_id"),
    /** The Korean sentence admins were told. */
    summary: text("summary").notNull(),
    errorClass: text("error_class"),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("ops_alarm_open_uq")
      .on(t.kind, t.subject)
      .where(sql`${t.resolvedAt} is null`),
    index("ops_alarm_opened_idx").on(t.openedAt),
  ],
);

/** The freshness figure sampled every few minutes (share of buyable offers confirmed within their interval), kept 48 h. */
export const opsFreshnessSamples = pgTable("ops_freshness_sample", {
  sampledAt: timestamp("sampled_at", { withTimezone: true }).primaryKey(),
  buyable: integer("buyable").notNull(),
  fresh: integer("fresh").notNull(),
});

/** Each running process (web or worker) says it is alive every minute; /admin/system shows its uptime. */
export const opsProcesses = pgTable("ops_process", {
  id: text("id").primaryKey(),
  role: text("role").$type<"web" | "worker">().notNull(),
  host: text("host").notNull(),
  pid: integer("pid").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
});

export type OpsAlarmRow = typeof opsAlarms.$inferSelect;
