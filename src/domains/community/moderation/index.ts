import "server-only";

/** Moderation's face: the admin's community page — the reported content's queue, its count and decisions, the board manager. */
export { AdminBoardManager } from "./admin-board-manager";
export { AdminReportTable } from "./admin-report-table";
export { countOpenReports, decideReport, listReportedContent } from "./moderation";
