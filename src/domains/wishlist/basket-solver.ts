/** A shop's shipping rule: one fee per order, free when the order's subtotal reaches the threshold (null: never free). */
export type BasketShop = { shopId: number; shippingFee: number; freeShippingThreshold: number | null };
/** One item to buy (its whole quantity from one shop) and its in-stock offers. */
export type BasketItem = { itemId: number; quantity: number; offers: Array<{ offerId: number; shopId: number; unitPrice: number }> };

export type BasketLine = { itemId: number; offerId: number; quantity: number; unitPrice: number; lineTotal: number };
export type BasketOrder = { shopId: number; lines: BasketLine[]; subtotal: number; shipping: number };
export type BasketSolution = {
  orders: BasketOrder[];
  total: number;
  /** Items with no in-stock offer: left out of the orders. */
  unavailableItemIds: number[];
  /** Search nodes the branch and bound visited (for the bench). */
  nodes: number;
};

/** What an order of `subtotal` pays for shipping at `shop`. */
export function shippingFor(shop: BasketShop, subtotal: number): number {
  if (subtotal === 0) return 0;
  return shop.freeShippingThreshold !== null && subtotal >= shop.freeShippingThreshold ? 0 : shop.shippingFee;
}

/*
 * Typed-array reads below carry `!`: every index is in bounds by construction. Items are indexed by i or k in
 * [0, n), shops by s in [0, m), flat tables by i * m + s (or k * m + s) of size n * m, restMin/restAt by k in
 * [0, n]; an assignment holds a shop index in [0, m) for every item.
 */
type Problem = {
  n: number;
  m: number;
  /** cost[i * m + s]: item i's line total at shop s (Infinity when not sold there). */
  cost: Float64Array;
  offerAt: Int32Array;
  fee: Float64Array;
  threshold: Float64Array;
  items: BasketItem[];
  shops: BasketShop[];
};

function buildProblem(items: BasketItem[], shops: BasketShop[]): Problem {
  const m = shops.length;
  const shopIndex = new Map(shops.map((shop, s) => [shop.shopId, s]));
  const cost = new Float64Array(items.length * m).fill(Infinity);
  const offerAt = new Int32Array(items.length * m).fill(-1);
  items.forEach((item, i) => {
    for (const offer of item.offers) {
      const s = shopIndex.get(offer.shopId);
      const line = offer.unitPrice * item.quantity;
      if (s !== undefined && line < cost[i * m + s]!) {
        cost[i * m + s] = line;
        offerAt[i * m + s] = offer.offerId;
      }
    }
  });
  const fee = Float64Array.from(shops, (shop) => shop.shippingFee);
  const threshold = Float64Array.from(shops, (shop) => shop.freeShippingThreshold ?? Infinity);
  return { n: items.length, m, cost, offerAt, fee, threshold, items, shops };
}

function totalOf(p: Problem, assignment: Int32Array): number {
  const subtotal = new Float64Array(p.m);
  let total = 0;
  for (let i = 0; i < p.n; i++) subtotal[assignment[i]!]! += p.cost[i * p.m + assignment[i]!]!;
  for (let s = 0; s < p.m; s++) {
    if (subtotal[s] === 0) continue;
    total += subtotal[s]! + (subtotal[s]! >= p.threshold[s]! ? 0 : p.fee[s]!);
  }
  return total;
}

