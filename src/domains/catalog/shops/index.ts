/**
 * Shops' face: the shop page and profile; seller sites, offers and the catalogue as the crawler reads them, and the
 * products and aliases it learns from shop pages; what a shop publishes; moving a shop's address.
 */
export {
  createOfferForPage,
  describeOffers,
  findProductsBySimilarName,
  getSellerSite,
  listEnabledSellerSites,
  listOfferTargets,
  listSellerSiteNames,
  markSiteCrawled,
  setSellerSiteCrawlSettings,
} from "./crawl-catalog";
export { addressMovedFrom, moveOfferAddresses, moveSellerSite } from "./move-seller-site";
export { learnProductAliasFromTitle } from "./product-aliases";
export { recordPublishedShopInfo, recordPublishedShopInfoBySlug } from "./record-published-shop-info";
export { shopAddressKey } from "./shop-address";
export {
  confirmAutoRegisteredProduct,
  createProductFromShopPage,
  detachAutomaticOffer,
  loadMatchCatalog,
  mergeAutomaticOffer,
} from "./shop-page-products";
export { ShopOffersPage, ShopPage, shopPageMetadata } from "./shop-page";
export { listShopSlugs } from "./shop-profile";
