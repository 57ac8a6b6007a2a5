import { z } from "zod";
import { getBoardBySlug } from "@/domains/community/boards";
import { postInput } from "@/domains/community/community-rules";
import { createPost, listPosts } from "@/domains/community/posts";
import { apiRoute } from "@/platform/http/api-route";

const listQuery = z.object({
  board: z.string().max(30).optional(),
  q: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** The latest posts (across boards or on `board`), optionally searched: `{ pinned, items, total, page, pageCount }`. */
export const GET = apiRoute({ access: "public", query: listQuery }, async ({ query }) => {
  const board = query.board ? await getBoardBySlug({ slug: query.board }) : undefined;
  return listPosts({ boardId: board?.id, query: query.q, page: query.page });
});

/** Writes a post `{ board, title, content }` (content: HTML from the editor, sanitised here) → `{ id }`. */
export const POST = apiRoute({ access: "user", body: postInput }, async ({ user, body }) => createPost({ user, input: body }));
