import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { createPricedProduct } from "../../../../tests/support/catalog-factories";
import { createSellerSite } from "../../../../tests/support/factories";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { recordPublishedShopInfo } from "./record-published-shop-info";
import { getShopProfile, listShopProducts } from "./shop-profile";

describeEachDatabase("shop profile", () => {
  it("counts the share of its buyable offers at their product's lowest all-in price, over visible products only", async () => {
    const terms = { shippingFee: 3_000, freeShippingThreshold: null };
    const shop = await createSellerSite(terms);
    const rival = await createSellerSite(terms);
    const cheapHere = await createPricedProduct({
      offers: [
        { price: 10_000, sellerSiteId: shop.id },
        { price: 12_000, sellerSiteId: rival.id },
      ],
    });
    await createPricedProduct({
      offers: [
        { price: 15_000, sellerSiteId: shop.id },
        { price: 9_000, sellerSiteId: rival.id },
      ],
    });
    // Withheld from the public: neither counted nor listed, though the shop is cheapest there.
    await createPricedProduct({ visible: false, offers: [{ price: 5_000, sellerSiteId: shop.id }] });
    // Sold out here: listed, not buyable, so not in the share.
    const soldOut = await createPricedProduct({
      offers: [
        { price: 4_000, sellerSiteId: shop.id, inStock: false },
        { price: 20_000, sellerSiteId: rival.id },
      ],
    });

    const profile = (await getShopProfile({ slug: shop.slug }))!;
    expect([profile.productCount, profile.buyableCount, profile.lowestShare]).toEqual([3, 2, 0.5]);
    const listed = await listShopProducts({ siteId: shop.id });
    expect(listed.total).toBe(3);
    expect(listed.products[0]!.id).toBe(cheapHere.product.id);
    expect(listed.products.map((p) => p.id)).toContain(soldOut.product.id);
  });

  it("shows an admin's entry over what the shop publishes, saying which is which; an empty reading keeps the last", async () => {
    const shop = await createSellerSite({ enteredInfo: { tradeName: "주식회사 확인상사" } });
    const at = new Date("2026-12-01T03:00:00Z");
    expect(
      (await recordPublishedShopInfo({ siteId: shop.id, info: { tradeName: "확인상사", registrationNumber: "123-45-67890" }, at })).changed,
    ).toBe(true);
    expect((await recordPublishedShopInfo({ siteId: shop.id, info: {}, at: new Date() })).changed).toBe(false);
    const profile = (await getShopProfile({ slug: shop.slug }))!;
    expect(profile.info.map(({ field, value, source }) => [field, value, source])).toEqual([
      ["tradeName", "주식회사 확인상사", "admin"],
      ["registrationNumber", "123-45-67890", "shop"],
    ]);
    expect([profile.verified, profile.infoReadAt, profile.lowestShare]).toEqual([true, at, null]);
  });

  it("answers null for a slug no shop has", async () => {
    expect(await getShopProfile({ slug: `no-such-${randomUUID()}` })).toBeNull();
  });
});
