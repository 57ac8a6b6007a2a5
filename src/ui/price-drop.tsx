/**
 * A fall in price, drawn the same on tiles, the wishlist and the ranking (price-drop.css): red, with ▼.
 * `amount` is what fell: `8%` or `1,200원`.
 */
export function PriceDrop({ amount }: { amount: string }) {
  return <span className="price-drop">{`▼${amount}`}</span>;
}
