"use client";

import Link from "next/link";
import { callAdminApi } from "@/ui/admin/admin-api";
import { AdminButton } from "@/ui/admin/admin-button";
import { AdminCard } from "@/ui/admin/admin-card";
import { ProductNumberAction } from "@/ui/admin/product-number-action";
import { useConfirm } from "@/ui/admin/confirm-dialog";
import { useAdminAction } from "@/ui/admin/use-admin-action";
import { formatWon } from "@/ui/format-won";

export type AutomaticItem = {
  id: number;
  url: string;
  title: string | null;
  price: number | null;
  siteName: string;
  decision: "match" | "new";
  score: number | null;
  productId: number;
  productName: string;
};

const DONE = {
  approve: "확인했습니다.",
  undo: "되돌렸습니다. 페이지가 검토 대기열로 돌아갔습니다.",
  merge: "기존 상품으로 합쳤습니다.",
} as const;

/**
 * 자동 등록 and 자동 매칭 on the review page: what the crawl attached or created by itself, each kept
 * (확인), taken back (되돌리기: the offer and its prices leave the product, the page returns to the queue), or a
 * created product merged into one the catalogue has (합치기).
 */
export function AdminAutomaticDecisions({ items }: { items: AutomaticItem[] }) {
  const { busy, run } = useAdminAction();
  const [confirmDialog, confirm] = useConfirm();
  const check = (id: number, body: { verdict: "approve" | "undo" } | { verdict: "merge"; productId: number }) =>
    run(`auto-${id}`, () => callAdminApi(`/api/admin/products/unmatched/${id}/automatic`, { method: "POST", body }), DONE[body.verdict]);
  // Taking a match back moves the offer's prices off the product (its lowest may change): asked first, then toasted.
  const undo = async (item: AutomaticItem) => {
    const message = `‘${item.title ?? item.url}’을(를) ‘${item.productName}’에서 떼어 검토 대기열로 돌려보낼까요?\n이 판매처의 가격이 상품의 최저가 계산에서 빠집니다.`;
    if (await confirm({ message, confirmLabel: "되돌리기" })) await check(item.id, { verdict: "undo" });
  };
  return (
    <AdminCard as="section" className="mb-5 p-4" aria-labelledby="automatic-title">
      <h2 id="automatic-title" className="mb-3 text-lg font-bold">
        자동 등록·자동 매칭 {items.length}
      </h2>
      {items.length === 0 ? <p className="text-sm text-gray-500">확인할 자동 결정이 없습니다.</p> : null}
      {confirmDialog}
      <ul className="divide-y divide-gray-100">
        {items.map((item) => (
          <li key={item.id} className={`py-3 ${busy === `auto-${item.id}` ? "opacity-50" : ""}`}>
            <p className="font-medium">{item.title ?? item.url}</p>
            <p className="text-sm text-gray-600">
              {item.decision === "new" ? "자동 등록 → " : `자동 매칭 (점수 ${Math.round((item.score ?? 0) * 100)}%) → `}
              <Link href={`/admin/products/${item.productId}`} className="text-brand-700 underline">
                {item.productName}
              </Link>{" "}
              · {item.siteName} · {item.price == null ? "가격 없음" : formatWon(item.price)} ·{" "}
              <a href={item.url} target="_blank" rel="noreferrer" className="underline">
                페이지
              </a>
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <AdminButton type="button" variant="primary" onClick={() => check(item.id, { verdict: "approve" })} disabled={busy !== null}>
                확인
              </AdminButton>
              <AdminButton type="button" variant="danger" onClick={() => void undo(item)} disabled={busy !== null}>
                되돌리기
              </AdminButton>
              {item.decision === "new" ? (
                <>
                  <AdminButton href={`/admin/products/${item.productId}`} as={Link}>
                    상품 고치기
                  </AdminButton>
                  <ProductNumberAction
                    label="합칠 기존 상품 번호"
                    action="합치기"
                    disabled={busy !== null}
                    onSubmit={(productId) => check(item.id, { verdict: "merge", productId })}
                  />
                </>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </AdminCard>
  );
}
