"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { callAdminApi } from "@/domains/admin/admin-api";
import { formatSeoulDateTime } from "@/domains/admin/admin-format";
import { badge, badgeTone, button, card, dangerButton, input, primaryButton } from "@/domains/admin/admin-ui";
import { useConfirm } from "@/domains/admin/confirm-dialog";
import type { UrlTestResult } from "@/domains/crawler/admin-crawl-actions";
import { UrlTestResultView } from "@/domains/crawler/url-test-result";
import { formatWon } from "@/ui/format-won";
import type { listAdminOffersForProduct } from "./admin-offers";

type Offer = Awaited<ReturnType<typeof listAdminOffersForProduct>>[number];

/** A product's offers: add a shop URL (read on the spot), move one to another product, remove one, delete bogus history points. */
export function AdminOfferPanel({ productId, offers }: { productId: number; offers: Offer[] }) {
  const router = useRouter();
  const [confirmDialog, confirm] = useConfirm();
  const [url, setUrl] = useState("");
  const [adding, setAdding] = useState(false);
  const [lastTest, setLastTest] = useState<UrlTestResult | null>(null);
  const [moveTo, setMoveTo] = useState<Record<number, string>>({});
  const [open, setOpen] = useState<number | null>(null);

  async function act(work: () => Promise<unknown>, success: string) {
    try {
      await work();
      toast.success(success);
      router.refresh();
    } catch (e) {
      toast.error((e as Error).message);
    }
  }

  async function add(event: React.FormEvent) {
    event.preventDefault();
    if (!/^https?:\/\//.test(url.trim())) return toast.error("http(s)://로 시작하는 상품 페이지 주소를 입력해 주세요.");
    setAdding(true);
    try {
      const added = await callAdminApi<{ offerId: number; siteName: string; test: UrlTestResult }>(
        `/api/admin/products/${productId}/offers`,
        {
          method: "POST",
          body: { url: url.trim() },
        },
      );
      setLastTest(added.test);
      setUrl("");
      toast.success(`${added.siteName} 판매처 상품을 추가했습니다.`);
      router.refresh();
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setAdding(false);
    }
  }

  return (
    <section className={`${card} space-y-3 p-4 md:p-5`} aria-labelledby="offers-title">
      {confirmDialog}
      <h2 id="offers-title" className="text-lg font-bold">
        판매처 상품 {offers.length}개
      </h2>
      <form onSubmit={add} className="flex flex-wrap gap-2">
        <input
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="판매처 상품 페이지 주소 (https://…)"
          aria-label="판매처 상품 페이지 주소"
          className={`${input} min-w-0 flex-1`}
        />
        <button type="submit" className={primaryButton} disabled={adding}>
          {adding ? "읽는 중…" : "추가하고 가격 읽기"}
        </button>
      </form>
      {lastTest ? <UrlTestResultView test={lastTest} /> : null}
      <ul className="divide-y divide-gray-100">
        {offers.map((offer) => (
          <li key={offer.id} className="py-3" data-testid="admin-offer">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold">{offer.siteName}</span>
              <span className="tabular-nums">{offer.price == null ? "가격 없음" : formatWon(offer.price)}</span>
              <span className={`${badge} ${offer.inStock ? badgeTone.green : badgeTone.gray}`}>{offer.inStock ? "재고 있음" : "품절"}</span>
              <span className="text-xs text-gray-500">
                {offer.extractionMethod ?? "—"} · {formatSeoulDateTime(offer.lastCrawledAt)}
              </span>
              <a href={offer.url} target="_blank" rel="noreferrer" className="min-w-0 truncate text-xs text-brand-700 underline">
                {offer.url}
              </a>
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <button
                type="button"
                className={button}
                onClick={() => setOpen(open === offer.id ? null : offer.id)}
                aria-expanded={open === offer.id}
              >
                가격 기록 {offer.history.length}
              </button>
              <input
                value={moveTo[offer.id] ?? ""}
                onChange={(e) => setMoveTo((m) => ({ ...m, [offer.id]: e.target.value }))}
                inputMode="numeric"
                placeholder="옮길 상품 번호"
                aria-label="옮길 상품 번호"
                className={`${input} w-32 py-1`}
              />
              <button
                type="button"
                className={button}
                disabled={!moveTo[offer.id]}
                onClick={() =>
                  act(
                    () => callAdminApi(`/api/admin/offers/${offer.id}`, { method: "PATCH", body: { productId: Number(moveTo[offer.id]) } }),
                    "다른 상품으로 옮겼습니다.",
                  )
                }
              >
                옮기기
              </button>
              <button
                type="button"
                className={dangerButton}
                onClick={async () => {
                  if (await confirm({ message: `${offer.siteName} 판매처 상품과 가격 기록을 삭제할까요?`, confirmLabel: "삭제" }))
                    await act(() => callAdminApi(`/api/admin/offers/${offer.id}`, { method: "DELETE" }), "삭제했습니다.");
                }}
              >
                삭제
              </button>
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
                          await act(
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
    </section>
  );
}
