"use client";

import Link from "next/link";
import { callAdminApi } from "@/ui/admin/admin-api";
import { formatSeoulDateTime } from "@/platform/time/seoul";
import { AdminButton } from "@/ui/admin/admin-button";
import { AdminCard } from "@/ui/admin/admin-card";
import { useConfirm } from "@/ui/admin/confirm-dialog";
import { ProductNumberAction } from "@/ui/admin/product-number-action";
import { useAdminAction } from "@/ui/admin/use-admin-action";
import { formatWon } from "@/ui/format-won";

export type HeldItem = {
  id: number;
  price: number;
  currentPrice: number | null;
  medianPrice: number | null;
  reason: string;
  seenCount: number;
  lastSeenAt: string | Date;
  productId: number;
  productName: string;
  siteName: string;
  offerUrl: string;
};
export type UnmatchedItem = {
  id: number;
  url: string;
  title: string | null;
  price: number | null;
  siteName: string;
  suggestions: Array<{ productId: number; name: string; score: number }>;
};

/**
 * Held prices (accept → published, reject → dropped) and discovered pages with suggested products
 * (accept a suggestion — after a confirmation naming both — or a product number, create a product, ignore). A row
 * leaves only once the server agreed.
 */
export function AdminReviewQueues({ held, unmatched }: { held: HeldItem[]; unmatched: UnmatchedItem[] }) {
  const { busy, run: act } = useAdminAction();
  const [confirmDialog, confirm] = useConfirm();
  const decideHeld = (id: number, decision: "accept" | "reject") =>
    act(
      `held-${id}`,
      () => callAdminApi(`/api/admin/products/held/${id}`, { method: "POST", body: { decision } }),
      decision === "accept" ? "가격을 반영했습니다." : "가격을 버렸습니다.",
    );
  const decidePage = (id: number, productId: number | null) =>
    act(
      `page-${id}`,
      () => callAdminApi(`/api/admin/products/unmatched/${id}`, { method: "POST", body: { productId } }),
      productId ? "판매처 상품으로 연결했습니다." : "무시했습니다.",
    );
  // A suggestion is one click away from linking a shop's page to a product for every shopper: ask first.
  const acceptSuggestion = async (page: UnmatchedItem, suggestion: UnmatchedItem["suggestions"][number]) => {
    const message = `이 페이지를 ‘${suggestion.name}’ 상품에 연결할까요?\n${page.siteName}: ${page.title ?? page.url}`;
    if (await confirm({ message, confirmLabel: "연결" })) await decidePage(page.id, suggestion.productId);
  };

  return (
    <div className="grid gap-5 xl:grid-cols-2">
      {confirmDialog}
      <AdminCard as="section" className="p-4" aria-labelledby="held-title">
        <h2 id="held-title" className="mb-3 text-lg font-bold">
          보류된 가격 {held.length}
        </h2>
        {held.length === 0 ? <p className="text-sm text-gray-500">검토할 가격이 없습니다.</p> : null}
        <ul className="divide-y divide-gray-100">
          {held.map((h) => (
            <li key={h.id} className={`py-3 ${busy === `held-${h.id}` ? "opacity-50" : ""}`}>
              <p className="font-medium">
                <Link href={`/admin/products/${h.productId}`} className="text-brand-700 underline">
                  {h.productName}
                </Link>{" "}
                <span className="text-sm text-gray-500">· {h.siteName}</span>
              </p>
              <p className="text-sm">
                현재 {h.currentPrice == null ? "—" : formatWon(h.currentPrice)} → <b className="text-red-700">{formatWon(h.price)}</b> (30일
                중앙값 {h.medianPrice == null ? "—" : formatWon(h.medianPrice)}) · {h.seenCount}회 · {formatSeoulDateTime(h.lastSeenAt)}
              </p>
              <p className="text-xs text-gray-500">{h.reason}</p>
              <div className="mt-2 flex gap-2">
                <AdminButton type="button" variant="primary" onClick={() => decideHeld(h.id, "accept")} disabled={busy !== null}>
                  반영
                </AdminButton>
                <AdminButton type="button" variant="danger" onClick={() => decideHeld(h.id, "reject")} disabled={busy !== null}>
                  버리기
                </AdminButton>
                <AdminButton href={h.offerUrl} target="_blank" rel="noreferrer" as="a">
                  페이지 보기
                </AdminButton>
              </div>
            </li>
          ))}
        </ul>
      </AdminCard>
      <AdminCard as="section" className="p-4" aria-labelledby="unmatched-title">
        <h2 id="unmatched-title" className="mb-3 text-lg font-bold">
          연결 안 된 판매처 상품 {unmatched.length}
        </h2>
        {unmatched.length === 0 ? <p className="text-sm text-gray-500">새로 발견된 상품 페이지가 없습니다.</p> : null}
        <ul className="divide-y divide-gray-100">
          {unmatched.map((p) => (
            <li key={p.id} className={`py-3 ${busy === `page-${p.id}` ? "opacity-50" : ""}`}>
              <p className="font-medium">{p.title ?? p.url}</p>
              <p className="text-sm text-gray-500">
                {p.siteName} · {p.price == null ? "가격 없음" : formatWon(p.price)} ·{" "}
                <a href={p.url} target="_blank" rel="noreferrer" className="underline">
                  페이지
                </a>
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                {p.suggestions.map((s) => (
                  <AdminButton key={s.productId} type="button" onClick={() => acceptSuggestion(p, s)} disabled={busy !== null}>
                    {s.name} ({Math.round(s.score * 100)}%)
                  </AdminButton>
                ))}
              </div>
              <div className="mt-2 flex flex-wrap gap-2">
                <ProductNumberAction
                  label="연결할 상품 번호"
                  action="연결"
                  disabled={busy !== null}
                  onSubmit={(productId) => decidePage(p.id, productId)}
                />
                <AdminButton href={`/admin/products/new?name=${encodeURIComponent(p.title ?? "")}&unmatched=${p.id}`} as={Link}>
                  새 상품 만들기
                </AdminButton>
                <AdminButton type="button" variant="danger" onClick={() => decidePage(p.id, null)} disabled={busy !== null}>
                  무시
                </AdminButton>
              </div>
            </li>
          ))}
        </ul>
      </AdminCard>
    </div>
  );
}
