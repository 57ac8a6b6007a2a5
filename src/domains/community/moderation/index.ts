import "server-only";

/** Moderation's face: the reported content's queue, its count and a decision, the admin's table. */
export { AdminReportTable } from "./admin-report-table";
export { countOpenReports, decideReport, listReportedContent } from "./moderation";
