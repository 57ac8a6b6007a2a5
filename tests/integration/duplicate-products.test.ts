import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { mergeDuplicateProducts, undoDuplicateMerge } from "@/app/admin/_data/merge-duplicate-products";
import { auditLog } from "@/domains/audit/schema";
import { findDuplicateProducts, listDuplicateProposals } from "@/domains/catalog/duplicates/duplicate-products";
import { findMergedProductTarget } from "@/domains/catalog/duplicates/merge-products";
import { learnProductAliasFromTitle } from "@/domains/catalog/shops/product-aliases";
import { offers, priceHistory, products } from "@/domains/catalog/schema";
import { loadMatchCatalog } from "@/domains/catalog/shops/shop-page-products";
import { createShopTitleMatcher } from "@/domains/catalog/matching/shop-title-matcher";
import { reviews } from "@/domains/community/schema";
import { notifications } from "@/domains/notifications/schema";
import { wishlistItems } from "@/domains/wishlist/schema";
import { getDb } from "@/platform/db/client";
import { createAdmin, createMember } from "../support/account-factories";
import { createManufacturer, createOffer, createProduct } from "../support/factories";
import { describeEachDatabase } from "../support/test-db";

const bottle = { inhalation: "MTL", nicotineForm: "salt", nicotineSource: "synthetic", nicotineMg: 9.8, volumeMl: 30 } as const;

async function duplicatePair() {
  const maker = await createManufacturer();
  const kept = await createProduct({ manufacturerId: maker.id, name: "레몬타르트", ...bottle });
  const duplicate = await createProduct({ manufacturerId: maker.id, name: "Lemon Tart", ...bottle });
  const otherBottle = await createProduct({ manufacturerId: maker.id, name: "레몬타르트", ...bottle, volumeMl: 60, nicotineMg: 3 });
  return { maker, kept, duplicate, otherBottle };
}

const productRow = async (id: number) => (await getDb().select().from(products).where(eq(products.id, id)))[0]!;

