import { Price } from "@/ui/price";

/** A product's lowest price as lists show it: tiles and the search box's suggestions draw it with this one component. */
export type ListedPrice = { total: number | null; shop: number | null; soldOut: boolean };

/**
 * 일시품절 when nothing can be bought; else the all-in lowest and the shop price alone, of which the visitor's price
 * basis shows one (price-basis.css).
 */
export function BasisPrice({ total, shop, soldOut }: ListedPrice) {
  if (soldOut) return <span className="price-sold-out">일시품절</span>;
  return (
    <>
      <Price won={total} className="basis-total" />
      <Price won={shop} className="basis-shop" />
    </>
  );
}
