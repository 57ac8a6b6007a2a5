import type { ShopInfo } from "@/domains/catalog/shop-info";
import { decodeHtml } from "./decode-html";
import { readShopInfo } from "./shop-info-reader";

/** What a shop page's bytes say about the shop (사업자 정보, delivery guide), decoded as the crawler decodes them (EUC-KR too). */
export function readPublishedShopInfo(bytes: Uint8Array, contentType: string | null): ShopInfo {
  return readShopInfo(decodeHtml(bytes, contentType));
}
