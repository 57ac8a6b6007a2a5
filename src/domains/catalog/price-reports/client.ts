/** Price reports' face for client components: the report button. */
export { PriceReportButton } from "./price-report-button";
