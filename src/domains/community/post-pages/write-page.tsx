import { notFound } from "next/navigation";
import { z } from "zod";
import { requireUserPage } from "@/platform/auth/page-guards";
import type { SearchParams } from "@/platform/http/search-params";
import { PageHeading } from "@/ui/page-heading";
import { listBoards } from "../boards";
import { getOwnPostForEdit, sanitizePostHtml } from "../posts";
import { PostForm } from "./post-form";
import { rowId } from "@/platform/http/row-id";

const paramsSchema = z.object({
  board: z.string().max(30).catch("free").default("free"),
  id: rowId().optional().catch(undefined),
});

/** /community/write: a new post, or `?id=` one's own post to edit (anyone else's: 404). */
export async function WritePage({ searchParams }: { searchParams: SearchParams }) {
  const params = paramsSchema.parse(searchParams);
  const path = `/community/write${params.id ? `?id=${params.id}` : `?board=${params.board}`}`;
  const user = await requireUserPage({ callbackUrl: path });
  const editing = params.id ? await getOwnPostForEdit({ userId: user.id, id: params.id }) : null;
  if (params.id && !editing) notFound();
  const boards = (await listBoards()).filter((b) => !b.adminOnly || user.grade === "ADMIN").map(({ slug, name }) => ({ slug, name }));
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title={editing ? "글 고치기" : "글쓰기"} />
      <PostForm
        boards={boards}
        board={boards.some((b) => b.slug === params.board) ? params.board : "free"}
        editing={editing ? { ...editing, contentHtml: sanitizePostHtml(editing.contentHtml) } : null}
      />
    </div>
  );
}
