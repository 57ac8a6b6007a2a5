import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Every admin mutation: who did what to which thing, with the thing before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The member who acted, as written: no foreign key, history outlives the account (null for automatic actors). */
    actorId: uuid("actor_id"),
    /** Kept as written so the entry still says who after the account is gone. */
    actorName: text("actor_name").notNull(),
    /** Dotted verb, e.g. `settings.update`, `member.ban`, `manufacturer.merge`. */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_at_idx").on(t.at.desc()), index("audit_log_target_idx").on(t.targetType, t.targetId)],
);
