/** Admin's face: the catalogue's admin screens and their writes (products, manufacturers, offers, seller sites, price reports, stats). */
export { countCatalogForDashboard, countOutboundClicksByDay, listRecentPriceChanges } from "./admin-catalog-stats";
export { AdminDuplicateProducts } from "./admin-duplicate-products";
export { manufacturerAliasesInput, manufacturerInput } from "./admin-manufacturer-form";
export { ManufacturerManager } from "./admin-manufacturer-manager";
export {
  createManufacturer,
  deleteManufacturer,
  listManufacturersWithCounts,
  mergeManufacturers,
  renameManufacturer,
  setManufacturerAliases,
} from "./admin-manufacturers";
export { AdminOfferPanel } from "./admin-offer-panel";
export {
  deletePriceHistoryPoint,
  findOfferAtUrl,
  findSellerSiteForUrl,
  listAdminOffersForProduct,
  moveOffer,
  removeOffer,
} from "./admin-offers";
export { AdminPriceReportCard } from "./admin-price-report-card";
export { AdminProductEditor } from "./admin-product-editor";
export { productInput, productListQuery } from "./admin-product-form";
export { AdminProductTable } from "./admin-product-table";
export { createProduct, getAdminProduct, listAdminProducts, listProductNames, setProductsVisible, updateProduct } from "./admin-products";
export { SellerSiteList } from "./admin-seller-site-list";
export { createSellerSite, deleteSellerSite, listAdminSellerSites, updateSellerSite } from "./admin-seller-sites";
export { LegalClassBadge } from "./legal-class-badge";
