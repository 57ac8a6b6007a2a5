import "server-only";

/** Reports' face: reporting a post, comment or review. */
export { reportContent } from "./reports";
