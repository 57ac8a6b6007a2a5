import "server-only";
import { listBuyableOffers } from "@/domains/catalog/pricing";
import { badRequest } from "@/platform/errors";
import { listWishlistProductIds } from "./queries";
import { separateOrdersTotal, solveBasket, type BasketShop } from "./basket-solver";

export type BasketPlan = {
  orders: Array<{
    sellerSiteId: number;
    siteName: string;
    lines: Array<{ productId: number; offerId: number; quantity: number; unitPrice: number; lineTotal: number }>;
    subtotal: number;
    shipping: number;
  }>;
  total: number;
  /** Each item bought on its own at its lowest all-in price, shipping paid each time. */
  baseline: number;
  /** Selected products no shop has in stock. */
  unavailableProductIds: number[];
};

/** The cheapest way to buy these wishlist items (a quantity each) across shops, each shop's shipping counted once per order. */
export async function planBasket({
  userId,
  items,
}: {
  userId: string;
  items: Array<{ productId: number; quantity: number }>;
}): Promise<BasketPlan> {
  const own = new Set(await listWishlistProductIds({ userId }));
  if (items.some((item) => !own.has(item.productId)))
    throw badRequest("관심상품에 담긴 상품만 장바구니에 넣을 수 있습니다.", "not_in_wishlist");
  const offers = await listBuyableOffers({ productIds: items.map((item) => item.productId) });
  // A shop's fee for the order: the highest its offers state, so the plan never promises less shipping than charged.
  const shops = new Map<number, BasketShop & { name: string }>();
  for (const offer of offers) {
    const shop = shops.get(offer.sellerSiteId);
    if (!shop || offer.shippingFee > shop.shippingFee) {
      shops.set(offer.sellerSiteId, {
        shopId: offer.sellerSiteId,
        name: offer.siteName,
        shippingFee: offer.shippingFee,
        freeShippingThreshold: offer.freeShippingThreshold,
      });
    }
  }
  const basketItems = items.map((item) => ({
    itemId: item.productId,
    quantity: item.quantity,
    offers: offers
      .filter((offer) => offer.productId === item.productId)
      .map((offer) => ({ offerId: offer.offerId, shopId: offer.sellerSiteId, unitPrice: offer.price })),
  }));
  const shopList = [...shops.values()];
  const solution = solveBasket({ items: basketItems, shops: shopList });
  return {
    orders: solution.orders.map((order) => ({
      sellerSiteId: order.shopId,
      siteName: shops.get(order.shopId)!.name,
      lines: order.lines.map(({ itemId, ...line }) => ({ productId: itemId, ...line })),
      subtotal: order.subtotal,
      shipping: order.shipping,
    })),
    total: solution.total,
    baseline: separateOrdersTotal({ items: basketItems, shops: shopList }),
    unavailableProductIds: solution.unavailableItemIds,
  };
}
