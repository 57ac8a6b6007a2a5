import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import * as itemRoute from "@/app/api/wishlist/[productId]/route";
import * as basketRoute from "@/app/api/wishlist/basket/route";
import * as idsRoute from "@/app/api/wishlist/ids/route";
import * as wishlistRoute from "@/app/api/wishlist/route";
import * as savedSearchRoute from "@/app/api/saved-searches/[id]/route";
import * as savedSearchesRoute from "@/app/api/saved-searches/route";
import { withdrawMember } from "@/domains/accounts/members/withdraw-member";
import { listSavedSearches } from "@/domains/wishlist/saved-searches";
import { wishlistItems } from "@/domains/wishlist/schema";
import "@/domains/wishlist/withdrawal-cleanup";
import { WISHLIST_CAP } from "@/domains/wishlist/wishlist-rules";
import { getDb } from "@/platform/db/client";
import { TEST_PASSWORD, createMember, sessionCookieFor } from "../support/account-factories";
import { createPricedProduct } from "../support/catalog-factories";
import { createSellerSite } from "../support/factories";
import { describeEachDatabase } from "../support/test-db";
import { callRoute, fillWishlist } from "../support/wishlist-factories";

async function signedInMember() {
  const member = await createMember();
  return { member, cookie: await sessionCookieFor(member) };
}

