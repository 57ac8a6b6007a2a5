"use client";
import { useEffect, useState } from "react";
import { PRICE_BASIS_KEY, PRICE_SORT_OF_BASIS } from "./price-basis-key";

type Basis = "total" | "shop";
const CHANGE = "price-basis-change";
const LABELS: Record<Basis, string> = { total: "배송비 포함", shop: "상품가만" };

const read = (): Basis => (document.documentElement.dataset.priceBasis === "shop" ? "shop" : "total");
const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGE, onChange);
  return () => window.removeEventListener(CHANGE, onChange);
};

function choose(basis: Basis) {
  if (basis === "shop") document.documentElement.dataset.priceBasis = "shop";
  else delete document.documentElement.dataset.priceBasis;
  try {
    localStorage.setItem(PRICE_BASIS_KEY, basis);
  } catch {
    // Private mode: the choice holds for this page only.
  }
  window.dispatchEvent(new Event(CHANGE));
  followPriceSort(basis);
}

/** A listing sorted by price re-sorts by the chosen basis's own figure (all-in or shop price). */
function followPriceSort(basis: Basis) {
  const url = new URL(window.location.href);
  const sort = url.searchParams.get("sort");
  const wanted = PRICE_SORT_OF_BASIS[basis];
  if (sort === wanted || !Object.values<string>(PRICE_SORT_OF_BASIS).includes(sort ?? "")) return;
  url.searchParams.set("sort", wanted);
  url.searchParams.delete("page");
  window.location.assign(url);
}

/** 배송비 포함 / 상품가만: which price every listing and product page shows, remembered in this browser. */
export function PriceBasisToggle() {
  // Rendered as 배송비 포함 on the server (same HTML for everyone); the stored choice applies once mounted.
  const [basis, setBasis] = useState<Basis>("total");
  useEffect(() => {
    const sync = () => setBasis(read());
    sync();
    return subscribe(sync);
  }, []);
  return (
    <div role="group" aria-label="가격 기준" className="basis-toggle">
      {(Object.keys(LABELS) as Basis[]).map((b) => (
        <button key={b} type="button" aria-pressed={basis === b} onClick={() => choose(b)}>
          {LABELS[b]}
        </button>
      ))}
    </div>
  );
}
