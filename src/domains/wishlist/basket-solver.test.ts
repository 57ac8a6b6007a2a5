import { describe, expect, it } from "vitest";
import { bruteForceBasket, randomBasketInstance, seededRandom } from "./basket-reference";
import { separateOrdersTotal, solveBasket } from "./basket-solver";

describe("solveBasket", () => {
  it("matches brute force on 1,200 random instances (prices, fees, thresholds, stock, quantities)", () => {
    const random = seededRandom(20261124);
    let checked = 0;
    for (let round = 0; round < 1200; round++) {
      const instance = randomBasketInstance({ random, items: 1 + (round % 7), shops: 1 + (round % 5), stock: 0.5 + random() * 0.5 });
      const solution = solveBasket(instance);
      expect(solution.total, `instance ${round}`).toBe(bruteForceBasket(instance).total);
      const summed = solution.orders.reduce((sum, order) => sum + order.subtotal + order.shipping, 0);
      expect(summed).toBe(solution.total);
      checked++;
    }
    expect(checked).toBe(1200);
  });

  it("buys every line from an in-stock offer of its shop, once per item", () => {
    const instance = randomBasketInstance({ random: seededRandom(7), items: 12, shops: 6 });
    const solution = solveBasket(instance);
    const lines = solution.orders.flatMap((order) => order.lines.map((line) => ({ ...line, shopId: order.shopId })));
    expect(lines.map((line) => line.itemId).sort((a, b) => a - b)).toEqual(instance.items.map((item) => item.itemId));
    for (const line of lines) {
      const item = instance.items.find((candidate) => candidate.itemId === line.itemId)!;
      expect(item.offers).toContainEqual({ offerId: line.offerId, shopId: line.shopId, unitPrice: line.unitPrice });
      expect(line.lineTotal).toBe(line.unitPrice * item.quantity);
    }
  });

  it("moves an item to a dearer shop when that lifts the order over its free-shipping threshold", () => {
    const shops = [
      { shopId: 1, shippingFee: 3000, freeShippingThreshold: 30000 },
      { shopId: 2, shippingFee: 3000, freeShippingThreshold: null },
    ];
    const items = [
      { itemId: 1, quantity: 1, offers: [{ offerId: 11, shopId: 1, unitPrice: 20000 }] },
      {
        itemId: 2,
        quantity: 1,
        offers: [
          { offerId: 21, shopId: 1, unitPrice: 10500 },
          { offerId: 22, shopId: 2, unitPrice: 9500 },
        ],
      },
    ];
    const solution = solveBasket({ items, shops });
    expect(solution.total).toBe(30500);
    expect(solution.orders).toEqual([
      {
        shopId: 1,
        subtotal: 30500,
        shipping: 0,
        lines: [expect.objectContaining({ offerId: 11 }), expect.objectContaining({ offerId: 21 })],
      },
    ]);
    expect(separateOrdersTotal({ items, shops })).toBe(23000 + 12500);
  });

  it("leaves out items nobody has in stock", () => {
    const solution = solveBasket({
      items: [{ itemId: 5, quantity: 1, offers: [] }],
      shops: [{ shopId: 1, shippingFee: 3000, freeShippingThreshold: null }],
    });
    expect(solution).toMatchObject({ orders: [], total: 0, unavailableItemIds: [5] });
  });
});
