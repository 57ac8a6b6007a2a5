import "server-only";
import { and, eq } from "drizzle-orm";
import { createOfferForPage, learnProductAliasFromTitle } from "@/domains/catalog/shops";
import { getDb, type Db } from "@/platform/db/client";
import { conflict, notFound } from "@/platform/errors";
import { unmatchedPages } from "../schema";

/**
 * An admin says which product a discovered page sells: the page becomes an offer of that product
 * (its first crawl comes with the site's next run, since it was never tried) and leaves the queue. The
 * title's name for the liquid becomes one of the product's aliases: the matcher learns from the admin.
 */
export async function acceptUnmatchedPage({
  unmatchedId,
  productId,
  db = getDb(),
  now = new Date(),
}: {
  unmatchedId: number;
  productId: number;
  db?: Db;
  now?: Date;
}): Promise<{ offerId: number; learntAlias: string | null }> {
  return db.transaction(async (tx) => {
    const [page] = await tx.select().from(unmatchedPages).where(eq(unmatchedPages.id, unmatchedId)).for("update");
    if (!page) throw notFound("발견된 페이지를 찾을 수 없습니다.");
    if (page.status !== "pending") throw conflict("이미 처리된 페이지입니다.", "already_reviewed");
    const { offerId } = await createOfferForPage({
      productId,
      sellerSiteId: page.sellerSiteId,
      url: page.url,
      sellerTitle: page.title,
      db: tx,
    });
    await tx.update(unmatchedPages).set({ status: "accepted", productId, reviewedAt: now }).where(eq(unmatchedPages.id, unmatchedId));
    const learntAlias = page.title ? await learnProductAliasFromTitle({ productId, title: page.title, db: tx }) : null;
    return { offerId, learntAlias };
  });
}

/** An admin says a discovered page is not worth an offer (a device, a bundle…); discovery won't queue it again. */
export async function ignoreUnmatchedPage({
  unmatchedId,
  db = getDb(),
  now = new Date(),
}: {
  unmatchedId: number;
  db?: Db;
  now?: Date;
}): Promise<void> {
  const updated = await db
    .update(unmatchedPages)
    .set({ status: "ignored", reviewedAt: now })
    .where(and(eq(unmatchedPages.id, unmatchedId), eq(unmatchedPages.status, "pending")))
    .returning({ id: unmatchedPages.id });
  if (updated.length === 0) throw notFound("처리할 발견 페이지가 없습니다.");
}