describeEachDatabase("duplicate products: found, merged with everything that hangs on them, undone", () => {
  it("proposes one bottle written in two scripts once, with the reason, and not another bottle of the liquid", async () => {
    const { kept, duplicate, otherBottle } = await duplicatePair();
    expect(await findDuplicateProducts()).toBeGreaterThanOrEqual(1);
    expect(await findDuplicateProducts()).toBe(0);
    const proposals = (await listDuplicateProposals()).filter((p) => p.products.some((product) => product.id === kept.id));
    expect(proposals).toHaveLength(1);
    expect(proposals[0]!.products.map((product) => product.id).sort()).toEqual([kept.id, duplicate.id].sort());
    expect(proposals[0]!.reason).toContain("발음이 같은 이름");
    expect(proposals[0]!.products.map((product) => product.id)).not.toContain(otherBottle.id);
  });

  it("moves offers, price history, wishes with their announced prices, reviews and notifications, leads the old URL on, and undoes it", async () => {
    const { kept, duplicate } = await duplicatePair();
    const db = getDb();
    const admin = await createAdmin();
    const [watcher, reviewer, both] = [await createMember(), await createMember(), await createMember()];
    const offer = await createOffer({ productId: duplicate.id, price: 12_900, inStock: true, lastCrawledAt: new Date() });
    await db.insert(priceHistory).values({ offerId: offer.id, price: 12_900, inStock: true, observedAt: new Date() });
    await db.insert(wishlistItems).values([
      { userId: watcher.id, productId: duplicate.id, targetPrice: 11_000, announcedPrice: 15_900 },
      { userId: both.id, productId: duplicate.id, targetPrice: 9_000 },
      { userId: both.id, productId: kept.id, targetPrice: 10_000 },
    ]);
    await db.insert(reviews).values({ productId: duplicate.id, authorId: reviewer.id, rating: 5 });
    await db
      .insert(notifications)
      .values({ userId: watcher.id, type: "price_drop", content: "가격이 내렸어요", url: `/products/${duplicate.id}?from=alert` });
    await findDuplicateProducts();
    const proposal = (await listDuplicateProposals()).find((p) => p.products.some((product) => product.id === duplicate.id))!;

    const { mergeId } = await mergeDuplicateProducts({ actor: admin, proposalId: proposal.id, intoId: kept.id });

    expect((await db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.productId).toBe(kept.id);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, watcher.id))).toMatchObject([
      { productId: kept.id, targetPrice: 11_000, announcedPrice: 15_900 },
    ]);
    // A member who wished for both keeps the kept product's wish; theirs on the duplicate stays with it.
    const bothWishes = await db.select().from(wishlistItems).where(eq(wishlistItems.userId, both.id));
    expect(bothWishes.map((wish) => [wish.productId, wish.targetPrice]).sort()).toEqual(
      [
        [duplicate.id, 9_000],
        [kept.id, 10_000],
      ].sort(),
    );
    expect((await db.select().from(reviews).where(eq(reviews.authorId, reviewer.id)))[0]!.productId).toBe(kept.id);
    expect((await db.select().from(notifications).where(eq(notifications.userId, watcher.id)))[0]!.url).toBe(
      `/products/${kept.id}?from=alert`,
    );
    expect(await productRow(kept.id)).toMatchObject({ reviewCount: 1, lowestPrice: 12_900, aliases: ["Lemon Tart"] });
    expect(await productRow(duplicate.id)).toMatchObject({ visible: false, mergedIntoId: kept.id, offerCount: 0, reviewCount: 0 });
    expect(await findMergedProductTarget({ id: duplicate.id })).toBe(kept.id);
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "product.merge"), eq(auditLog.targetId, String(duplicate.id)))),
    ).toHaveLength(1);
    // The matcher no longer sees the duplicate, and reads its name as the kept product's alias.
    const decide = createShopTitleMatcher(await loadMatchCatalog({ db }));
    const maker = (await loadMatchCatalog({ db })).products.find((product) => product.id === kept.id)!.manufacturer;
    expect(decide(`${maker} Lemon Tart 30ml 9.8mg`)).toMatchObject({ decision: "match", productId: kept.id });

    await undoDuplicateMerge({ actor: admin, mergeId });

    expect((await db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.productId).toBe(duplicate.id);
    expect((await db.select().from(wishlistItems).where(eq(wishlistItems.userId, watcher.id)))[0]).toMatchObject({
      productId: duplicate.id,
      announcedPrice: 15_900,
    });
    expect((await db.select().from(wishlistItems).where(eq(wishlistItems.userId, both.id))).length).toBe(2);
    expect((await db.select().from(reviews).where(eq(reviews.authorId, reviewer.id)))[0]!.productId).toBe(duplicate.id);
    expect((await db.select().from(notifications).where(eq(notifications.userId, watcher.id)))[0]!.url).toBe(
      `/products/${duplicate.id}?from=alert`,
    );
    expect(await productRow(duplicate.id)).toMatchObject({ visible: true, mergedIntoId: null, reviewCount: 1, lowestPrice: 12_900 });
    expect(await productRow(kept.id)).toMatchObject({ reviewCount: 0, aliases: [] });
    expect(await findMergedProductTarget({ id: duplicate.id })).toBeNull();
    await expect(undoDuplicateMerge({ actor: admin, mergeId })).rejects.toMatchObject({ status: 409 });
  });

  it("learns a title's name as an alias of the product an admin matched it to, unless a sibling has that name", async () => {
    const maker = await createManufacturer({ aliases: ["Dinner Lady T"] });
    const product = await createProduct({ manufacturerId: maker.id, name: "레몬타르트", ...bottle });
    await createProduct({ manufacturerId: maker.id, name: "블루 민트", ...bottle });
    expect(await learnProductAliasFromTitle({ productId: product.id, title: "[Dinner Lady T] Lemon Tart 30ml 9.8mg", db: getDb() })).toBe(
      "lemon tart",
    );
    expect(
      await learnProductAliasFromTitle({ productId: product.id, title: `${maker.name} 레몬타르트 30ml 9.8mg`, db: getDb() }),
    ).toBeNull();
    expect(await learnProductAliasFromTitle({ productId: product.id, title: "Dinner Lady T 블루민트 30ml", db: getDb() })).toBeNull();
    expect((await productRow(product.id)).aliases).toEqual(["lemon tart"]);
  });
});
