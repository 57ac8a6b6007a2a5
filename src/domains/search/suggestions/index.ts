import "server-only";

/** Suggestions' face for the server: the answer `GET /api/search/suggest` gives the header's search box. */
export { suggestSearch } from "./suggest-search";
