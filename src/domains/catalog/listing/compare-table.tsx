import Link from "next/link";
import { formatWon } from "@/ui/format-won";
import { Price } from "@/ui/price";
import type { ProductSummary } from "./list-product-summaries";
import { COOLING_LABELS, INHALATION_LABELS, NICOTINE_FORM_LABELS, NICOTINE_SOURCE_LABELS, strengthLabel } from "../labels";

const ROWS: Array<{ label: string; value: (p: ProductSummary) => React.ReactNode }> = [
  { label: "제조사", value: (p) => p.manufacturerName },
  { label: "호흡 방식", value: (p) => INHALATION_LABELS[p.inhalation] },
  {
    label: "니코틴",
    value: (p) =>
      p.nicotineMg === 0 ? "무니코틴" : `${NICOTINE_FORM_LABELS[p.nicotineForm]} · ${NICOTINE_SOURCE_LABELS[p.nicotineSource]}`,
  },
  { label: "니코틴 함량", value: (p) => strengthLabel(p.nicotineMg) },
  { label: "용량", value: (p) => `${p.volumeMl}ml` },
  { label: "VG", value: (p) => `${p.vgPercent}%` },
  { label: "쿨링", value: (p) => COOLING_LABELS[p.cooling] ?? p.cooling },
  // One vocabulary with the product page: 최저가 is the headline's all-in figure; the shop price alone is 상품가.
  { label: "최저가 (배송비 포함)", value: (p) => <Price won={p.lowestTotalPrice} /> },
  { label: "상품가 최저", value: (p) => <Price won={p.lowestPrice} /> },
  { label: "ml당 (배송비 포함)", value: (p) => (p.pricePerMl === null ? "—" : formatWon(p.pricePerMl)) },
  { label: "재고", value: (p) => (p.inStockOfferCount > 0 ? `판매처 ${p.inStockOfferCount}곳` : "품절") },
  { label: "30일 최저 (배송비 포함)", value: (p) => <Price won={p.low30d} /> },
];

/** Products side by side, one column each; the label column stays put while a phone scrolls sideways. */
export function CompareTable({ products, removeHref }: { products: ProductSummary[]; removeHref: (id: number) => string }) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      <table className="w-full min-w-[520px] border-collapse text-sm" data-testid="compare-table">
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 w-24 bg-white p-3 text-left text-xs font-semibold text-gray-600">
              상품
            </th>
            {products.map((p) => (
              <th key={p.id} scope="col" className="p-3 text-left align-top" data-testid="compare-product">
                <Link href={`/products/${p.id}`} prefetch={false} className="line-clamp-3 font-semibold hover:underline">
                  {p.name}
                </Link>
                <Link href={removeHref(p.id)} prefetch={false} className="mt-1 inline-block text-xs font-normal text-gray-500 underline">
                  빼기
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label} className="border-t border-gray-100">
              <th scope="row" className="sticky left-0 bg-white p-3 text-left text-xs font-semibold text-gray-600">
                {row.label}
              </th>
              {products.map((p) => (
                <td key={p.id} className="p-3">
                  {row.value(p)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
