"use client";

import { useState } from "react";
import { callAdminApi } from "@/ui/admin/admin-api";
import { formatSeoulDateTime } from "@/platform/time/seoul";
import { AdminButton } from "@/ui/admin/admin-button";
import { AdminCard } from "@/ui/admin/admin-card";
import { Badge } from "@/ui/admin/badge";
import { useConfirm } from "@/ui/admin/confirm-dialog";
import { ProductNumberAction } from "@/ui/admin/product-number-action";
import { useAdminAction } from "@/ui/admin/use-admin-action";
import { formatWon } from "@/ui/format-won";
import type { listAdminOffersForProduct } from "./admin-offers";
import { extractionMethodLabel } from "../labels";

type Offer = Awaited<ReturnType<typeof listAdminOffersForProduct>>[number];

/**
 * A product's offers: move one to another product, remove one, delete bogus history points. `addForm` is the page's
 * form that adds a shop URL (read on the spot by the crawler).
 */
export function AdminOfferPanel({ offers, addForm }: { offers: Offer[]; addForm: React.ReactNode }) {
  const [confirmDialog, confirm] = useConfirm();
  const { busy, run } = useAdminAction();
  const [open, setOpen] = useState<number | null>(null);

  return (
    <AdminCard as="section" className="space-y-3 p-4 md:p-5" aria-labelledby="offers-title">
      {confirmDialog}
      <h2 id="offers-title" className="text-lg font-bold">
        판매처 상품 {offers.length}개
      </h2>
      {addForm}
      <ul className="divide-y divide-gray-100">
        {offers.map((offer) => (
          <li key={offer.id} className={`py-3 ${busy?.endsWith(`-${offer.id}`) ? "opacity-50" : ""}`} data-testid="admin-offer">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold">{offer.siteName}</span>
              <span className="tabular-nums">{offer.price == null ? "가격 없음" : formatWon(offer.price)}</span>
              <Badge tone={offer.inStock ? "green" : "gray"}>{offer.inStock ? "재고 있음" : "품절"}</Badge>
              <span className="text-xs text-gray-500">
                {extractionMethodLabel(offer.extractionMethod)} · {formatSeoulDateTime(offer.lastCrawledAt)}
              </span>
              <a href={offer.url} target="_blank" rel="noreferrer" className="min-w-0 truncate text-xs text-brand-700 underline">
                {offer.url}
              </a>
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <AdminButton type="button" onClick={() => setOpen(open === offer.id ? null : offer.id)} aria-expanded={open === offer.id}>
                가격 기록 {offer.history.length}
              </AdminButton>
              <ProductNumberAction
                label="옮길 상품 번호"
                action="옮기기"
                disabled={busy !== null}
                onSubmit={(target) =>
                  run(
                    `move-${offer.id}`,
                    () => callAdminApi(`/api/admin/offers/${offer.id}`, { method: "PATCH", body: { productId: target } }),
                    `상품 #${target}(으)로 옮겼습니다.`,
                  )
                }
              />
              <AdminButton
                type="button"
                variant="danger"
                onClick={async () => {
                  if (await confirm({ message: `${offer.siteName} 판매처 상품과 가격 기록을 삭제할까요?`, confirmLabel: "삭제" }))
                    await run(
                      `delete-${offer.id}`,
                      () => callAdminApi(`/api/admin/offers/${offer.id}`, { method: "DELETE" }),
                      "삭제했습니다.",
                    );
                }}
              >
                삭제
              </AdminButton>
            </div>
            {open === offer.id ? (
              <ul className="mt-2 space-y-1 rounded-lg bg-gray-50 p-2 text-sm">
                {offer.history.length === 0 ? <li className="text-gray-500">기록이 없습니다.</li> : null}
                {offer.history.map((point) => (
                  <li key={point.id} className="flex items-center gap-3">
                    <span className="w-32 text-gray-500">{formatSeoulDateTime(point.observedAt)}</span>
                    <span className="w-24 text-right tabular-nums">{formatWon(point.price)}</span>
                    <span className="text-gray-500">{point.inStock ? "재고" : "품절"}</span>
                    <button
                      type="button"
                      className="ml-auto text-xs text-red-700 hover:underline"
                      onClick={async () => {
                        if (
                          await confirm({
                            message: `${formatWon(point.price)} 기록을 삭제하고 상품 가격을 다시 계산할까요?`,
                            confirmLabel: "삭제",
                          })
                        )
                          await run(
                            `history-${offer.id}`,
                            () => callAdminApi(`/api/admin/offers/${offer.id}/history/${point.id}`, { method: "DELETE" }),
                            "가격 기록을 지우고 다시 계산했습니다.",
                          );
                      }}
                    >
                      잘못된 기록 삭제
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </AdminCard>
  );
}