describeEachDatabase("wishlist and saved-search API", () => {
  it("answers 401 to visitors on every route", async () => {
    const calls = [
      callRoute(wishlistRoute.GET, {}),
      callRoute(wishlistRoute.POST, { method: "POST", body: { productId: 1 } }),
      callRoute(idsRoute.GET, {}),
      callRoute(itemRoute.PATCH, { method: "PATCH", body: { alertsEnabled: false }, params: { productId: "1" } }),
      callRoute(itemRoute.DELETE, { method: "DELETE", params: { productId: "1" } }),
      callRoute(basketRoute.POST, { method: "POST", body: { items: [{ productId: 1, quantity: 1 }] } }),
      callRoute(savedSearchesRoute.GET, {}),
      callRoute(savedSearchesRoute.POST, { method: "POST", body: { path: "/mouth-inhalation" } }),
      callRoute(savedSearchRoute.DELETE, { method: "DELETE", params: { id: "1" } }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(401);
  });

  it("adds idempotently (200 both times, one row) and lists the item with its card fields", async () => {
    const { member, cookie } = await signedInMember();
    const { product } = await createPricedProduct({ offers: [{ price: 12_000 }] });
    for (let i = 0; i < 2; i++) {
      const added = await callRoute(wishlistRoute.POST, { method: "POST", cookie, body: { productId: product.id } });
      expect(added.status).toBe(200);
    }
    const rows = await getDb().select().from(wishlistItems).where(eq(wishlistItems.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ productId: product.id, priceWhenAdded: 15_000, alertsEnabled: true });
    const listed = await callRoute(wishlistRoute.GET, { cookie });
    expect(listed.json.items).toEqual([
      expect.objectContaining({
        productId: product.id,
        priceWhenAdded: 15_000,
        targetPrice: null,
        product: expect.objectContaining({ name: product.name, lowestPrice: 12_000 }),
      }),
    ]);
    expect((await callRoute(idsRoute.GET, { cookie })).json).toEqual({ productIds: [product.id] });
  });

  it("keeps every member to their own items: another member's item answers 404 and is left alone", async () => {
    const owner = await signedInMember();
    const other = await signedInMember();
    const { product } = await createPricedProduct();
    await callRoute(wishlistRoute.POST, { method: "POST", cookie: owner.cookie, body: { productId: product.id, targetPrice: 9_000 } });
    const params = { productId: String(product.id) };
    expect((await callRoute(itemRoute.PATCH, { method: "PATCH", cookie: other.cookie, params, body: { targetPrice: 100 } })).status).toBe(
      404,
    );
    expect((await callRoute(itemRoute.DELETE, { method: "DELETE", cookie: other.cookie, params })).status).toBe(404);
    expect((await callRoute(wishlistRoute.GET, { cookie: other.cookie })).json.items).toEqual([]);
    expect((await callRoute(idsRoute.GET, { cookie: other.cookie })).json.productIds).toEqual([]);
    const basket = await callRoute(basketRoute.POST, {
      method: "POST",
      cookie: other.cookie,
      body: { items: [{ productId: product.id, quantity: 1 }] },
    });
    expect(basket.status).toBe(400);
    const [row] = await getDb().select().from(wishlistItems).where(eq(wishlistItems.userId, owner.member.id));
    expect(row).toMatchObject({ productId: product.id, targetPrice: 9_000 });

    const saved = await callRoute(savedSearchesRoute.POST, {
      method: "POST",
      cookie: owner.cookie,
      body: { path: "/mouth-inhalation?vg=50", maxPrice: 15_000 },
    });
    expect(saved.status).toBe(200);
    // Its link opens the listing with the saved price limit as the listing's own 최대 가격 filter.
    expect(saved.json.savedSearch).toMatchObject({ path: "/mouth-inhalation?vg=50", href: "/mouth-inhalation?vg=50&max=15000" });
    const id = String(saved.json.savedSearch.id);
    expect((await callRoute(savedSearchRoute.DELETE, { method: "DELETE", cookie: other.cookie, params: { id } })).status).toBe(404);
    expect((await callRoute(savedSearchesRoute.GET, { cookie: other.cookie })).json.savedSearches).toEqual([]);
    expect((await callRoute(savedSearchesRoute.GET, { cookie: owner.cookie })).json.savedSearches).toHaveLength(1);
    expect((await callRoute(savedSearchRoute.DELETE, { method: "DELETE", cookie: owner.cookie, params: { id } })).status).toBe(200);
  });

  it("updates and removes the caller's own item", async () => {
    const { cookie } = await signedInMember();
    const { product } = await createPricedProduct();
    await callRoute(wishlistRoute.POST, { method: "POST", cookie, body: { productId: product.id } });
    const params = { productId: String(product.id) };
    const patched = await callRoute(itemRoute.PATCH, {
      method: "PATCH",
      cookie,
      params,
      body: { targetPrice: 8_000, alertsEnabled: false },
    });
    expect(patched.json.item).toMatchObject({ targetPrice: 8_000, alertsEnabled: false });
    expect((await callRoute(itemRoute.DELETE, { method: "DELETE", cookie, params })).status).toBe(200);
    expect((await callRoute(itemRoute.DELETE, { method: "DELETE", cookie, params })).status).toBe(404);
  });

  it("answers bad ids and bodies with 400 and a Korean message", async () => {
    const { cookie } = await signedInMember();
    const answers = await Promise.all([
      callRoute(wishlistRoute.POST, { method: "POST", cookie, body: { productId: "abc" } }),
      callRoute(wishlistRoute.POST, { method: "POST", cookie, body: "{nope" }),
      callRoute(wishlistRoute.POST, { method: "POST", cookie, body: { productId: 1, targetPrice: -5 } }),
      callRoute(itemRoute.PATCH, { method: "PATCH", cookie, params: { productId: "x" }, body: { alertsEnabled: true } }),
      callRoute(itemRoute.PATCH, { method: "PATCH", cookie, params: { productId: "1" }, body: {} }),
      callRoute(itemRoute.DELETE, { method: "DELETE", cookie, params: { productId: "-1" } }),
      callRoute(basketRoute.POST, { method: "POST", cookie, body: { items: [] } }),
      callRoute(savedSearchesRoute.POST, { method: "POST", cookie, body: { path: "/admin/users" } }),
      callRoute(savedSearchesRoute.POST, { method: "POST", cookie, body: { path: "/mouth-inhalation?vg=lots" } }),
      callRoute(savedSearchRoute.DELETE, { method: "DELETE", cookie, params: { id: "0" } }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.json.error.message).toMatch(/[가-힣]/);
    }
    expect((await callRoute(wishlistRoute.POST, { method: "POST", cookie, body: { productId: 2_000_000_000 } })).status).toBe(404);
  });

  it(`caps a wishlist at ${WISHLIST_CAP} items with a Korean message`, async () => {
    const { member, cookie } = await signedInMember();
    const [firstId] = await fillWishlist({ userId: member.id, count: WISHLIST_CAP });
    const { product } = await createPricedProduct();
    const refused = await callRoute(wishlistRoute.POST, { method: "POST", cookie, body: { productId: product.id } });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toEqual({ code: "wishlist_full", message: expect.stringContaining("500개") });
    // Adding one already there is still fine at the cap.
    expect((await callRoute(wishlistRoute.POST, { method: "POST", cookie, body: { productId: firstId } })).status).toBe(200);
  });

  it("plans the cheapest basket across shops: orders add up to the total, never above the separate orders", async () => {
    const { cookie } = await signedInMember();
    const big = await createSellerSite({ shippingFee: 3000, freeShippingThreshold: 30_000 });
    const small = await createSellerSite({ shippingFee: 3000, freeShippingThreshold: null });
    const a = await createPricedProduct({ offers: [{ price: 20_000, sellerSiteId: big.id }] });
    const b = await createPricedProduct({
      offers: [
        { price: 10_500, sellerSiteId: big.id },
        { price: 9_500, sellerSiteId: small.id },
      ],
    });
    for (const { product } of [a, b]) await callRoute(wishlistRoute.POST, { method: "POST", cookie, body: { productId: product.id } });
    const plan = await callRoute(basketRoute.POST, {
      method: "POST",
      cookie,
      body: {
        items: [
          { productId: a.product.id, quantity: 1 },
          { productId: b.product.id, quantity: 1 },
        ],
      },
    });
    expect(plan.status).toBe(200);
    expect(plan.json).toMatchObject({ total: 30_500, baseline: 35_500, unavailableProductIds: [] });
    expect(plan.json.orders).toEqual([
      expect.objectContaining({
        sellerSiteId: big.id,
        subtotal: 30_500,
        shipping: 0,
        lines: [expect.objectContaining({ productId: a.product.id }), expect.objectContaining({ productId: b.product.id })],
      }),
    ]);
  });
});

describeEachDatabase("wishlist on withdrawal", () => {
  it("erases a withdrawing member's wishlist and saved searches", async () => {
    const { member, cookie } = await signedInMember();
    const { product } = await createPricedProduct();
    await callRoute(wishlistRoute.POST, { method: "POST", cookie, body: { productId: product.id } });
    await callRoute(savedSearchesRoute.POST, { method: "POST", cookie, body: { path: "/lung-inhalation" } });
    await withdrawMember({ userId: member.id, password: TEST_PASSWORD });
    expect(await getDb().select().from(wishlistItems).where(eq(wishlistItems.userId, member.id))).toEqual([]);
    expect(await listSavedSearches({ userId: member.id })).toEqual([]);
  });
});
