import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "@/platform/db/client";
import { createPricedProduct } from "@tests/support/catalog-factories";
import { createOffer, createProduct, createSellerSite } from "@tests/support/factories";
import { describeEachDatabase } from "@tests/support/test-db";
import { getPriceHistory } from "./get-price-history";
import { getProductDetail } from "./get-product-detail";
import { listSimilarProducts } from "./list-similar-products";
import { sortOffers } from "./offer-order";
import { recordOfferObservation } from "../pricing/record-offer-observation";
import { recordOutboundClick } from "./record-outbound-click";
import { outboundClicks } from "../schema";

describeEachDatabase("product page queries", () => {
  it("lists every offer cheapest all-in first with shipping and 원/ml; the product's lowest is all-in", async () => {
    const freeAbove10k = await createSellerSite({ name: `무료배송몰 ${randomUUID()}`, shippingFee: 3_000, freeShippingThreshold: 10_000 });
    const paid = await createSellerSite({ name: `유료배송몰 ${randomUUID()}`, shippingFee: 3_000, freeShippingThreshold: null });
    const soldOut = await createSellerSite();
    const { product } = await createPricedProduct({
      volumeMl: 30,
      offers: [
        { price: 12_000, sellerSiteId: freeAbove10k.id },
        { price: 11_000, sellerSiteId: paid.id },
        { price: 8_000, sellerSiteId: soldOut.id, inStock: false },
      ],
    });
    const detail = (await getProductDetail({ id: product.id }))!;
    expect(detail.offers.map((o) => [o.price, o.shipping, o.total, o.perMl, o.inStock])).toEqual([
      [12_000, 0, 12_000, 400, true],
      [11_000, 3_000, 14_000, 367, true],
      [8_000, 3_000, 11_000, 267, false],
    ]);
    expect(detail.offers[0]!.siteName).toBe(freeAbove10k.name);
    expect([detail.product.lowestTotalPrice, detail.product.lowestPrice, detail.product.pricePerMl]).toEqual([12_000, 11_000, 400]);
    expect(sortOffers(detail.offers, "price").map((o) => o.price)).toEqual([11_000, 12_000, 8_000]);
  });

  it("answers null for a hidden or missing product", async () => {
    const { product } = await createPricedProduct({ visible: false });
    expect(await getProductDetail({ id: product.id })).toBeNull();
    expect(await getProductDetail({ id: 987_654_321 })).toBeNull();
  });

  it("computes daily lows overall and per shop, carrying a state across days", async () => {
    const product = await createProduct();
    // Crawled daily: both shops still answer at the end (the overall lows count only shops that do).
    const shopA = await createSellerSite({ name: `가게A ${randomUUID()}`, crawlIntervalMinutes: 24 * 60 });
    const shopB = await createSellerSite({ name: `가게B ${randomUUID()}`, crawlIntervalMinutes: 24 * 60 });
    const a = await createOffer({ productId: product.id, sellerSiteId: shopA.id });
    const b = await createOffer({ productId: product.id, sellerSiteId: shopB.id });
    const observe = (offerId: number, price: number, iso: string, inStock = true) =>
      recordOfferObservation({ offerId, price, inStock, observedAt: new Date(iso) });
    await observe(a.id, 10_000, "2026-10-01T00:00:00Z");
    await observe(b.id, 12_000, "2026-11-19T00:00:00Z");
    await observe(a.id, 9_000, "2026-11-20T01:00:00Z");
    await observe(a.id, 9_000, "2026-11-21T01:00:00Z", false);
    await observe(b.id, 12_000, "2026-11-22T02:00:00Z"); // unchanged: B still answers, so its price still holds

    const history = await getPriceHistory({ productId: product.id, days: 30, now: new Date("2026-11-22T03:00:00Z") });
    expect(history.days).toHaveLength(30);
    expect(history.days[0]).toBe("2026-10-24");
    expect(history.days.at(-1)).toBe("2026-11-22");
    const at = (day: string) => history.days.indexOf(day);
    expect(history.lowest[0]).toBe(10_000);
    expect(history.lowest.slice(at("2026-11-19"))).toEqual([10_000, 9_000, 9_000, 12_000]);
    const siteA = history.sites.find((s) => s.id === shopA.id)!;
    const siteB = history.sites.find((s) => s.id === shopB.id)!;
    expect(siteA.lows.slice(at("2026-11-19"))).toEqual([10_000, 9_000, 9_000, null]);
    expect(siteB.lows.slice(at("2026-11-18"))).toEqual([null, 12_000, 12_000, 12_000, 12_000]);
  });

  it("ends a shop's line where it stopped answering (two crawl intervals after its last reading); the lowest leaves it out", async () => {
    const product = await createProduct();
    const answering = await createSellerSite({ crawlIntervalMinutes: 60 });
    const closed = await createSellerSite({ crawlIntervalMinutes: 60 });
    const open = await createOffer({ productId: product.id, sellerSiteId: answering.id });
    const gone = await createOffer({ productId: product.id, sellerSiteId: closed.id });
    const observe = (offerId: number, price: number, iso: string) =>
      recordOfferObservation({ offerId, price, inStock: true, observedAt: new Date(iso) });
    await observe(open.id, 12_000, "2026-11-19T00:00:00Z");
    await observe(gone.id, 8_000, "2026-11-20T00:00:00Z"); // 09:00 in Seoul; never read again
    await observe(open.id, 12_000, "2026-11-22T02:00:00Z");

    const history = await getPriceHistory({ productId: product.id, days: 30, now: new Date("2026-11-22T03:00:00Z") });
    const from = history.days.indexOf("2026-11-19");
    // Its 8,000 of 11-20 nobody can pay now: the lowest, as the insight and the 역대 최저, reads the answering shop only.
    expect(history.lowest.slice(from)).toEqual([12_000, 12_000, 12_000, 12_000]);
    expect(history.sites.find((s) => s.id === closed.id)!.lows.slice(from)).toEqual([null, 8_000, null, null]);
  });

  it("finds similar products of the same type sharing a flavour, visible only", async () => {
    const tag = `비슷-${randomUUID().slice(0, 6)}`;
    const base = await createProduct({ flavorTags: [tag, "과일"] });
    const twoShared = await createProduct({ flavorTags: [tag, "과일"] });
    const oneShared = await createProduct({ flavorTags: [tag] });
    await createProduct({ flavorTags: [tag], visible: false });
    await createProduct({ flavorTags: [tag], inhalation: "DL" });
    const similar = await listSimilarProducts({ product: base });
    const ids = similar.map((p) => p.id);
    expect(ids.indexOf(twoShared.id)).toBeLessThan(ids.indexOf(oneShared.id));
    expect(ids).not.toContain(base.id);
    expect(similar.every((p) => p.inhalation === "MTL")).toBe(true);
    expect(ids.filter((id) => id > oneShared.id)).toEqual([]);
  });

  it("logs an outbound click with the price shown and the referring page", async () => {
    const { offers } = await createPricedProduct({ offers: [{ price: 13_300 }] });
    const target = await recordOutboundClick({ offerId: offers[0]!.id, referrerPath: "/products/1" });
    expect(target).toEqual({ url: offers[0]!.url });
    const [click] = await getDb().select().from(outboundClicks).where(eq(outboundClicks.offerId, offers[0]!.id));
    expect(click).toMatchObject({ productId: offers[0]!.productId, priceAtClick: 13_300, referrerPath: "/products/1" });
    expect(await recordOutboundClick({ offerId: 987_654_321, referrerPath: null })).toBeNull();
    const hidden = await createPricedProduct({ visible: false });
    expect(await recordOutboundClick({ offerId: hidden.offers[0]!.id, referrerPath: null })).toBeNull();
  });

  it("floods: 500 clicks from one address count once, bots never, yet every click is sent to the shop", async () => {
    const { offers } = await createPricedProduct({ offers: [{ price: 9_900 }] });
    const offerId = offers[0]!.id;
    const browser = {
      ip: `192.0.2.${Math.floor(Math.random() * 250)}-${randomUUID()}`,
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0",
    };
    for (let i = 0; i < 500; i++)
      expect(await recordOutboundClick({ offerId, referrerPath: null, from: browser })).toEqual({ url: offers[0]!.url });
    for (const userAgent of ["curl/8.5.0", "Mozilla/5.0 (compatible; Googlebot/2.1)", null])
      await recordOutboundClick({ offerId, referrerPath: null, from: { ip: randomUUID(), userAgent } });
    expect(await getDb().select().from(outboundClicks).where(eq(outboundClicks.offerId, offerId))).toHaveLength(1);
  });
});
