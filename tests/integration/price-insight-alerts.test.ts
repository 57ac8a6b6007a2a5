import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import * as itemRoute from "@/app/api/wishlist/[productId]/route";
import { addWishlistItem, updateWishlistItem } from "@/domains/wishlist/mutations";
import { wishlistItems } from "@/domains/wishlist/schema";
import { getDb } from "@/platform/db/client";
import { sessionCookieFor } from "../support/account-factories";
import { alertsFor, crawlForAlerts, createDropWatcher } from "../support/price-alert-fixtures";
import { crawledDaily } from "../support/price-insight-factories";
import { describeEachDatabase } from "../support/test-db";
import { callRoute } from "../support/wishlist-factories";

const itemOf = async (userId: string, productId: number) =>
  (
    await getDb()
      .select()
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
  )[0]!;

describeEachDatabase("평소보다 낮아지면 알림 (wishlist alert on the typical range)", () => {
  it("tells a member who chose it once when the lowest falls below the usual range, by less than a price-drop alert needs", async () => {
    // 40 days at 10,000: the usual range is 10,000; today 10,000 (평소 가격).
    const { product, offer } = await crawledDaily({ days: 40, price: () => 10_000, today: 10_000 });
    const [chose, plain] = [await createDropWatcher(), await createDropWatcher()];
    for (const member of [chose, plain]) await addWishlistItem({ userId: member.id, productId: product.id });
    await updateWishlistItem({ userId: chose.id, productId: product.id, alertBelowUsual: true });

    // 9,900: 1 % and 100원 down, under the drop threshold (3 % or 500원), but below the usual 10,000.
    const first = await crawlForAlerts(offer.id, 9_900);
    expect(alertsFor(first.alerts, plain.id)).toEqual([]);
    expect(alertsFor(first.alerts, chose.id)).toEqual([
      expect.objectContaining({ kind: "price_drop", content: expect.stringContaining("9,900원 (배송비 포함, 평소 10,000원보다 낮음)") }),
    ]);
    // Still below, lower again by a little: told once.
    expect(alertsFor((await crawlForAlerts(offer.id, 9_800)).alerts, chose.id)).toEqual([]);
  }, 120_000);

  it("is the alternative to a target price: choosing one clears the other; on while already below, today's price counts as told", async () => {
    const { product } = await crawledDaily({ days: 35, price: () => 20_000, today: 18_000 });
    const member = await createDropWatcher();
    await addWishlistItem({ userId: member.id, productId: product.id, targetPrice: 15_000 });
    await updateWishlistItem({ userId: member.id, productId: product.id, alertBelowUsual: true });
    // Already below (18,000 < 20,000): counted as announced, so the next crawl at that price tells nothing.
    expect(await itemOf(member.id, product.id)).toMatchObject({ alertBelowUsual: true, targetPrice: null, announcedPrice: 18_000 });
    await updateWishlistItem({ userId: member.id, productId: product.id, targetPrice: 16_000 });
    expect(await itemOf(member.id, product.id)).toMatchObject({ alertBelowUsual: false, targetPrice: 16_000 });
  }, 120_000);

  it("refuses a non-boolean choice over the API with a Korean message", async () => {
    const member = await createDropWatcher();
    const cookie = await sessionCookieFor(member);
    const answer = await callRoute(itemRoute.PATCH, {
      method: "PATCH",
      cookie,
      body: { alertBelowUsual: "yes" },
      params: { productId: "1" },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatchObject({
      message: expect.stringContaining("평소보다 낮아지면 알림 설정은 true 또는 false여야 합니다"),
    });
  });
});
