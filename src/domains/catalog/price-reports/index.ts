/** Price reports' face: a shopper's report (가격 오류 신고), the admin queue and its resolution. */
export { priceReportInput } from "./price-report-input";
export { listOpenPriceReports, type PriceReportGroup } from "./price-report-queue";
export { priceReportReasonLabel } from "./price-report-reasons";
export { reportOfferPrice } from "./report-offer-price";
export { type PriceReportDecision, resolvePriceReports } from "./resolve-price-reports";
