"use client";

import Link from "next/link";
import { callAdminApi } from "@/ui/admin/admin-api";
import { AdminButton } from "@/ui/admin/admin-button";
import { AdminCard } from "@/ui/admin/admin-card";
import { useAdminAction } from "@/ui/admin/use-admin-action";

type ProposedProduct = { id: number; name: string; offerCount: number; reviewCount: number };
export type DuplicateProposalItem = { id: number; reason: string; products: ProposedProduct[] };
export type MergeItem = { id: number; fromId: number; fromName: string; intoId: number; intoName: string };

/**
 * /admin/products/duplicates: pairs the duplicate finder proposes, with its reason, each merged into the product
 * the admin keeps (offers, price history, reviews, wishes and alerts move; the old URL leads there) or dismissed;
 * and the latest merges, each undoable.
 */
export function AdminDuplicateProducts({ proposals, merges }: { proposals: DuplicateProposalItem[]; merges: MergeItem[] }) {
  const { busy, run } = useAdminAction();
  const post = (url: string, body: object) => () => callAdminApi(url, { method: "POST", body });
  const findNow = () =>
    run(
      "find",
      () => callAdminApi<{ found: number }>("/api/admin/products/duplicates", { method: "POST", body: {} }),
      "중복 후보를 다시 찾았습니다.",
    );
  return (
    <>
      <AdminCard as="section" className="mb-5 p-4" aria-labelledby="duplicates-title">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="duplicates-title" className="text-lg font-bold">
            중복 후보 {proposals.length}
          </h2>
          <AdminButton type="button" onClick={findNow} disabled={busy !== null}>
            지금 찾기
          </AdminButton>
        </div>
        {proposals.length === 0 ? <p className="text-sm text-gray-500">중복으로 보이는 상품이 없습니다.</p> : null}
        <ul className="divide-y divide-gray-100">
          {proposals.map((proposal) => (
            <li key={proposal.id} className={`py-3 ${busy === `dup-${proposal.id}` ? "opacity-50" : ""}`}>
              <p className="text-sm text-gray-600">{proposal.reason}</p>
              <ul className="my-1">
                {proposal.products.map((product) => (
                  <li key={product.id}>
                    <Link href={`/admin/products/${product.id}`} className="text-brand-700 underline">
                      #{product.id} {product.name}
                    </Link>{" "}
                    <span className="text-sm text-gray-600">
                      판매처 {product.offerCount} · 리뷰 {product.reviewCount}
                    </span>
                  </li>
                ))}
              </ul>
              <div className="mt-2 flex flex-wrap gap-2">
                {proposal.products.map((product) => (
                  <AdminButton
                    key={product.id}
                    type="button"
                    variant="primary"
                    disabled={busy !== null}
                    onClick={() =>
                      run(
                        `dup-${proposal.id}`,
                        post(`/api/admin/products/duplicates/${proposal.id}`, { verdict: "merge", intoId: product.id }),
                        "합쳤습니다. 옛 주소는 남긴 상품으로 이동합니다.",
                      )
                    }
                  >
                    #{product.id}(으)로 합치기
                  </AdminButton>
                ))}
                <AdminButton
                  type="button"
                  disabled={busy !== null}
                  onClick={() =>
                    run(
                      `dup-${proposal.id}`,
                      post(`/api/admin/products/duplicates/${proposal.id}`, { verdict: "dismiss" }),
                      "다른 상품으로 두었습니다.",
                    )
                  }
                >
                  다른 상품임
                </AdminButton>
              </div>
            </li>
          ))}
        </ul>
      </AdminCard>
      <AdminCard as="section" className="p-4" aria-labelledby="merges-title">
        <h2 id="merges-title" className="mb-3 text-lg font-bold">
          최근 합치기
        </h2>
        {merges.length === 0 ? <p className="text-sm text-gray-500">합친 상품이 없습니다.</p> : null}
        <ul className="divide-y divide-gray-100">
          {merges.map((merge) => (
            <li key={merge.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span>
                #{merge.fromId} {merge.fromName} → #{merge.intoId} {merge.intoName}
              </span>
              <AdminButton
                type="button"
                disabled={busy !== null}
                onClick={() =>
                  run(`merge-${merge.id}`, post(`/api/admin/products/merges/${merge.id}`, { verdict: "undo" }), "되돌렸습니다.")
                }
              >
                되돌리기
              </AdminButton>
            </li>
          ))}
        </ul>
      </AdminCard>
    </>
  );
}
