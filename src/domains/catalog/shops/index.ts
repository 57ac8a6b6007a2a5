/** Shops' face: the shop page and profile, seller sites as the crawler reads them, what a shop publishes, moving a shop's address. */
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
export { recordPublishedShopInfo, recordPublishedShopInfoBySlug } from "./record-published-shop-info";
export { shopAddressKey } from "./shop-address";
export { ShopOffersPage, ShopPage, shopPageMetadata } from "./shop-page";
export { listShopSlugs } from "./shop-profile";
