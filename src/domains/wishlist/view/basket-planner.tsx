"use client";

import { useState } from "react";
import { toast } from "sonner";
import { formatWon } from "@/ui/format-won";
import type { BasketPlan } from "../plan-basket";
import { apiErrorMessage } from "../api-error-message";

/** 최저가 장바구니: the cheapest per-shop orders for the picked items, with deep links to each offer. */
export function BasketPlanner({ picks, names }: { picks: Array<{ productId: number; quantity: number }>; names: Map<number, string> }) {
  const [plan, setPlan] = useState<BasketPlan | null>(null);
  const [pending, setPending] = useState(false);
  const calculate = async () => {
    setPending(true);
    try {
      const response = await fetch("/api/wishlist/basket", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ items: picks }),
      });
      if (!response.ok) return void toast.error(await apiErrorMessage(response));
      setPlan((await response.json()) as BasketPlan);
    } catch {
      toast.error("네트워크 오류로 계산하지 못했습니다.");
    } finally {
      setPending(false);
    }
  };
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200" aria-labelledby="basket-heading" data-testid="basket">
      <h2 id="basket-heading" className="text-lg font-bold">
        최저가 장바구니
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        상품의 ‘장바구니’를 고르고 수량을 정하면, 쇼핑몰별 배송비와 무료배송 기준까지 따져 가장 싸게 사는 방법을 찾아 드려요.
      </p>
      <button
        type="button"
        onClick={calculate}
        disabled={pending || picks.length === 0}
        className="mt-3 h-10 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:bg-gray-300"
        data-testid="basket-calculate"
      >
        {pending ? "계산 중…" : `${picks.length}개 상품 최저가 계산`}
      </button>
      {plan ? (
        <div className="mt-4 flex flex-col gap-3">
          {plan.orders.map((order) => (
            <div key={order.sellerSiteId} className="rounded-lg border border-gray-200 p-3" data-testid="basket-order">
              <h3 className="font-semibold">{order.siteName}</h3>
              <ul className="mt-1 flex flex-col gap-1 text-sm">
                {order.lines.map((line) => (
                  <li key={line.offerId} className="flex items-center justify-between gap-2">
                    <span className="min-w-0 truncate">{`${names.get(line.productId) ?? `상품 ${line.productId}`} × ${line.quantity}`}</span>
                    <span className="flex shrink-0 items-center gap-2">
                      {formatWon(line.lineTotal)}
                      <a
                        href={`/go/${line.offerId}`}
                        rel="nofollow noopener"
                        target="_blank"
                        className="rounded bg-gray-900 px-2 py-1 text-xs font-semibold text-white"
                      >
                        구매
                      </a>
                    </span>
                  </li>
                ))}
              </ul>
              <p className="mt-2 flex justify-between border-t border-gray-100 pt-2 text-sm">
                <span>{`상품 ${formatWon(order.subtotal)} + 배송비 ${order.shipping === 0 ? "무료" : formatWon(order.shipping)}`}</span>
                <strong data-testid="basket-order-total" data-amount={order.subtotal + order.shipping}>
                  {formatWon(order.subtotal + order.shipping)}
                </strong>
              </p>
            </div>
          ))}
          {plan.unavailableProductIds.length ? (
            <p className="text-sm text-gray-600">{`품절로 뺀 상품: ${plan.unavailableProductIds.map((id) => names.get(id) ?? id).join(", ")}`}</p>
          ) : null}
          <p className="flex items-baseline justify-between text-lg font-bold">
            <span>합계</span>
            <span data-testid="basket-total" data-amount={plan.total}>
              {formatWon(plan.total)}
            </span>
          </p>
          <p className="text-sm text-gray-700" data-testid="basket-saving">
            {plan.baseline > plan.total
              ? `상품마다 따로 최저가로 살 때(${formatWon(plan.baseline)})보다 ${formatWon(plan.baseline - plan.total)} 아껴요.`
              : `상품마다 따로 사는 것(${formatWon(plan.baseline)})과 같아요.`}
          </p>
        </div>
      ) : null}
    </section>
  );
}
