import "server-only";

/** Comments' face: a post's comments, writing, editing and deleting one, the shown post they hang on. */
export { listPostComments } from "./comment-queries";
export { createComment, deleteComment, findShownPost, updateComment } from "./comments";
