import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { countProductFacets } from "@/domains/catalog/listing/count-product-facets";
import { getProductDetail } from "@/domains/catalog/product/get-product-detail";
import { listDeals, listTopDeals } from "@/domains/catalog/listing/list-deals";
import { listHomeSections } from "@/domains/catalog/listing/list-home-sections";
import { listProductSummaries } from "@/domains/catalog/listing/list-product-summaries";
import { listProducts } from "@/domains/catalog/listing/list-products";
import { listSimilarProducts } from "@/domains/catalog/product/list-similar-products";
import { listSitemapProducts } from "@/domains/catalog/listing/list-sitemap-products";
import { DEFAULT_LISTING_PARAMS } from "@/domains/catalog/listing/listing-params";
import { productJsonLd } from "@/domains/catalog/product/product-json-ld";
import { listRecentPriceDrops } from "@/domains/catalog/pricing/ranking-signals";
import { recordOfferObservation } from "@/domains/catalog/pricing/record-offer-observation";
import { recordOutboundClick } from "@/domains/catalog/product/record-outbound-click";
import { reviews } from "@/domains/community/schema";
import { listProductReviews } from "@/domains/community/reviews/review-queries";
import { listNotifications } from "@/domains/notifications/list-notifications";
import { listNotificationsAfter } from "@/domains/notifications/notifications-for-digest";
import { notifications } from "@/domains/notifications/schema";
import { suggestSearch } from "@/domains/search/suggestions/suggest-search";
import { searchProducts } from "@/domains/search/search-products";
import type { CompliancePreset } from "@/domains/settings/compliance-policy";
import { setCompliancePreset } from "@/domains/settings/update-compliance-policy";
import { addWishlistItem } from "@/domains/wishlist/mutations";
import { planBasket } from "@/domains/wishlist/plan-basket";
import { collectPriceAlerts } from "@/domains/wishlist/price-alerts";
import { listWishlistItems, listWithheldWishes } from "@/domains/wishlist/queries";
import { createSavedSearch } from "@/domains/wishlist/saved-searches";
import { getDb } from "@/platform/db/client";
import { products } from "@/domains/catalog/schema";
import { createAdmin, createMember } from "../support/account-factories";
import { createManufacturer, createOffer, createSellerSite } from "../support/factories";
import { createSearchableProduct } from "../support/search-factories";
import { changeSiteSettings } from "../support/settings-factories";
import { describeEachDatabase } from "../support/test-db";

type Fixture = { id: number; name: string; chosung: string; typo: string; offerId: number; price: number; nicotine: boolean };

