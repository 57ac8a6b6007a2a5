import "server-only";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type Db } from "@/platform/db/client";
import { conflict, notFound } from "@/platform/errors";
import { nameKey } from "../matching";
import { refreshProductPricing } from "../refresh-product-pricing";
import { offers, productMerges, products, type MergeMoved } from "../schema";

/**
 * The catalogue's half of merging a duplicate `fromId` into `intoId`, in the caller's transaction: its offers
 * (their price history with them) move, its names become the kept product's aliases, it is hidden and its URL
 * now leads to the kept product; both prices are recomputed. The other domains' rows (wishes, reviews,
 * notifications) are moved by the caller through their own functions and recorded with `recordMergeMoves`.
 */
export async function mergeProductsInCatalog({
  fromId,
  intoId,
  db,
}: {
  fromId: number;
  intoId: number;
  db: Db;
}): Promise<{ mergeId: number }> {
  if (fromId === intoId) throw conflict("같은 상품끼리는 합칠 수 없습니다.", "same_product");
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      aliases: products.aliases,
      visible: products.visible,
      mergedIntoId: products.mergedIntoId,
    })
    .from(products)
    .where(inArray(products.id, [fromId, intoId]))
    .for("update");
  const from = rows.find((row) => row.id === fromId);
  const into = rows.find((row) => row.id === intoId);
  if (!from || !into) throw notFound("합칠 상품을 찾을 수 없습니다.");
  if (from.mergedIntoId !== null || into.mergedIntoId !== null) throw conflict("이미 다른 상품으로 합쳐진 상품입니다.", "already_merged");
  const moved = await db.update(offers).set({ productId: intoId }).where(eq(offers.productId, fromId)).returning({ id: offers.id });
  const known = new Set([into.name, ...into.aliases].map(nameKey));
  const aliasesAdded = [...new Set([from.name, ...from.aliases])].filter((name) => !known.has(nameKey(name)));
  await db
    .update(products)
    .set({ aliases: [...into.aliases, ...aliasesAdded] })
    .where(eq(products.id, intoId));
  await db.update(products).set({ mergedIntoId: intoId, visible: false }).where(eq(products.id, fromId));
  await refreshProductPricing(db, intoId);
  await refreshProductPricing(db, fromId);
  const [merge] = await db
    .insert(productMerges)
    .values({ fromId, intoId, fromWasVisible: from.visible, moved: { offers: moved.map((row) => row.id), aliases: aliasesAdded } })
    .returning({ id: productMerges.id });
  return { mergeId: merge!.id };
}

/** Adds what another domain moved for this merge (its row keys under `kind`), so the undo can move exactly those back. */
export async function recordMergeMoves({
  mergeId,
  kind,
  keys,
  db,
}: {
  mergeId: number;
  kind: string;
  keys: Array<string | number>;
  db: Db;
}) {
  const [merge] = await db.select({ moved: productMerges.moved }).from(productMerges).where(eq(productMerges.id, mergeId));
  if (!merge) throw notFound("합치기 기록을 찾을 수 없습니다.");
  await db
    .update(productMerges)
    .set({ moved: { ...merge.moved, [kind]: keys } })
    .where(eq(productMerges.id, mergeId));
}

/**
 * Takes a merge back, in the caller's transaction: the offers it moved return, the aliases it added go, the
 * duplicate is shown again (if it was) at its own URL. Answers what the other domains must move back.
 */
export async function undoMergeInCatalog({ mergeId, db, now = new Date() }: { mergeId: number; db: Db; now?: Date }) {
  const [merge] = await db.select().from(productMerges).where(eq(productMerges.id, mergeId)).for("update");
  if (!merge) throw notFound("합치기 기록을 찾을 수 없습니다.");
  if (merge.undoneAt) throw conflict("이미 되돌린 합치기입니다.", "already_undone");
  const { fromId, intoId, moved } = merge;
  const offerIds = (moved.offers ?? []).map(Number);
  if (offerIds.length > 0) {
    await db
      .update(offers)
      .set({ productId: fromId })
      .where(and(inArray(offers.id, offerIds), eq(offers.productId, intoId)));
  }
  const [into] = await db.select({ aliases: products.aliases }).from(products).where(eq(products.id, intoId)).for("update");
  const added = new Set((moved.aliases ?? []).map(String));
  await db
    .update(products)
    .set({ aliases: (into?.aliases ?? []).filter((name) => !added.has(name)) })
    .where(eq(products.id, intoId));
  await db.update(products).set({ mergedIntoId: null, visible: merge.fromWasVisible }).where(eq(products.id, fromId));
  await refreshProductPricing(db, intoId);
  await refreshProductPricing(db, fromId);
  await db.update(productMerges).set({ undoneAt: now }).where(eq(productMerges.id, mergeId));
  return { fromId, intoId, moved: moved as MergeMoved };
}

const MAX_HOPS = 5;

/** Where a merged product's URL leads (following merges of merges), or null for a product not merged away. */
export async function findMergedProductTarget({ id, db = getDb() }: { id: number; db?: Db }): Promise<number | null> {
  let target: number | null = null;
  for (let hop = 0, at = id; hop < MAX_HOPS; hop++) {
    const [row] = await db.select({ mergedIntoId: products.mergedIntoId }).from(products).where(eq(products.id, at));
    if (!row || row.mergedIntoId === null) break;
    target = at = row.mergedIntoId;
  }
  return target;
}

export type ProductMergeView = { id: number; fromId: number; fromName: string; intoId: number; intoName: string; mergedAt: Date };

/** The latest merges not undone, for /admin's undo list. */
export async function listRecentMerges(): Promise<ProductMergeView[]> {
  const fromProduct = alias(products, "from_product");
  const intoProduct = alias(products, "into_product");
  return getDb()
    .select({
      id: productMerges.id,
      fromId: productMerges.fromId,
      fromName: fromProduct.name,
      intoId: productMerges.intoId,
      intoName: intoProduct.name,
      mergedAt: productMerges.mergedAt,
    })
    .from(productMerges)
    .innerJoin(fromProduct, eq(fromProduct.id, productMerges.fromId))
    .innerJoin(intoProduct, eq(intoProduct.id, productMerges.intoId))
    .where(isNull(productMerges.undoneAt))
    .orderBy(desc(productMerges.mergedAt), desc(productMerges.id))
    .limit(20);
}