/** A good first answer: for every set of shops, each item at its cheapest shop of the set; then single-item moves. */
function seedIncumbent(p: Problem): { total: number; assignment: Int32Array } {
  let best = { total: Infinity, assignment: new Int32Array(p.n) };
  const trial = new Int32Array(p.n);
  for (let mask = 1; mask < 1 << p.m; mask++) {
    let feasible = true;
    for (let i = 0; i < p.n && feasible; i++) {
      let pick = -1;
      for (let s = 0; s < p.m; s++) {
        if (mask & (1 << s) && p.cost[i * p.m + s]! < (pick < 0 ? Infinity : p.cost[i * p.m + pick]!)) pick = s;
      }
      if (pick < 0) feasible = false;
      else trial[i] = pick;
    }
    if (!feasible) continue;
    const total = totalOf(p, trial);
    if (total < best.total) best = { total, assignment: trial.slice() };
  }
  for (let improved = true; improved;) {
    improved = false;
    for (let i = 0; i < p.n; i++) {
      for (let s = 0; s < p.m; s++) {
        if (s === best.assignment[i] || p.cost[i * p.m + s] === Infinity) continue;
        const moved = best.assignment.slice();
        moved[i] = s;
        const total = totalOf(p, moved);
        if (total < best.total) {
          best = { total, assignment: moved };
          improved = true;
        }
      }
    }
  }
  return best;
}

/**
 * The exact cheapest way to buy every item: depth-first branch and bound over items (dearest first), bounded
 * below by the items' cheapest prices plus, for each open shop under its threshold, the least of its fee and
 * the cheapest (fractional) extra spend that could still lift it over the threshold.
 */
function branchAndBound(p: Problem): { total: number; assignment: Int32Array; nodes: number } {
  const { n, m, cost, fee, threshold } = p;
  const minCost = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    minCost[i] = Infinity;
    for (let s = 0; s < m; s++) minCost[i] = Math.min(minCost[i]!, cost[i * m + s]!);
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => minCost[b]! - minCost[a]!);
  const c = new Float64Array(n * m);
  const cheapest = new Float64Array(n);
  order.forEach((i, k) => {
    cheapest[k] = minCost[i]!;
    for (let s = 0; s < m; s++) c[k * m + s] = cost[i * m + s]!;
  });
  const restMin = new Float64Array(n + 1);
  const restAt = new Float64Array((n + 1) * m);
  for (let k = n - 1; k >= 0; k--) {
    restMin[k] = restMin[k + 1]! + cheapest[k]!;
    for (let s = 0; s < m; s++) restAt[k * m + s] = restAt[(k + 1) * m + s]! + (c[k * m + s] === Infinity ? 0 : c[k * m + s]!);
  }
  // Per shop, items by extra spend per won added (cheapest way to raise that shop's subtotal first).
  const coverOrder = Array.from({ length: m }, (_, s) =>
    Int32Array.from(
      Array.from({ length: n }, (_, k) => k)
        .filter((k) => c[k * m + s] !== Infinity)
        .sort((a, b) => (c[a * m + s]! - cheapest[a]!) / c[a * m + s]! - (c[b * m + s]! - cheapest[b]!) / c[b * m + s]!),
    ),
  );

  const seed = seedIncumbent(p);
  let bestTotal = seed.total;
  const bestByPosition = new Int32Array(n);
  order.forEach((i, k) => (bestByPosition[k] = seed.assignment[i]!));
  const current = new Int32Array(n);
  const subtotal = new Float64Array(m);
  let nodes = 0;

  const shippingBound = (k: number): number => {
    let bound = 0;
    for (let s = 0; s < m; s++) {
      const sub = subtotal[s]!;
      if (sub === 0 || sub >= threshold[s]!) continue;
      const deficit = threshold[s]! - sub;
      if (restAt[k * m + s]! < deficit) {
        bound += fee[s]!;
        continue;
      }
      let need = deficit;
      let extra = 0;
      for (const j of coverOrder[s]!) {
        if (j < k) continue;
        const add = c[j * m + s]!;
        const over = c[j * m + s]! - cheapest[j]!;
        if (add >= need) {
          extra += (over * need) / add;
          need = 0;
          break;
        }
        extra += over;
        need -= add;
        if (extra >= fee[s]!) break;
      }
      bound += Math.min(fee[s]!, extra);
    }
    return bound;
  };

  const options = new Int32Array(n * m);
  const optionCost = new Float64Array(n * m);
  const visit = (k: number, spent: number): void => {
    nodes++;
    if (k === n) {
      let total = spent;
      for (let s = 0; s < m; s++) if (subtotal[s]! > 0 && subtotal[s]! < threshold[s]!) total += fee[s]!;
      if (total < bestTotal) {
        bestTotal = total;
        bestByPosition.set(current);
      }
      return;
    }
    if (spent + restMin[k]! + shippingBound(k) >= bestTotal) return;
    // Cheapest step first: the line plus the shipping it starts or saves.
    let count = 0;
    for (let s = 0; s < m; s++) {
      const line = c[k * m + s]!;
      if (line === Infinity) continue;
      const before = subtotal[s]! > 0 && subtotal[s]! < threshold[s]! ? fee[s]! : 0;
      const after = subtotal[s]! + line < threshold[s]! ? fee[s]! : 0;
      let at = count++;
      const key = line + after - before;
      while (at > 0 && optionCost[k * m + at - 1]! > key) {
        options[k * m + at] = options[k * m + at - 1]!;
        optionCost[k * m + at] = optionCost[k * m + at - 1]!;
        at--;
      }
      options[k * m + at] = s;
      optionCost[k * m + at] = key;
    }
    for (let o = 0; o < count; o++) {
      const s = options[k * m + o]!;
      const line = c[k * m + s]!;
      current[k] = s;
      subtotal[s]! += line;
      visit(k + 1, spent + line);
      subtotal[s]! -= line;
    }
  };
  visit(0, 0);
  const assignment = new Int32Array(n);
  order.forEach((i, k) => (assignment[i] = bestByPosition[k]!));
  return { total: bestTotal, assignment, nodes };
}

