import { headers } from "next/headers";
import { NONCE_HEADER } from "@/platform/http/security-headers";
import { PRICE_BASIS_KEY } from "./price-basis-key";

/**
 * Sets the visitor's remembered price basis on <html> before first paint. The HTML stays the same for
 * everyone (cacheable); a cookie read on the server would make every catalogue page per-visitor.
 * The script carries the response's CSP nonce.
 */
export async function PriceBasisScript() {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  const code = `try{if(localStorage.getItem(${JSON.stringify(PRICE_BASIS_KEY)})==="shop")document.documentElement.dataset.priceBasis="shop"}catch(e){}`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />;
}
