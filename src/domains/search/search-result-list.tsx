import Link from "next/link";
import type { ProductCardData } from "@/domains/catalog/product-card";
import { formatWon } from "@/ui/format-won";

const INHALATION_LABEL = { MTL: "입호흡", DL: "폐호흡" } as const;
const NICOTINE_FORM_LABEL = { salt: "솔트", freebase: "프리베이스" } as const;

/** Matches as a grid of compact cards: name, maker, type, strength and volume, lowest price. */
export function SearchResultList({ products }: { products: ProductCardData[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <li key={product.id}>
          <Link
            href={`/products/${product.id}`}
            className="flex h-full flex-col rounded-xl border border-gray-200 bg-white px-4 py-3 transition-colors hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className="text-xs text-gray-500">{product.manufacturerName}</span>
            <span className="mt-0.5 font-semibold leading-snug">{product.name}</span>
            <span className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-1 pt-2">
              <span className="flex flex-wrap gap-1 text-xs text-gray-600">
                <span className="rounded bg-brand-50 px-1.5 py-0.5 font-medium text-brand-700">{INHALATION_LABEL[product.inhalation]}</span>
                <span className="rounded bg-gray-100 px-1.5 py-0.5">
                  {NICOTINE_FORM_LABEL[product.nicotineForm]} {product.nicotineMg}mg
                </span>
                <span className="rounded bg-gray-100 px-1.5 py-0.5">{product.volumeMl}ml</span>
              </span>
              <span className="ml-auto text-right">
                {product.lowestPrice === null ? (
                  <span className="text-sm text-gray-500">가격 확인 중</span>
                ) : (
                  <span className="text-lg font-bold tabular-nums">{formatWon(product.lowestPrice)}</span>
                )}
                {product.offerCount > 0 ? <span className="block text-xs text-gray-500">판매처 {product.offerCount}곳</span> : null}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
