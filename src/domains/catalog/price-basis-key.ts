/** Where the browser remembers 배송비 포함 / 상품가만 (localStorage). */
export const PRICE_BASIS_KEY = "price-basis";
