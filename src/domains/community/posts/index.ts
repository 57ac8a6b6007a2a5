import "server-only";

/** Posts' face: the community, post and write pages, the hidden-post notice, a post's writes, likes and views. */
export { CommunityPage } from "./community-page";
export { HiddenPostNotice } from "./hidden-post-notice";
export { togglePostLike } from "./likes";
export { createPost, deletePost, updatePost } from "./post-mutations";
export { PostPage, postPageMetadata } from "./post-page";
export { getOwnHiddenPost, listPosts } from "./post-queries";
export { recordPostView, visitorKey } from "./post-views";
export { WritePage } from "./write-page";