function ordersOf(p: Problem, assignment: Int32Array): BasketOrder[] {
  const orders = new Map<number, BasketOrder>();
  p.items.forEach((item, i) => {
    const s = assignment[i]!;
    const shop = p.shops[s]!;
    const lineTotal = p.cost[i * p.m + s]!;
    const order = orders.get(s) ?? { shopId: shop.shopId, lines: [], subtotal: 0, shipping: 0 };
    order.lines.push({
      itemId: item.itemId,
      offerId: p.offerAt[i * p.m + s]!,
      quantity: item.quantity,
      unitPrice: lineTotal / item.quantity,
      lineTotal,
    });
    order.subtotal += lineTotal;
    orders.set(s, order);
  });
  return [...orders.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, order]) => ({ ...order, shipping: shippingFor(p.shops[s]!, order.subtotal) }));
}

/** The cheapest way to buy every item (each item's whole quantity from one shop), counting each shop's shipping once. */
export function solveBasket({ items, shops }: { items: BasketItem[]; shops: BasketShop[] }): BasketSolution {
  const known = new Set(shops.map((shop) => shop.shopId));
  const buyable = items.filter((item) => item.quantity > 0 && item.offers.some((offer) => known.has(offer.shopId)));
  const unavailableItemIds = items.filter((item) => !buyable.includes(item)).map((item) => item.itemId);
  if (buyable.length === 0) return { orders: [], total: 0, unavailableItemIds, nodes: 0 };
  const problem = buildProblem(buyable, shops);
  const { total, assignment, nodes } = branchAndBound(problem);
  return { orders: ordersOf(problem, assignment), total, unavailableItemIds, nodes };
}

/** Buying each item on its own at its cheapest all-in price (its own shipping each): what the basket saves against. */
export function separateOrdersTotal({ items, shops }: { items: BasketItem[]; shops: BasketShop[] }): number {
  const byId = new Map(shops.map((shop) => [shop.shopId, shop]));
  let total = 0;
  for (const item of items) {
    let best = Infinity;
    for (const offer of item.offers) {
      const shop = byId.get(offer.shopId);
      if (!shop) continue;
      const line = offer.unitPrice * item.quantity;
      best = Math.min(best, line + shippingFor(shop, line));
    }
    if (best !== Infinity) total += best;
  }
  return total;
}
