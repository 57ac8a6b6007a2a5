import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/schema";
import type { LegalClass } from "@/domains/settings/compliance-policy";
import type { BenefitPrice } from "./benefit-price";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const manufacturers = pgTable("manufacturer", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  /** Other spellings shops use for the maker (`Vampire Vape`, `뱀파이어 베이프`): the title matcher reads them. */
  aliases: text("aliases")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
});

export type SellerPlatform = "cafe24" | "godomall" | "makeshop" | "imweb" | "jsonld" | "custom";
export type SelectorOverrides = { price?: string; listPrice?: string; title?: string; soldOut?: string; shipping?: string };

/** What a shop publishes about itself (사업자 정보, delivery time, return terms), as read or as an admin entered it. */
export type ShopInfo = {
  tradeName?: string;
  representative?: string;
  registrationNumber?: string;
  mailOrderNumber?: string;
  address?: string;
  phone?: string;
  email?: string;
  deliveryTime?: string;
  returnTerms?: string;
};

export const sellerSites = pgTable("seller_site", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  baseUrl: text("base_url").notNull(),
  platform: text("platform").$type<SellerPlatform>().notNull().default("jsonld"),
  selectorOverrides: jsonb("selector_overrides").$type<SelectorOverrides>().notNull().default({}),
  /** Won; the shop's default fee when an offer states none. */
  shippingFee: integer("shipping_fee").notNull().default(3000),
  /** Won; orders at or above it ship free. Null: never free. */
  freeShippingThreshold: integer("free_shipping_threshold"),
  crawlIntervalMinutes: integer("crawl_interval_minutes").notNull().default(360),
  /** List/category pages used to discover new product pages. */
  listUrls: jsonb("list_urls").$type<string[]>().notNull().default([]),
  enabled: boolean("enabled").notNull().default(true),
  /** ShopInfo as the crawler last read it from the shop's pages (footer, delivery guide). */
  publishedInfo: jsonb("published_info").$type<ShopInfo>().notNull().default({}),
  publishedInfoReadAt: timestamp("published_info_read_at", { withTimezone: true }),
  /** ShopInfo an admin entered; a field set here wins over the published one. */
  enteredInfo: jsonb("entered_info").$type<ShopInfo>().notNull().default({}),
  lastCrawledAt: timestamp("last_crawled_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export type Inhalation = "MTL" | "DL";
export type NicotineForm = "freebase" | "salt";
export type NicotineSource = "tobacco_leaf" | "stem_root" | "synthetic" | "none";
/** What a product is; its legal class (settings' LegalClass) follows from it and the nicotine content. */
export type ProductKind = "liquid" | "device" | "pod_coil";

export const products = pgTable(
  "product",
  {
    id: serial("id").primaryKey(),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    inhalation: text("inhalation").$type<Inhalation>().notNull(),
    flavorTags: text("flavor_tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cooling: smallint("cooling").notNull().default(0),
    vgPercent: smallint("vg_percent").notNull().default(50),
    nicotineForm: text("nicotine_form").$type<NicotineForm>().notNull(),
    nicotineSource: text("nicotine_source").$type<NicotineSource>().notNull(),
    nicotineMg: numeric("nicotine_mg", { precision: 4, scale: 1, mode: "number" }).notNull(),
    kind: text("kind").$type<ProductKind>().notNull().default("liquid"),
    /**
     * The legal class the compliance policy rules on (LAWFUL), derived from the data by PostgreSQL so it can never
     * disagree with it: a liquid with any nicotine (any source) is 니코틴 액상, with 0 mg 무니코틴 액상.
     */
    legalClass: text("legal_class")
      .$type<LegalClass>()
      .notNull()
      .generatedAlwaysAs(
        sql`case when kind = 'liquid' and nicotine_mg > 0 then 'nicotine_liquid' when kind = 'liquid' then 'nicotine_free_liquid' else kind end`,
      ),
    volumeMl: integer("volume_ml").notNull(),
    imageUrl: text("image_url"),
    description: text("description").notNull().default(""),
    visible: boolean("visible").notNull().default(true),
    /** Lowercased name + manufacturer + tags, and its Hangul initial consonants (초성), for search. */
    searchText: text("search_text").notNull().default(""),
    searchChosung: text("search_chosung").notNull().default(""),
    /**
     * `search_text` in jamo (NFD: `래몬` → `ㄹㅐㅁㅗㄴ`), kept by PostgreSQL: typo candidates come from its
     * trigrams, which a wrong first syllable leaves mostly intact.
     */
    searchJamo: text("search_jamo")
      .notNull()
      .generatedAlwaysAs(sql`normalize(search_text, NFD)`),
    /** Ranking/analytics score; higher is more popular. */
    popularity: integer("popularity").notNull().default(0),
    // Denormalised pricing, rewritten in the same transaction as any offer change (refreshProductPricing).
    // Only in-stock, fresh offers count. The headline is all-in (price + that shop's shipping): lowestTotalPrice,
    // pricePerMl, low30d, allTimeLow and previousLowestPrice are all-in; lowestPrice is the lowest shop price.
    lowestPrice: integer("lowest_price"),
    lowestTotalPrice: integer("lowest_total_price"),
    pricePerMl: integer("price_per_ml"),
    offerCount: integer("offer_count").notNull().default(0),
    inStockOfferCount: integer("in_stock_offer_count").notNull().default(0),
    low30d: integer("low_30d"),
    allTimeLow: integer("all_time_low"),
    previousLowestPrice: integer("previous_lowest_price"),
    lowestChangedAt: timestamp("lowest_changed_at", { withTimezone: true }),
    /** When the first offer counted in these prices turns stale: the pricing must be recomputed then (refreshExpiredPricing). */
    pricingValidUntil: timestamp("pricing_valid_until", { withTimezone: true }),
    /** "지금 사도 될까?" (refreshPriceInsights): the 90-day typical all-in range and where today's lowest stands in it. */
    typicalPriceLow: integer("typical_price_low"),
    typicalPriceHigh: integer("typical_price_high"),
    priceInsight: text("price_insight").$type<"low" | "typical" | "high">(),
    priceInsightAt: timestamp("price_insight_at", { withTimezone: true }),
    // Denormalised from the community domain's reviews (setProductRating), so tiles read no extra table.
    reviewCount: integer("review_count").notNull().default(0),
    ratingAverage: real("rating_average"),
    /** Set when the crawl created the product from a shop page (the matcher's `new`), until an admin checks it. */
    autoRegisteredAt: timestamp("auto_registered_at", { withTimezone: true }),
    /** Other names shops use for this liquid (`Heisenberg`): an admin's, or learnt from the titles an admin matched to it. */
    aliases: text("aliases")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set when an admin merged this duplicate into another product: hidden, its URL answers with a 301 there. */
    mergedIntoId: integer("merged_into_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("product_listing_idx").on(t.visible, t.inhalation, t.lowestTotalPrice),
    // Listing sorts read their page straight from an index instead of sorting every product of the type
    // (nulls first, as plain `desc` orders them, or PostgreSQL cannot use them).
    index("product_popular_idx")
      .on(t.inhalation, t.popularity.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.visible}`),
    index("product_newest_idx")
      .on(t.inhalation, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.visible}`),
    index("product_per_ml_idx")
      .on(t.inhalation, t.pricePerMl, t.id)
      .where(sql`${t.visible}`),
    index("product_manufacturer_idx").on(t.manufacturerId),
    index("product_pricing_valid_until_idx").on(t.pricingValidUntil),
    index("product_price_insight_idx").on(t.priceInsight, t.inhalation),
    index("product_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("product_chosung_trgm_idx").using("gin", t.searchChosung.op("gin_trgm_ops")),
    index("product_jamo_trgm_idx").using("gin", t.searchJamo.op("gin_trgm_ops")),
    check("product_cooling_range", sql`${t.cooling} between 0 and 3`),
    check("product_vg_range", sql`${t.vgPercent} between 0 and 100`),
    check("product_inhalation_kind", sql`${t.inhalation} in ('MTL','DL')`),
    check("product_kind_known", sql`${t.kind} in ('liquid','device','pod_coil')`),
    index("product_legal_class_idx").on(t.legalClass),
  ],
);

export const offers = pgTable(
  "offer",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sellerSiteId: integer("seller_site_id")
      .notNull()
      .references(() => sellerSites.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    sellerTitle: text("seller_title"),
    /** Won; null until first observed. */
    price: integer("price"),
    listPrice: integer("list_price"),
    /** Won; overrides the shop's default fee when the page states one. */
    shippingFee: integer("shipping_fee"),
    inStock: boolean("in_stock").notNull().default(false),
    extractionMethod: text("extraction_method"),
    /** Bottles the listing sells at its price (`1+1`, `2병 세트`, `30ml x 2`); above 1 a set offer, never the bottle's lowest. */
    quantity: integer("quantity").notNull().default(1),
    /** Coupon, card, member prices and 적립금 the page states, shown apart from the price (BenefitPrice). */
    benefits: jsonb("benefits").$type<BenefitPrice[]>().notNull().default([]),
    lastCrawledAt: timestamp("last_crawled_at", { withTimezone: true }),
    lastChangedAt: timestamp("last_changed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("offer_site_url_uq").on(t.sellerSiteId, t.url),
    index("offer_product_idx").on(t.productId),
    check("offer_quantity_positive", sql`${t.quantity} >= 1`),
  ],
);

/** One row per observed change of an offer's price or stock; (offer, observed_at) makes replays no-ops. */
export const priceHistory = pgTable(
  "price_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    price: integer("price").notNull(),
    inStock: boolean("in_stock").notNull(),
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("price_history_offer_observed_uq").on(t.offerId, t.observedAt)],
);

/** Clicks out to a shop through /go/[offerId]. */
export const outboundClicks = pgTable(
  "outbound_click",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    priceAtClick: integer("price_at_click"),
    referrerPath: text("referrer_path"),
    clickedAt: timestamp("clicked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbound_click_product_idx").on(t.productId, t.clickedAt)],
);

/**
 * Two products found to be one bottle (the duplicate finder), until an admin merges or dismisses them.
 * `lowId` < `highId`: one row per pair.
 */
export const duplicateProposals = pgTable(
  "duplicate_proposal",
  {
    id: serial("id").primaryKey(),
    lowId: integer("low_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    highId: integer("high_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    foundAt: timestamp("found_at", { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("duplicate_proposal_pair_uq").on(t.lowId, t.highId)],
);

/** What one merge moved, so it can be undone exactly: row keys per kind (offers, and the other domains' rows). */
export type MergeMoved = Record<string, Array<string | number>>;

/** An admin merged `fromId` into `intoId`; undone when `undoneAt` is set. */
export const productMerges = pgTable("product_merge", {
  id: serial("id").primaryKey(),
  fromId: integer("from_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  intoId: integer("into_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  moved: jsonb("moved").$type<MergeMoved>().notNull().default({}),
  fromWasVisible: boolean("from_was_visible").notNull(),
  mergedAt: timestamp("merged_at", { withTimezone: true }).notNull().defaultNow(),
  undoneAt: timestamp("undone_at", { withTimezone: true }),
});

/** Why a shopper says an offer's price is wrong (`price-report-reasons.ts` labels them). */
export type PriceReportReason = "price" | "sold_out" | "shipping" | "other_product" | "other";

/**
 * A shopper's 가격 오류 신고 on one offer: open until an admin marks it fixed (the member who sent it is told) or
 * dismissed. A signed-out visitor's report has no reporter; a member has at most one open report per offer.
 */
export const priceReports = pgTable(
  "price_report",
  {
    id: serial("id").primaryKey(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").$type<PriceReportReason>().notNull(),
    note: text("note"),
    /** Won: the price the shopper saw at the shop, when they gave it. */
    seenPrice: integer("seen_price"),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolution: text("resolution").$type<"fixed" | "dismissed">(),
  },
  (t) => [
    index("price_report_open_idx")
      .on(t.offerId)
      .where(sql`${t.resolvedAt} is null`),
    uniqueIndex("price_report_member_open_uq")
      .on(t.offerId, t.reporterId)
      .where(sql`${t.resolvedAt} is null and ${t.reporterId} is not null`),
  ],
);
