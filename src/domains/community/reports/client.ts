/** What client components use of reports: the 신고 button. */
export { ReportButton } from "./report-button";
