/** What client components use of comments: the comment form. */
export { CommentForm } from "./comment-form";
