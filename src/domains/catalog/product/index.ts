/** Product's face: the product page and its detail, price history, similar products, images, ratings and outbound clicks. */
export { getCachedPriceHistory } from "./cached-price-history";
export { getPriceHistory, type PriceHistorySeries } from "./get-price-history";
export { HISTORY_RANGES, type HistoryRange } from "./history-ranges";
export { getProductDetail } from "./get-product-detail";
export { chartNoticeResponse, chartQuerySchema, priceChartResponse, type ChartFormat } from "./price-chart-image";
export { listSimilarProducts, querySimilarProductIds } from "./list-similar-products";
export { readProductImage, saveProductImage, storeGeneratedProductImage } from "./product-images";
export { loadProduct, ProductPage, productPageMetadata } from "./product-page";
export { isVisibleProduct, setProductRating } from "./product-rating";
export { recordOutboundClick } from "./record-outbound-click";
export { sameOriginReferrerPath } from "./referrer-path";
