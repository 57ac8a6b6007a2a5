"use client";
import { useEffect, useState } from "react";
import { PRICE_BASIS_KEY } from "./price-basis-key";

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