describeEachDatabase("the compliance policy on every surface (LAWFUL)", () => {
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let member: Awaited<ReturnType<typeof createMember>>;
  const fixtures: Fixture[] = [];

  beforeAll(async () => {
    admin = await createAdmin();
    member = await createMember();
    await changeSiteSettings({ priceAlertMinHours: 0 });
    await setCompliancePreset({ actor: admin, preset: "open" });
    const maker = await createManufacturer({ name: "정책시험" });
    const site = await createSellerSite({ shippingFee: 0, freeShippingThreshold: null });
    const specs = [
      { name: "청사과 민트", chosung: "ㅊㅅㄱ", typo: "청사곽 민트", nicotineMg: 9.8, nicotine: true },
      { name: "복숭아 아이스티", chosung: "ㅂㅅㅇ", typo: "복숭야 아이스티", nicotineMg: 0, nicotine: false },
    ];
    for (const spec of specs) {
      const product = await createSearchableProduct({
        name: spec.name,
        manufacturer: maker,
        nicotineMg: spec.nicotineMg,
        nicotineSource: spec.nicotine ? "synthetic" : "none",
        flavorTags: ["과일"],
      });
      const offer = await createOffer({ productId: product.id, sellerSiteId: site.id });
      await recordOfferObservation({ offerId: offer.id, price: 30_000, inStock: true, observedAt: new Date(Date.now() - 60_000) });
      await recordOfferObservation({ offerId: offer.id, price: 24_000, inStock: true });
      await addWishlistItem({ userId: member.id, productId: product.id, targetPrice: 100_000 });
      await getDb().insert(reviews).values({ productId: product.id, authorId: member.id, rating: 5, pros: "맛있어요" });
      await getDb()
        .insert(notifications)
        .values({ userId: member.id, type: "price_drop", content: `${spec.name} 가격 하락`, url: `/products/${product.id}` });
      fixtures.push({ ...spec, id: product.id, offerId: offer.id, price: 24_000 });
    }
  });

  /** Which surfaces show this product with a price, an offer or a shop link, or alert a member about it. */
  async function surfacesShowing(p: Fixture): Promise<string[]> {
    const shown: string[] = [];
    // 평소보다 낮음 as refreshPriceInsights would store it after 90 days of history (each drop below recomputes it from ours).
    await getDb()
      .update(products)
      .set({ typicalPriceLow: 40_000, typicalPriceHigh: 50_000, priceInsight: "low" })
      .where(eq(products.id, p.id));
    const has = (surface: string, yes: boolean) => void (yes && shown.push(surface));
    const listing = await listProducts({ inhalation: "MTL", params: DEFAULT_LISTING_PARAMS });
    has(
      "listing",
      listing.items.some((c) => c.id === p.id),
    );
    has(
      "search",
      (await searchProducts({ q: p.name })).items.some((c) => c.id === p.id),
    );
    has(
      "search 초성",
      (await searchProducts({ q: p.chosung })).items.some((c) => c.id === p.id),
    );
    has(
      "search typo",
      (await searchProducts({ q: p.typo })).items.some((c) => c.id === p.id),
    );
    const suggestions = await suggestSearch({ q: p.typo });
    has(
      "autocomplete",
      suggestions.items.some((s) => s.id === p.id) || (await suggestSearch({ q: p.chosung })).items.some((s) => s.id === p.id),
    );
    const home = await listHomeSections();
    has(
      "home",
      [...home.drops, ...home.newest, ...home.popular].some((c) => c.id === p.id),
    );
    has(
      "deals",
      (await listTopDeals({ limit: 50 })).some((c) => c.id === p.id),
    );
    has(
      "deals page",
      (await listDeals({ params: { inhalation: null, maker: null, page: 1 } })).items.some((c) => c.id === p.id),
    );
    const detail = await getProductDetail({ id: p.id });
    has("product page", detail !== null && detail.offers.length > 0);
    has("JSON-LD offers", detail !== null && "offers" in (productJsonLd(detail, "u") as object));
    has("compare", (await listProductSummaries({ ids: [p.id] })).length > 0);
    has(
      "similar",
      (await listSimilarProducts({ product: { id: -1, inhalation: "MTL", flavorTags: ["과일"], cooling: 0, lowestPrice: 0 } })).some(
        (c) => c.id === p.id,
      ),
    );
    has(
      "wishlist price",
      (await listWishlistItems({ userId: member.id })).some((w) => w.productId === p.id),
    );
    const basket = await planBasket({ userId: member.id, items: [{ productId: p.id, quantity: 1 }] });
    has(
      "basket",
      basket.orders.some((o) => o.lines.some((l) => l.productId === p.id)),
    );
    const go = await recordOutboundClick({ offerId: p.offerId, referrerPath: null });
    has("/go link", go !== null && "url" in go);
    has(
      "sitemap",
      (await listSitemapProducts()).some((s) => s.id === p.id),
    );
    has(
      "ranking",
      (await listRecentPriceDrops({ since: new Date(Date.now() - 86_400_000), limit: 100 })).some((d) => d.productId === p.id),
    );
    has("reviews", (await listProductReviews({ productId: p.id })).length > 0);
    const bell = await listNotifications({ userId: member.id, page: 1, limit: 50 });
    has(
      "bell",
      bell.notifications.some((n) => n.url === `/products/${p.id}`),
    );
    has(
      "e-mail digest",
      (await listNotificationsAfter({ userId: member.id, afterId: 0, kinds: ["price_drop"] })).some((n) => n.url === `/products/${p.id}`),
    );
    // A member saving the 입호흡 listing up to the next price hears of the product falling into it (once per saved search).
    const searcher = await createMember();
    const next = Math.round((p.price * 0.8) / 10) * 10;
    await createSavedSearch({ userId: searcher.id, path: "/mouth-inhalation", maxPrice: next + 100 });
    // A fresh drop of 20 %: who would be alerted (bell, push and e-mail all start from these alerts), saved search included.
    const drop = await recordOfferObservation({
      offerId: p.offerId,
      price: (p.price = Math.round((p.price * 0.8) / 10) * 10),
      inStock: true,
    });
    const alerts = await collectPriceAlerts({ events: drop.events });
    has(
      "price alert",
      alerts.some((a) => a.productId === p.id && a.kind !== "saved_search"),
    );
    has(
      "saved-search alert",
      alerts.some((a) => a.productId === p.id && a.kind === "saved_search"),
    );
    return shown;
  }

  const EVERY_SURFACE = [
    "listing",
    "search",
    "search 초성",
    "search typo",
    "autocomplete",
    "home",
    "deals",
    "deals page",
    "product page",
    "JSON-LD offers",
    "compare",
    "similar",
    "wishlist price",
    "basket",
    "/go link",
    "sitemap",
    "ranking",
    "reviews",
    "bell",
    "e-mail digest",
    "price alert",
    "saved-search alert",
  ];

  async function expectPolicy(preset: CompliancePreset) {
    await setCompliancePreset({ actor: admin, preset });
    for (const p of fixtures) {
      const withheld = preset === "KR-2026-04-24" && p.nicotine;
      expect(await surfacesShowing(p), `${p.name} under ${preset}`).toEqual(withheld ? [] : EVERY_SURFACE);
      const reasons = await listWithheldWishes({ userId: member.id });
      expect(
        reasons.some((w) => w.id === p.id && /니코틴 액상/.test(w.reason)),
        `wishlist says why, ${p.name} under ${preset}`,
      ).toBe(withheld);
    }
    // Counts: the listing's total and the maker facet count only what is allowed.
    const allowed = fixtures.filter((p) => preset === "open" || !p.nicotine).length;
    expect((await listProducts({ inhalation: "MTL", params: DEFAULT_LISTING_PARAMS })).total, `listing total under ${preset}`).toBe(
      allowed,
    );
    const facets = await countProductFacets({ inhalation: "MTL", params: DEFAULT_LISTING_PARAMS });
    expect(facets.maker.find((m) => m.label === "정책시험")?.count, `maker count under ${preset}`).toBe(allowed);
    const go = await recordOutboundClick({ offerId: fixtures[0]!.offerId, referrerPath: null });
    expect(go, "the /go answer of the nicotine liquid").toEqual(preset === "open" ? { url: expect.any(String) } : { withheld: true });
  }

  it("withholds a nicotine liquid from every public surface and alert under KR-2026-04-24, and shows both classes under open, switched both ways", async () => {
    await expectPolicy("KR-2026-04-24");
    await expectPolicy("open");
    await expectPolicy("KR-2026-04-24");
    await expectPolicy("open");
  }, 240_000);
});
