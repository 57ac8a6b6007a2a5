import "server-only";

/** Posts' face: a post's writes, likes and views, the queries behind the pages (no UI: the demo seeder loads it under tsx). */
export { togglePostLike } from "./likes";
export { createPost, deletePost, updatePost } from "./post-mutations";
export { getOwnHiddenPost, getOwnPostForEdit, getPostDetail, listPosts, type PostListItem } from "./post-queries";
export { recordPostView, visitorKey } from "./post-views";
export { postImageUrls, postPlainText, sanitizePostHtml } from "./rich-text";
