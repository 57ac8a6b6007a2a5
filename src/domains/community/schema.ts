import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/schema";
import { products } from "../catalog/schema";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A board (공지, 자유, 리뷰, 질문, 정보): admins manage the list; `adminOnly` boards (공지) take admins' posts only, pinned on top. */
export const boards = pgTable("community_board", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
  adminOnly: boolean("admin_only").notNull().default(false),
  visible: boolean("visible").notNull().default(true),
  createdAt: createdAt(),
});

/**
 * A post. `contentHtml` is sanitised on write (and again on render); `searchText`/`searchChosung` are the
 * search domain's normal form of title + text, for Hangul-aware search. Deleting is soft (`deletedAt`);
 * admins hide reported posts (`hiddenAt`). Counters are kept in the same statement as their rows.
 */
export const posts = pgTable(
  "community_post",
  {
    id: serial("id").primaryKey(),
    boardId: integer("board_id")
      .notNull()
      .references(() => boards.id, { onDelete: "restrict" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    contentHtml: text("content_html").notNull(),
    searchText: text("search_text").notNull().default(""),
    searchChosung: text("search_chosung").notNull().default(""),
    viewCount: integer("view_count").notNull().default(0),
    likeCount: integer("like_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [
    index("community_post_board_created_idx").on(t.boardId, t.createdAt.desc(), t.id.desc()),
    index("community_post_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("community_post_author_idx").on(t.authorId),
  ],
);

/** A comment, or a reply to one (one level: a reply's parent is never itself a reply). Plain text. */
export const comments = pgTable(
  "community_comment",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    parentId: integer("parent_id"),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [index("community_comment_post_idx").on(t.postId, t.createdAt), index("community_comment_author_idx").on(t.authorId)],
);

/** One like per member per post (a toggle). */
export const postLikes = pgTable(
  "community_post_like",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** Who viewed a post on which Seoul day (member id or a hash of the address): one view counted per visitor per day. */
export const postViews = pgTable(
  "community_post_view",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    visitor: text("visitor").notNull(),
    day: date("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.visitor, t.day] })],
);

export type ReportTarget = "post" | "comment" | "review";

/** A member's report of a post, comment or review; one per member and target; resolved by an admin. */
export const reports = pgTable(
  "community_report",
  {
    id: serial("id").primaryKey(),
    targetType: text("target_type").$type<ReportTarget>().notNull(),
    targetId: integer("target_id").notNull(),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull().default(""),
    createdAt: createdAt(),
    /** 'hidden' | 'dismissed' | 'restored', set when an admin acts. */
    resolution: text("resolution"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("community_report_once_uq").on(t.targetType, t.targetId, t.reporterId),
    index("community_report_open_idx")
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    check("community_report_target_valid", sql`${t.targetType} in ('post', 'comment', 'review')`),
  ],
);

/** A product review: one per member per product (editing changes it). Plain text fields. */
export const reviews = pgTable(
  "product_review",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    pros: text("pros").notNull().default(""),
    cons: text("cons").notNull().default(""),
    flavorNotes: text("flavor_notes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    helpfulCount: integer("helpful_count").notNull().default(0),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("product_review_once_uq").on(t.productId, t.authorId),
    index("product_review_author_idx").on(t.authorId),
    check("product_review_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

/** "도움돼요" votes on reviews, one per member. */
export const reviewHelpfulVotes = pgTable(
  "product_review_helpful",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);
