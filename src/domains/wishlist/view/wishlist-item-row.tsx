"use client";

import { Trash2 } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { formatWon } from "@/ui/format-won";
import { strengthLabel } from "@/domains/catalog/labels";
import { ProductRowThumb } from "@/domains/catalog/product-thumb";
import { Price } from "@/ui/price";
import { PriceDrop } from "@/ui/price-drop";
import type { WishlistItemView } from "../queries";
import { readWonInput } from "../won-input";
import { seoulFormat } from "@/platform/time/seoul";

const addedDate = seoulFormat("ko-KR", { year: "numeric", month: "numeric", day: "numeric" });

/** Change of the lowest all-in price since the item was added: ▼1,200원 / ▲ 500원 / 변동 없음. */
export function priceChangeOf(item: WishlistItemView): number | null {
  const now = item.product.lowestTotalPrice;
  return now === null || item.priceWhenAdded === null ? null : now - item.priceWhenAdded;
}

function PriceChange({ change }: { change: number | null }) {
  if (change === null) return <span className="text-gray-500">—</span>;
  if (change === 0) return <span className="text-gray-600">변동 없음</span>;
  return change < 0 ? (
    <PriceDrop amount={formatWon(-change)} />
  ) : (
    <span className="font-semibold text-blue-700">{`▲ ${formatWon(change)}`}</span>
  );
}

/** What a row may change on its item (PATCH /api/wishlist/{productId}). */
export type WishlistItemPatch = { targetPrice?: number | null; alertsEnabled?: boolean; alertBelowUsual?: boolean };

type Props = {
  item: WishlistItemView;
  onUpdate: (patch: WishlistItemPatch) => Promise<boolean>;
  onRemove: () => void;
  basketQuantity: number;
  onBasketQuantity: (quantity: number) => void;
  compared: boolean;
  onCompare: (on: boolean) => void;
};

/** One watched product: prices, target price field, alert switch, basket quantity, compare pick and remove. */
export function WishlistItemRow({ item, onUpdate, onRemove, basketQuantity, onBasketQuantity, compared, onCompare }: Props) {
  const { product } = item;
  const [target, setTarget] = useState(item.targetPrice === null ? "" : String(item.targetPrice));
  const [targetError, setTargetError] = useState<string | null>(null);
  const inStock = product.inStockOfferCount > 0;
  const saveTarget = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = readWonInput(target);
    setTargetError(input.ok ? null : input.message);
    if (!input.ok) return;
    if (!(await onUpdate({ targetPrice: input.won }))) setTarget(item.targetPrice === null ? "" : String(item.targetPrice));
  };
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200" data-testid="wishlist-item" data-product-id={product.id}>
      <div className="flex items-start gap-3">
        <ProductRowThumb product={product} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs text-gray-600">{product.manufacturerName}</p>
          <Link
            href={`/products/${product.id}`}
            prefetch={false}
            className="line-clamp-2 font-semibold hover:underline"
            data-testid="wishlist-item-name"
          >
            {product.name}
          </Link>
          <p className="text-xs text-gray-600">{`${addedDate.format(item.addedAt)} 담음 · ${product.volumeMl}ml · ${strengthLabel(product.nicotineMg)}`}</p>
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`${product.name} 관심상품에서 삭제`}
          className="shrink-0 rounded-full p-2 text-gray-500 hover:bg-gray-100 hover:text-red-600"
        >
          <Trash2 aria-hidden className="h-4.5 w-4.5" />
        </button>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-gray-600">지금 최저가 (배송비 포함)</dt>
          <dd className="text-lg font-bold" data-testid="wishlist-item-price">
            {inStock ? <Price won={product.lowestTotalPrice} /> : <span className="text-base text-gray-500">일시품절</span>}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-gray-600">담을 때 가격</dt>
          <dd>
            <Price won={item.priceWhenAdded} /> <PriceChange change={priceChangeOf(item)} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-gray-600">30일 최저가</dt>
          <dd>
            <Price won={product.low30d} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-gray-600">재고</dt>
          <dd>{inStock ? `판매처 ${product.inStockOfferCount}곳` : "품절"}</dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap items-end gap-x-4 gap-y-3 border-t border-gray-100 pt-3">
        <form onSubmit={saveTarget} className="flex flex-wrap items-end gap-2">
          <label className="text-xs text-gray-700">
            이 가격 이하가 되면 알림
            <span className="mt-1 flex items-center gap-1">
              <input
                inputMode="numeric"
                value={target}
                onChange={(event) => setTarget(event.target.value)}
                placeholder="목표가"
                aria-label={`${product.name} 목표가 (원)`}
                aria-invalid={targetError !== null}
                aria-describedby={targetError ? `target-error-${product.id}` : undefined}
                className="h-9 w-28 rounded-lg border border-gray-300 px-2 text-right text-sm"
                data-testid="target-price-input"
              />
              <span className="text-sm">원</span>
            </span>
          </label>
          <button
            type="submit"
            className="h-9 rounded-lg bg-gray-900 px-3 text-sm font-semibold text-white hover:bg-gray-700"
            data-testid="target-price-save"
          >
            저장
          </button>
          {targetError ? (
            <p id={`target-error-${product.id}`} role="alert" className="basis-full text-xs text-red-700" data-testid="target-price-error">
              {targetError}
            </p>
          ) : null}
        </form>
        <label className="flex h-9 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={item.alertBelowUsual}
            onChange={async (event) => {
              const on = event.target.checked;
              // The other choice than a target price: the server clears the target, so does the field.
              if ((await onUpdate({ alertBelowUsual: on })) && on) setTarget("");
            }}
            className="h-4 w-4 accent-brand-700"
            data-testid="below-usual-alert"
          />
          평소보다 낮아지면 알림
        </label>
        <label className="flex h-9 items-center gap-2 text-sm">
          <input
            type="checkbox"
            role="switch"
            checked={item.alertsEnabled}
            onChange={(event) => void onUpdate({ alertsEnabled: event.target.checked })}
            className="h-4 w-4 accent-brand-700"
          />
          알림 받기
        </label>
        <label className="flex h-9 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={compared}
            onChange={(event) => onCompare(event.target.checked)}
            className="h-4 w-4 accent-brand-700"
          />
          비교
        </label>
        <label className="flex h-9 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={basketQuantity > 0}
            disabled={!inStock}
            onChange={(event) => onBasketQuantity(event.target.checked ? 1 : 0)}
            className="h-4 w-4 accent-brand-700"
            data-testid="basket-pick"
          />
          장바구니
          {basketQuantity > 0 ? (
            <input
              type="number"
              min={1}
              max={99}
              value={basketQuantity}
              onChange={(event) => onBasketQuantity(Math.min(99, Math.max(1, Number(event.target.value) || 1)))}
              aria-label={`${product.name} 수량`}
              className="h-9 w-16 rounded-lg border border-gray-300 px-2 text-right"
            />
          ) : null}
        </label>
      </div>
    </li>
  );
}
