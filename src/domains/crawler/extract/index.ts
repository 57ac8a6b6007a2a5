// Public surface of the extraction library: reading one page's offer (and its shop's footer), what onboarding reads
// a platform by. No database and no `server-only` behind it, so a plain `tsx` tool (`npm run extract`) may load it.
export { extractOffer, listVisibleCandidates } from "@/domains/crawler/extract/extract-offer";
export { decodeHtml } from "@/domains/crawler/extract/decode-html";
export { readShopInfo } from "@/domains/crawler/extract/shop-info-reader";
export { readPublishedShopInfo } from "@/domains/crawler/extract/read-published-shop-info";
export { indexPage } from "@/domains/crawler/extract/page-index";
export { PRESETS } from "@/domains/crawler/extract/presets";
