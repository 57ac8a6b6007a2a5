/** Where the browser remembers 배송비 포함 / 상품가만 (localStorage). */
export const PRICE_BASIS_KEY = "price-basis";

/** The listing's price sort of each price basis (배송비 포함 / 상품가만): each orders by the figure its tiles show. */
export const PRICE_SORT_OF_BASIS = { total: "price", shop: "price_shop" } as const;

/** 배송비 포함 (`total`, the default and the headline's) or 상품가만 (`shop`). */
export type PriceBasis = keyof typeof PRICE_SORT_OF_BASIS;
