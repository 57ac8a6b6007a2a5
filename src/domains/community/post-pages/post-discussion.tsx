"use client";

import { Eye, ThumbsUp } from "lucide-react";
import { useSession } from "@/platform/auth/session-store";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { lazyToast } from "@/ui/lazy-toast";
import { signInPathFor } from "@/platform/auth/sign-in-path";
import { sendCommunityRequest } from "../community-api";
import { CommentForm } from "../comments/client";
import { InlineConfirm } from "../inline-confirm";
import { ReportButton } from "../reports/client";

type Comment = { id: number; author: string; content: string | null; createdAt: string; edited: boolean };
type Thread = Comment & { replies: Comment[] };
type Viewer = { viewCount: number; likeCount: number; liked: boolean; mine: boolean; myCommentIds: number[] };

const small = "text-xs font-semibold text-gray-600 hover:text-gray-900";

function CommentItem({ comment, mine, signedIn, onReply }: { comment: Comment; mine: boolean; signedIn: boolean; onReply?: () => void }) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  if (comment.content === null)
    return (
      <p className="py-2 text-sm text-gray-500" id={`comment-${comment.id}`}>
        삭제된 댓글입니다.
      </p>
    );
  return (
    <div className="py-2" id={`comment-${comment.id}`} data-testid="comment">
      <p className="text-sm">
        <span className="font-semibold" data-testid="comment-author">
          {comment.author}
        </span>{" "}
        <span className="text-xs text-gray-500">
          {comment.createdAt}
          {comment.edited ? " (수정됨)" : ""}
        </span>
      </p>
      {editing ? (
        <CommentForm
          url={`/api/community/comments/${comment.id}`}
          method="PATCH"
          initial={comment.content}
          label="댓글 고치기"
          onDone={() => {
            setEditing(false);
            router.refresh();
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="mt-0.5 whitespace-pre-wrap break-words text-gray-900" data-testid="comment-content">
          {comment.content}
        </p>
      )}
      <div className="mt-1 flex flex-wrap gap-3">
        {onReply && signedIn ? (
          <button type="button" className={small} onClick={onReply}>
            답글
          </button>
        ) : null}
        {mine && !editing ? (
          <>
            <button type="button" className={small} onClick={() => setEditing(true)}>
              수정
            </button>
            <InlineConfirm
              label="삭제"
              question="댓글을 지울까요?"
              className={small}
              onConfirm={async () => {
                if (await sendCommunityRequest(`/api/community/comments/${comment.id}`, "DELETE")) router.refresh();
              }}
            />
          </>
        ) : null}
        {!mine && signedIn ? <ReportButton targetType="comment" targetId={comment.id} className={small} /> : null}
      </div>
    </div>
  );
}

/**
 * The post page's member parts: counts the view and learns (one call) the counts, the like and
 * what is the member's own; the like toggle, edit/delete, report, and the comment threads and forms.
 */
export function PostDiscussion({
  postId,
  initial,
  comments,
}: {
  postId: number;
  initial: { viewCount: number; likeCount: number };
  comments: Thread[];
}) {
  const router = useRouter();
  const { status } = useSession();
  const signedIn = status === "authenticated";
  const [viewer, setViewer] = useState<Viewer>({ ...initial, liked: false, mine: false, myCommentIds: [] });
  const [replyTo, setReplyTo] = useState<number | null>(null);

  useEffect(() => {
    if (status === "loading") return;
    void fetch(`/api/community/posts/${postId}/view`, { method: "POST", credentials: "same-origin" })
      .then((r) => (r.ok ? (r.json() as Promise<Viewer>) : null))
      .then((state) => state && setViewer(state))
      .catch(() => {});
  }, [postId, status]);

  const toggleLike = async () => {
    const answer = await sendCommunityRequest<{ liked: boolean; likeCount: number }>(`/api/community/posts/${postId}/like`, "POST");
    if (answer) setViewer((v) => ({ ...v, ...answer }));
  };
  const afterComment = ({ id }: { id: number }) => {
    setViewer((v) => ({ ...v, myCommentIds: [...v.myCommentIds, id] }));
    setReplyTo(null);
    router.refresh();
  };
  const count = comments.reduce((n, t) => n + (t.content === null ? 0 : 1) + t.replies.length, 0);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3 border-y border-gray-200 py-3">
        <div className="flex items-center gap-3">
          <button
            type="button"
            onClick={() => void toggleLike()}
            aria-pressed={viewer.liked}
            data-testid="like-button"
            className={`inline-flex h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold ${viewer.liked ? "border-brand-600 bg-brand-50 text-brand-800" : "border-gray-300 bg-white text-gray-800"}`}
          >
            <ThumbsUp aria-hidden className="h-4 w-4" />
            좋아요 <span data-testid="like-count">{viewer.likeCount}</span>
          </button>
          <span className="inline-flex items-center gap-1 text-sm text-gray-600">
            <Eye aria-hidden className="h-4 w-4" />
            조회 <span data-testid="view-count">{viewer.viewCount}</span>
          </span>
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3">
          {viewer.mine ? (
            <>
              <Link href={`/community/write?id=${postId}`} prefetch={false} className={small}>
                수정
              </Link>
              <InlineConfirm
                label="삭제"
                question="글을 지울까요?"
                className={small}
                onConfirm={async () => {
                  if (await sendCommunityRequest(`/api/community/posts/${postId}`, "DELETE")) {
                    lazyToast.success("글을 지웠습니다.");
                    router.push("/community");
                  }
                }}
              />
            </>
          ) : signedIn ? (
            <ReportButton targetType="post" targetId={postId} className={small} withIcon />
          ) : null}
        </div>
      </div>
      <section aria-labelledby="comments-title" className="flex flex-col gap-2">
        <h2 id="comments-title" className="text-lg font-bold">
          댓글 {count}
        </h2>
        <ul className="divide-y divide-gray-100">
          {comments.map((thread) => (
            <li key={thread.id}>
              <CommentItem
                comment={thread}
                mine={viewer.myCommentIds.includes(thread.id)}
                signedIn={signedIn}
                onReply={() => setReplyTo(replyTo === thread.id ? null : thread.id)}
              />
              {thread.replies.length || replyTo === thread.id ? (
                <div className="ml-5 border-l-2 border-gray-200 pl-3">
                  {thread.replies.map((reply) => (
                    <CommentItem key={reply.id} comment={reply} mine={viewer.myCommentIds.includes(reply.id)} signedIn={signedIn} />
                  ))}
                  {replyTo === thread.id ? (
                    <CommentForm
                      url={`/api/community/posts/${postId}/comments`}
                      method="POST"
                      parentId={thread.id}
                      label="답글 쓰기"
                      onDone={afterComment}
                      onCancel={() => setReplyTo(null)}
                    />
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        {signedIn ? (
          <CommentForm url={`/api/community/posts/${postId}/comments`} method="POST" label="댓글 쓰기" onDone={afterComment} />
        ) : status === "unauthenticated" ? (
          <Link
            href={signInPathFor(`/community/post/${postId}`)}
            className="rounded-lg bg-gray-100 p-4 text-center text-sm font-semibold text-gray-700"
          >
            로그인하고 댓글 쓰기
          </Link>
        ) : null}
      </section>
    </>
  );
}
