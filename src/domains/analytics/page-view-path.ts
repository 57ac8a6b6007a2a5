/** Where the page-view beacon goes (the client component, the app route and the server's fast path). */
export const PAGE_VIEW_PATH = "/api/analytics/page-view";
