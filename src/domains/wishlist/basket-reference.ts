import { shippingFor, type BasketItem, type BasketShop } from "./basket-solver";

/** The basket solver's yardstick (unit tests and bench/basket): every assignment of items to shops, tried in turn. */
export function bruteForceBasket({ items, shops }: { items: BasketItem[]; shops: BasketShop[] }): { total: number; assignments: number } {
  const choices = items.map((item) =>
    shops.map((shop) => {
      const prices = item.offers.filter((offer) => offer.shopId === shop.shopId).map((offer) => offer.unitPrice * item.quantity);
      return prices.length ? Math.min(...prices) : Infinity;
    }),
  );
  const subtotal = new Array<number>(shops.length).fill(0);
  let best = Infinity;
  let assignments = 0;
  const visit = (i: number): void => {
    if (i === items.length) {
      assignments++;
      best = Math.min(
        best,
        subtotal.reduce((sum, sub, s) => sum + sub + shippingFor(shops[s]!, sub), 0),
      );
      return;
    }
    for (let s = 0; s < shops.length; s++) {
      // i < items.length and s < shops.length: choices is items × shops, subtotal one per shop.
      const line = choices[i]![s]!;
      if (line === Infinity) continue;
      subtotal[s]! += line;
      visit(i + 1);
      subtotal[s]! -= line;
    }
  };
  visit(0);
  return { total: best, assignments };
}

/** mulberry32: a small seeded generator, so random instances are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random basket like the demo shops': 100-won prices, 2,500–4,000원 fees, thresholds 30,000–80,000원 or none. */
export function randomBasketInstance({
  random,
  items,
  shops,
  stock = 0.8,
}: {
  random: () => number;
  items: number;
  shops: number;
  stock?: number;
}): {
  items: BasketItem[];
  shops: BasketShop[];
} {
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const shopList: BasketShop[] = Array.from({ length: shops }, (_, s) => ({
    shopId: s + 1,
    shippingFee: between(25, 40) * 100,
    freeShippingThreshold: random() < 0.8 ? between(30, 80) * 1000 : null,
  }));
  let offerId = 1;
  const itemList: BasketItem[] = Array.from({ length: items }, (_, i) => {
    const base = between(60, 250) * 100;
    const offers = shopList
      .filter((_, s) => random() < stock || s === i % shops)
      .map((shop) => ({ offerId: offerId++, shopId: shop.shopId, unitPrice: Math.max(100, base + between(-15, 15) * 100) }));
    return { itemId: i + 1, quantity: random() < 0.7 ? 1 : between(2, 3), offers };
  });
  return { items: itemList, shops: shopList };
}
