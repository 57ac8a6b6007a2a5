import "./price-basis.css";

export const PRICE_BASIS_KEY = "price-basis";

/**
 * Sets the visitor's remembered price basis on <html> before first paint. The HTML stays the same for
 * everyone (cacheable); a cookie read on the server would make every catalogue page per-visitor.
 */
export function PriceBasisScript() {
  const code = `try{if(localStorage.getItem(${JSON.stringify(PRICE_BASIS_KEY)})==="shop")document.documentElement.dataset.priceBasis="shop"}catch(e){}`;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
