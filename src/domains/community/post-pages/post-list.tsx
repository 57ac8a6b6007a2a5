import { Image as ImageIcon, MessageSquare, ThumbsUp } from "lucide-react";
import Link from "next/link";
import { formatPostDate } from "../community-dates";
import type { PostListItem } from "../posts";

function PostRow({ post, now, showBoard }: { post: PostListItem; now: Date; showBoard: boolean }) {
  return (
    <li className={post.pinned ? "bg-brand-50" : undefined}>
      <Link href={`/community/post/${post.id}`} prefetch={false} className="block px-4 py-3 hover:bg-gray-50" data-testid="post-row">
        <p className="flex items-center gap-1.5 font-medium">
          {post.pinned ? <span className="shrink-0 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white">공지</span> : null}
          {showBoard && !post.pinned ? <span className="shrink-0 text-xs font-semibold text-brand-700">{post.boardName}</span> : null}
          <span className="min-w-0 truncate" data-testid="post-title">
            {post.title}
          </span>
          {post.hasImage ? <ImageIcon aria-label="사진 있음" className="h-4 w-4 shrink-0 text-gray-500" /> : null}
          {post.commentCount ? <span className="shrink-0 text-sm font-semibold text-brand-700">[{post.commentCount}]</span> : null}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-gray-600">
          <span data-testid="post-author">{post.author}</span>
          <span>{formatPostDate(post.createdAt, now)}</span>
          <span>조회 {post.viewCount.toLocaleString("ko-KR")}</span>
          <span className="inline-flex items-center gap-0.5">
            <ThumbsUp aria-hidden className="h-3.5 w-3.5" />
            <span className="sr-only">좋아요</span>
            {post.likeCount}
          </span>
          <span className="inline-flex items-center gap-0.5">
            <MessageSquare aria-hidden className="h-3.5 w-3.5" />
            <span className="sr-only">댓글</span>
            {post.commentCount}
          </span>
        </p>
      </Link>
    </li>
  );
}

/** Pinned notices, then the page's posts; board names show when the list spans boards. */
export function PostList({
  pinned,
  items,
  showBoard,
  empty,
}: {
  pinned: PostListItem[];
  items: PostListItem[];
  showBoard: boolean;
  empty: string;
}) {
  const now = new Date();
  if (pinned.length + items.length === 0)
    return <p className="rounded-xl bg-white p-8 text-center text-gray-600 ring-1 ring-gray-200">{empty}</p>;
  return (
    <ul className="divide-y divide-gray-100 overflow-hidden rounded-xl bg-white ring-1 ring-gray-200" data-testid="post-list">
      {[...pinned, ...items].map((post) => (
        <PostRow key={post.id} post={post} now={now} showBoard={showBoard} />
      ))}
    </ul>
  );
}
