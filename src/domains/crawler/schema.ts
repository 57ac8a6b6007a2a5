import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { offers, products, sellerSites } from "../catalog/schema";
import type { Witness } from "./extraction-types";

export type CrawlRunStatus = "running" | "ok" | "partial" | "failed";
export type CrawlTrigger = "schedule" | "manual" | "queue";

/** One crawl of one seller site. */
export const crawlRuns = pgTable(
  "crawl_run",
  {
    id: serial("id").primaryKey(),
    sellerSiteId: integer("seller_site_id")
      .notNull()
      .references(() => sellerSites.id, { onDelete: "cascade" }),
    trigger: text("trigger").$type<CrawlTrigger>().notNull(),
    status: text("status").$type<CrawlRunStatus>().notNull().default("running"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Offer and discovered product pages fetched. */
    pages: integer("pages").notNull().default(0),
    /** List/category pages read for discovery. */
    listPages: integer("list_pages").notNull().default(0),
    okCount: integer("ok_count").notNull().default(0),
    failedCount: integer("failed_count").notNull().default(0),
    changedCount: integer("changed_count").notNull().default(0),
    heldCount: integer("held_count").notNull().default(0),
    /** Product pages found on list pages that match no offer. */
    discoveredCount: integer("discovered_count").notNull().default(0),
    /** Korean reason when the whole run failed (site gone, robots.txt disallows everything…). */
    error: text("error"),
  },
  (t) => [index("crawl_run_site_idx").on(t.sellerSiteId, t.startedAt)],
);

/** One fetched page of a run: what came back and what it meant. */
export const crawlLogs = pgTable(
  "crawl_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    runId: integer("run_id")
      .notNull()
      .references(() => crawlRuns.id, { onDelete: "cascade" }),
    offerId: integer("offer_id").references(() => offers.id, { onDelete: "set null" }),
    url: text("url").notNull(),
    httpStatus: integer("http_status"),
    method: text("method"),
    oldPrice: integer("old_price"),
    newPrice: integer("new_price"),
    inStock: boolean("in_stock"),
    changed: boolean("changed").notNull().default(false),
    durationMs: integer("duration_ms").notNull(),
    /** Null when the page was read and published; else a machine code (HTTP_500, NO_PRICE, HELD…). */
    errorCode: text("error_code"),
    errorReason: text("error_reason"),
    /** Every source that stated a price on the page (JSON-LD, meta, the visible 판매가, hidden inputs…). */
    witnesses: jsonb("witnesses").$type<Witness[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("crawl_log_run_idx").on(t.runId), index("crawl_log_offer_idx").on(t.offerId, t.createdAt)],
);

export type HeldPriceStatus = "pending" | "approved" | "rejected";

/** A price that failed the sanity check: kept for an admin to approve or reject, never published meanwhile. */
export const heldPrices = pgTable(
  "held_price",
  {
    id: serial("id").primaryKey(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    runId: integer("run_id").references(() => crawlRuns.id, { onDelete: "set null" }),
    /** Whole units of `currency` (won); a foreign amount is kept exactly in price_text. */
    price: integer("price").notNull(),
    currency: text("currency").notNull().default("KRW"),
    priceText: text("price_text"),
    listPrice: integer("list_price"),
    inStock: boolean("in_stock").notNull(),
    shippingFee: integer("shipping_fee"),
    sellerTitle: text("seller_title"),
    method: text("method"),
    /** The offer's 30-day median when it was held. */
    medianPrice: integer("median_price"),
    reason: text("reason").notNull(),
    status: text("status").$type<HeldPriceStatus>().notNull().default("pending"),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    seenCount: integer("seen_count").notNull().default(1),
    /** The page's price sources when held, for the admin to compare. */
    witnesses: jsonb("witnesses").$type<Witness[]>().notNull().default([]),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    // A price seen again while still pending bumps the same row.
    uniqueIndex("held_price_pending_uq")
      .on(t.offerId, t.price)
      .where(sql`${t.status} = 'pending'`),
    index("held_price_status_idx").on(t.status, t.lastSeenAt),
  ],
);

export type UnmatchedSuggestion = { productId: number; score: number };
export type UnmatchedStatus = "pending" | "accepted" | "ignored";

/** A product page found on a list page that matches no offer, with suggested products for an admin. */
export const unmatchedPages = pgTable(
  "unmatched_page",
  {
    id: serial("id").primaryKey(),
    sellerSiteId: integer("seller_site_id")
      .notNull()
      .references(() => sellerSites.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    title: text("title"),
    price: integer("price"),
    volumeMl: integer("volume_ml"),
    nicotineMg: real("nicotine_mg"),
    suggestions: jsonb("suggestions").$type<UnmatchedSuggestion[]>().notNull().default([]),
    /** What the title matcher decided (null: found before it ran), why (skip / review) and how sure (match). */
    decision: text("decision").$type<"match" | "new" | "skip" | "review">(),
    decisionReason: text("decision_reason"),
    matchScore: real("match_score"),
    status: text("status").$type<UnmatchedStatus>().notNull().default("pending"),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    discoveredAt: timestamp("discovered_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("unmatched_page_site_url_uq").on(t.sellerSiteId, t.url),
    index("unmatched_page_status_idx").on(t.status, t.discoveredAt),
    check("unmatched_page_status_kind", sql`${t.status} in ('pending','accepted','ignored')`),
  ],
);

/** The crawler's own bookkeeping per offer: when it was last tried, so failing pages don't hog every run. */
export const offerCrawlStates = pgTable("offer_crawl_state", {
  offerId: integer("offer_id")
    .primaryKey()
    .references(() => offers.id, { onDelete: "cascade" }),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull(),
  consecutiveFailures: integer("consecutive_failures").notNull().default(0),
  lastErrorCode: text("last_error_code"),
});
