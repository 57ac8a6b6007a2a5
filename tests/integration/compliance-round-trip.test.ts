import { count, eq, inArray, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { listProductSummaries } from "@/domains/catalog/listing/list-product-summaries";
import { recordOfferObservation } from "@/domains/catalog/pricing/record-offer-observation";
import { offers, priceHistory, products } from "@/domains/catalog/schema";
import { listNotifications } from "@/domains/notifications/list-notifications";
import { notifications } from "@/domains/notifications/schema";
import { getCompliancePolicy } from "@/domains/settings/get-compliance-policy";
import { setCompliancePreset } from "@/domains/settings/update-compliance-policy";
import { addWishlistItem } from "@/domains/wishlist/mutations";
import { wishlistItems } from "@/domains/wishlist/schema";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { createAdmin, createMember } from "../support/account-factories";
import { createOffer, createProduct } from "../support/factories";
import { describeEachDatabase } from "../support/test-db";

describeEachDatabase("a round trip of the compliance policy loses nothing (LAWFUL)", () => {
  it("keeps every offer, history row, wish and notification of a withheld nicotine liquid, which comes back whole", async () => {
    const admin = await createAdmin();
    await setCompliancePreset({ actor: admin, preset: "open" });
    const product = await createProduct({ nicotineMg: 6, nicotineSource: "tobacco_leaf" });
    const members = [await createMember(), await createMember()];
    for (const price of [21_000, 19_500, 20_500]) {
      const offer = await createOffer({ productId: product.id });
      for (const [i, step] of [3_000, 0, 1_500].entries())
        await recordOfferObservation({
          offerId: offer.id,
          price: price + step,
          inStock: true,
          observedAt: new Date(Date.now() - (3 - i) * 60_000),
        });
    }
    for (const member of members) {
      await addWishlistItem({ userId: member.id, productId: product.id, targetPrice: 15_000 });
      await getDb()
        .insert(notifications)
        .values({ userId: member.id, type: "price_drop", content: "가격 하락", url: `/products/${product.id}` });
    }

    const counts = async () => {
      const db = getDb();
      const offerIds = (await db.select({ id: offers.id }).from(offers).where(eq(offers.productId, product.id))).map((o) => o.id);
      const [[history], [wishes], [notes], [row]] = await Promise.all([
        db.select({ n: count() }).from(priceHistory).where(inArray(priceHistory.offerId, offerIds)),
        db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.productId, product.id)),
        db
          .select({ n: count() })
          .from(notifications)
          .where(eq(notifications.url, `/products/${product.id}`)),
        db
          .select({ lowest: products.lowestTotalPrice, legalClass: products.legalClass, visible: products.visible })
          .from(products)
          .where(eq(products.id, product.id)),
      ]);
      return { offers: offerIds.length, history: history!.n, wishes: wishes!.n, notifications: notes!.n, product: row };
    };
    const before = await counts();
    expect(before).toMatchObject({ offers: 3, wishes: 2, notifications: 2, product: { legalClass: "nicotine_liquid", visible: true } });
    expect(before.history).toBeGreaterThanOrEqual(9);
    const shownLowest = (await listProductSummaries({ ids: [product.id] }))[0]!.lowestTotalPrice;

    await setCompliancePreset({ actor: admin, preset: "KR-2026-04-24" });
    expect(await listProductSummaries({ ids: [product.id] })).toEqual([]);
    expect((await listNotifications({ userId: members[0]!.id, page: 1, limit: 20 })).notifications).toEqual([]);
    expect(await counts(), "while withheld").toEqual(before);

    await setCompliancePreset({ actor: admin, preset: "open" });
    expect(await counts(), "after the round trip").toEqual(before);
    expect((await listProductSummaries({ ids: [product.id] }))[0]!.lowestTotalPrice).toBe(shownLowest);
    expect((await listNotifications({ userId: members[0]!.id, page: 1, limit: 20 })).notifications).toHaveLength(1);
    expect(await getCompliancePolicy()).toMatchObject({ preset: "open", changedBy: expect.any(String) });
    const [audited] = await queryRows<{ n: number }>(
      getDb(),
      sql`select count(*)::int as n from audit_log where action = 'compliance.preset'`,
    );
    expect(Number(audited!.n)).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
