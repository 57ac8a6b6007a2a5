"use client";

import Link from "next/link";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { BasketPlanner } from "./basket-planner";
import type { WishlistItemView } from "../queries";
import { SavedSearchList } from "./saved-search-list";
import type { SavedSearchView } from "../saved-searches";
import { apiErrorMessage } from "../api-error-message";
import { priceChangeOf, WishlistItemRow, type WishlistItemPatch } from "./wishlist-item-row";

const SORTS = { added: "담은 순", price: "가격 낮은 순", change: "많이 내린 순" } as const;
type Sort = keyof typeof SORTS;
const MAX_COMPARE = 4;

function sortItems(items: WishlistItemView[], sort: Sort): WishlistItemView[] {
  const last = Number.MAX_SAFE_INTEGER;
  if (sort === "added") return items;
  const key = (item: WishlistItemView) => (sort === "price" ? (item.product.lowestTotalPrice ?? last) : (priceChangeOf(item) ?? last));
  return [...items].sort((a, b) => key(a) - key(b));
}

/** /wishlist: 관심상품 (prices, targets, alerts, compare, basket) and 저장한 검색, as two tabs. */
export function WishlistView({ initialItems, initialSearches }: { initialItems: WishlistItemView[]; initialSearches: SavedSearchView[] }) {
  const [tab, setTab] = useState<"items" | "searches">("items");
  const [items, setItems] = useState(initialItems);
  const [searches, setSearches] = useState(initialSearches);
  const [sort, setSort] = useState<Sort>("added");
  const [basket, setBasket] = useState<Map<number, number>>(new Map());
  const [compare, setCompare] = useState<number[]>([]);
  const names = useMemo(() => new Map(items.map((item) => [item.productId, item.product.name])), [items]);

  const update = async (productId: number, patch: WishlistItemPatch): Promise<boolean> => {
    const before = items;
    setItems(items.map((item) => (item.productId === productId ? { ...item, ...patch } : item)));
    const response = await fetch(`/api/wishlist/${productId}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(patch),
    }).catch(() => null);
    if (response?.ok) {
      // A target and 평소보다 낮아지면 알림 exclude each other: take both as the server left them.
      const { item } = (await response.json()) as { item: { targetPrice: number | null; alertBelowUsual: boolean } };
      setItems((now) =>
        now.map((it) =>
          it.productId === productId ? { ...it, targetPrice: item.targetPrice, alertBelowUsual: item.alertBelowUsual } : it,
        ),
      );
      if (patch.targetPrice !== undefined) toast.success(patch.targetPrice === null ? "목표가를 지웠습니다." : "목표가를 저장했습니다.");
      if (patch.alertBelowUsual) toast.success("평소 가격보다 낮아지면 알려 드릴게요.");
      return true;
    }
    setItems(before);
    toast.error(response ? await apiErrorMessage(response) : "네트워크 오류로 저장하지 못했습니다.");
    return false;
  };
  const remove = async (productId: number) => {
    const before = items;
    setItems(items.filter((item) => item.productId !== productId));
    const response = await fetch(`/api/wishlist/${productId}`, { method: "DELETE" }).catch(() => null);
    if (response?.ok || response?.status === 404) return;
    setItems(before);
    toast.error(response ? await apiErrorMessage(response) : "네트워크 오류로 지우지 못했습니다.");
  };
  const setQuantity = (productId: number, quantity: number) =>
    setBasket((current) => {
      const next = new Map(current);
      if (quantity > 0) next.set(productId, quantity);
      else next.delete(productId);
      return next;
    });
  const toggleCompare = (productId: number, on: boolean) => {
    if (on && compare.length >= MAX_COMPARE) return void toast.error(`비교는 ${MAX_COMPARE}개까지 할 수 있습니다.`);
    setCompare(on ? [...compare, productId] : compare.filter((id) => id !== productId));
  };
  const picks = [...basket].filter(([id]) => names.has(id)).map(([productId, quantity]) => ({ productId, quantity }));
  const tabClass = (on: boolean) =>
    `h-10 flex-1 rounded-lg text-sm font-semibold sm:flex-none sm:px-5 ${on ? "bg-white shadow-sm ring-1 ring-gray-200" : "text-gray-600"}`;

  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" className="flex gap-1 rounded-xl bg-gray-100 p-1">
        <button
          type="button"
          role="tab"
          aria-selected={tab === "items"}
          onClick={() => setTab("items")}
          className={tabClass(tab === "items")}
        >
          {`관심상품 ${items.length}`}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === "searches"}
          onClick={() => setTab("searches")}
          className={tabClass(tab === "searches")}
        >
          {`저장한 검색 ${searches.length}`}
        </button>
      </div>
      {tab === "searches" ? (
        <SavedSearchList searches={searches} onChange={setSearches} />
      ) : items.length === 0 ? (
        <div className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200" data-testid="wishlist-empty">
          <p className="font-semibold">아직 찜한 상품이 없습니다.</p>
          <p className="mt-1 text-sm text-gray-600">
            상품의 하트를 누르면 여기서 가격 변화를 지켜보고, 목표가에 닿으면 알림을 받을 수 있어요.
          </p>
          <div className="mt-3 flex justify-center gap-2">
            <Link href="/mouth-inhalation" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
              입호흡 둘러보기
            </Link>
            <Link href="/lung-inhalation" className="rounded-lg bg-gray-900 px-4 py-2 text-sm font-semibold text-white">
              폐호흡 둘러보기
            </Link>
          </div>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label className="flex items-center gap-2 text-sm">
              정렬
              <select
                value={sort}
                onChange={(event) => setSort(event.target.value as Sort)}
                className="h-9 rounded-lg border border-gray-300 bg-white px-2"
                data-testid="wishlist-sort"
              >
                {Object.entries(SORTS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            {compare.length >= 2 ? (
              <Link
                href={`/compare?ids=${compare.join(",")}`}
                className="rounded-lg bg-gray-900 px-3 py-2 text-sm font-semibold text-white"
                data-testid="compare-link"
              >
                {`선택한 ${compare.length}개 비교`}
              </Link>
            ) : (
              <span className="text-xs text-gray-600">‘비교’를 2~4개 고르면 나란히 비교할 수 있어요.</span>
            )}
          </div>
          <ul className="flex flex-col gap-3">
            {sortItems(items, sort).map((item) => (
              <WishlistItemRow
                key={item.productId}
                item={item}
                onUpdate={(patch) => update(item.productId, patch)}
                onRemove={() => void remove(item.productId)}
                basketQuantity={basket.get(item.productId) ?? 0}
                onBasketQuantity={(quantity) => setQuantity(item.productId, quantity)}
                compared={compare.includes(item.productId)}
                onCompare={(on) => toggleCompare(item.productId, on)}
              />
            ))}
          </ul>
          <BasketPlanner picks={picks} names={names} />
        </>
      )}
    </div>
  );
}
