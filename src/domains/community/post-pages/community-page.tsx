import { Search } from "lucide-react";
import Link from "next/link";
import { z } from "zod";
import { toQueryString, type SearchParams } from "@/platform/http/search-params";
import { PageHeading } from "@/ui/page-heading";
import { Pagination } from "@/ui/pagination";
import { listBoards } from "../boards";
import { BoardTabs } from "./board-tabs";
import { listPosts } from "../posts";
import { PostList } from "./post-list";

const paramsSchema = z.object({
  board: z.string().max(30).optional().catch(undefined),
  q: z.string().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
});

/** /community: board tabs, a search box (words or 초성), the latest posts with notices pinned, pages. */
export async function CommunityPage({ searchParams }: { searchParams: SearchParams }) {
  const params = paramsSchema.parse({ ...searchParams, page: searchParams.page ?? 1 });
  const boards = await listBoards();
  const board = boards.find((b) => b.slug === params.board);
  const listing = await listPosts({ boardId: board?.id, query: params.q, page: params.page });
  const href = (page: number) =>
    `/community${toQueryString({ board: board?.slug, q: params.q || undefined, page: page > 1 ? page : undefined })}`;
  const writable = board && !board.adminOnly ? board.slug : "free";
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <PageHeading title={board ? `${board.name} 게시판` : "커뮤니티"} description={board?.description || "액상 이야기를 나누는 곳"} />
        <Link
          href={`/community/write?board=${writable}`}
          prefetch={false}
          className="shrink-0 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          글쓰기
        </Link>
      </div>
      <BoardTabs boards={boards} current={board?.slug} />
      <form action="/community" role="search" className="flex gap-2">
        {board ? <input type="hidden" name="board" value={board.slug} /> : null}
        <label className="sr-only" htmlFor="community-q">
          글 검색
        </label>
        <input
          id="community-q"
          name="q"
          defaultValue={params.q}
          placeholder="제목·내용 검색 (초성도 돼요)"
          className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 py-2"
        />
        <button type="submit" className="inline-flex items-center gap-1 rounded-lg bg-gray-800 px-4 font-semibold text-white">
          <Search aria-hidden className="h-4 w-4" />
          검색
        </button>
      </form>
      {params.q ? (
        <p className="text-sm text-gray-600" data-testid="post-result-count">
          ‘{params.q}’ 검색 결과 {listing.total.toLocaleString("ko-KR")}건
        </p>
      ) : null}
      <PostList
        pinned={listing.pinned}
        items={listing.items}
        showBoard={!board}
        empty={params.q ? "검색 결과가 없습니다." : "아직 글이 없습니다. 첫 글을 써 보세요."}
      />
      <Pagination page={listing.page} pageCount={listing.pageCount} href={href} label="게시글 페이지" />
    </div>
  );
}
