import "server-only";

/** Post pages' face: the community, post and write pages, and the notice on a hidden post. */
export { CommunityPage } from "./community-page";
export { HiddenPostNotice } from "./hidden-post-notice";
export { PostPage, postPageMetadata } from "./post-page";
export { WritePage } from "./write-page";
