import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/schema";

export type WebhookFormat = "discord" | "slack" | "json";

/**
 * A URL a member gave for their alerts (issue 61 item 4). `format` is recognised from the URL when added; `secret` signs
 * the JSON format's bodies (HMAC-SHA256) and is shown to its member on /profile, as the receiver needs it to verify.
 * Failed deliveries in a row count up; at WEBHOOK_PAUSE_AFTER the endpoint is paused until the member resumes it.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoint",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    format: text("format").$type<WebhookFormat>().notNull(),
    secret: text("secret").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    lastError: text("last_error"),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_endpoint_user_idx").on(t.userId),
    check("webhook_endpoint_format_valid", sql`${t.format} in ('discord', 'slack', 'json')`),
  ],
);

/**
 * The claim of one notification's delivery to one endpoint: inserted before the first attempt (on conflict nothing), and
 * each retry takes its attempt by moving `attempts` on by one, so a job run twice never sends twice.
 */
export const webhookDeliveries = pgTable(
  "webhook_delivery",
  {
    endpointId: bigint("endpoint_id", { mode: "number" })
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    // No foreign key: notifications stand above webhooks (DOMAIN_ORDER); the endpoint's cascade clears these rows.
    notificationId: bigint("notification_id", { mode: "number" }).notNull(),
    attempts: integer("attempts").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.endpointId, t.notificationId] })],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
