import "server-only";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { recordAuditEntry, type AuditActor } from "@/domains/audit/record-audit-entry";
import { announceCatalogChanged } from "@/domains/catalog/catalog-change-events";
import { getDb } from "@/platform/db/client";
import { notFound } from "@/platform/errors";
import { refreshProductRating } from "../reviews";
import { comments, posts, reports, reviews, type ReportTarget } from "../schema";

export type ReportDecision = "hide" | "restore" | "dismiss";

/**
 * Reported items, grouped per item, most reported first, with what was written: those awaiting a
 * decision (`open`), or those an admin hid (`hidden`, to restore).
 */
export async function listReportedContent({ status, limit = 200 }: { status: "open" | "hidden"; limit?: number }) {
  const db = getDb();
  const open = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      reportCount: count(),
      reasons: sql<string[]>`array_agg(${reports.reason} order by ${reports.createdAt})`,
      lastReportedAt: sql<Date>`max(${reports.createdAt})`,
    })
    .from(reports)
    .where(status === "open" ? isNull(reports.resolvedAt) : eq(reports.resolution, "hidden"))
    .groupBy(reports.targetType, reports.targetId)
    .orderBy(desc(count()), desc(sql`max(${reports.createdAt})`))
    .limit(limit);
  const ids = (type: ReportTarget) => open.filter((r) => r.targetType === type).map((r) => r.targetId);
  const idIn = (column: typeof posts.id | typeof comments.id | typeof reviews.id, list: number[]) =>
    sql`${column} = any(${sql.param(list.length ? list : [0])}::int[])`;
  const [postRows, commentRows, reviewRows] = await Promise.all([
    db
      .select({ id: posts.id, text: posts.title, hiddenAt: posts.hiddenAt, postId: posts.id })
      .from(posts)
      .where(idIn(posts.id, ids("post"))),
    db
      .select({ id: comments.id, text: comments.content, hiddenAt: comments.hiddenAt, postId: comments.postId })
      .from(comments)
      .where(idIn(comments.id, ids("comment"))),
    db
      .select({
        id: reviews.id,
        text: sql<string>`${reviews.pros} || ' / ' || ${reviews.cons}`,
        hiddenAt: reviews.hiddenAt,
        productId: reviews.productId,
      })
      .from(reviews)
      .where(idIn(reviews.id, ids("review"))),
  ]);
  const found = new Map<string, { text: string; hidden: boolean; href: string }>();
  for (const r of postRows) found.set(`post:${r.id}`, { text: r.text, hidden: r.hiddenAt !== null, href: `/community/post/${r.postId}` });
  for (const r of commentRows)
    found.set(`comment:${r.id}`, { text: r.text, hidden: r.hiddenAt !== null, href: `/community/post/${r.postId}#comment-${r.id}` });
  for (const r of reviewRows)
    found.set(`review:${r.id}`, { text: r.text, hidden: r.hiddenAt !== null, href: `/products/${r.productId}#reviews` });
  return open.map((r) => ({ ...r, reportCount: Number(r.reportCount), item: found.get(`${r.targetType}:${r.targetId}`) ?? null }));
}
export type ReportedContent = Awaited<ReturnType<typeof listReportedContent>>[number];

/** How many reported items await a decision (the admin dashboard's line). */
export async function countOpenReports(): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(distinct (${reports.targetType}, ${reports.targetId}))::int` })
    .from(reports)
    .where(isNull(reports.resolvedAt));
  return row?.n ?? 0;
}

/**
 * An admin's decision on a reported item: hide it, restore it (unhide), or dismiss the reports.
 * The item, its open reports and the audit entry change in one transaction.
 */
export async function decideReport({
  actor,
  targetType,
  targetId,
  decision,
}: {
  actor: AuditActor;
  targetType: ReportTarget;
  targetId: number;
  decision: ReportDecision;
}): Promise<void> {
  const reviewedProductId = await getDb().transaction(async (tx) => {
    let productId: number | null = null;
    if (decision !== "dismiss") {
      const hiddenAt = decision === "hide" ? new Date() : null;
      const table = { post: posts, comment: comments, review: reviews }[targetType];
      const [row] = await tx.update(table).set({ hiddenAt }).where(eq(table.id, targetId)).returning({ id: table.id });
      if (!row) throw notFound("없는 글입니다.");
      if (targetType === "review") {
        const [review] = await tx.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.id, targetId));
        await refreshProductRating(tx, review!.productId);
        productId = review!.productId;
      }
    }
    await tx
      .update(reports)
      .set({ resolvedAt: new Date(), resolution: { hide: "hidden", restore: "restored", dismiss: "dismissed" }[decision] })
      .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), isNull(reports.resolvedAt)));
    await recordAuditEntry({ db: tx, actor, action: `community.report.${decision}`, target: { type: targetType, id: targetId } });
    return productId;
  });
  // A hidden or restored review changes its product's cached pages (reviews, stars).
  if (reviewedProductId !== null) await announceCatalogChanged([reviewedProductId]);
}
