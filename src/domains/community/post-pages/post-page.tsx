import "./post-body.css";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getConfig } from "@/platform/config";
import { listPostComments } from "../comments";
import { formatPostDate } from "../community-dates";
import { idParams } from "../community-rules";
import { PostDiscussion } from "./post-discussion";
import { getPostDetail, postImageUrls, postPlainText, sanitizePostHtml } from "../posts";
import { twitterCard } from "@/platform/http/twitter-card";

/** The post page's one read per request, shared by its metadata and its body. */
const loadPost = cache(async (rawId: string) => {
  const id = idParams.safeParse({ id: rawId });
  return id.success ? getPostDetail({ id: id.data.id }) : null;
});

const excerpt = (html: string) => postPlainText(html).slice(0, 150);

/** Title, description, canonical URL and Open Graph of a post (its first image as the picture). */
export async function postPageMetadata({ id }: { id: string }): Promise<Metadata> {
  const post = await loadPost(id);
  if (!post) return { title: "글을 찾을 수 없습니다", robots: { index: false } };
  const { SITE_NAME } = getConfig();
  const title = `${post.title} - ${post.boardName} 게시판`;
  const description = excerpt(post.contentHtml) || post.title;
  const url = `/community/post/${post.id}`;
  const images = postImageUrls(sanitizePostHtml(post.contentHtml)).slice(0, 1);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "article",
      locale: "ko_KR",
      siteName: SITE_NAME,
      title,
      description,
      url,
      publishedTime: post.createdAt.toISOString(),
      images,
    },
    twitter: twitterCard(images.length ? "summary_large_image" : "summary", title, description),
  };
}

/** One post: title, author, the (re-sanitised) body, likes, comments with replies; 404 when gone. */
export async function PostPage({ id }: { id: string }) {
  const post = await loadPost(id);
  if (!post) notFound();
  const comments = await listPostComments({ postId: post.id });
  const url = `${getConfig().BASE_URL}/community/post/${post.id}`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "DiscussionForumPosting",
    headline: post.title,
    text: excerpt(post.contentHtml),
    url,
    datePublished: post.createdAt.toISOString(),
    ...(post.updatedAt ? { dateModified: post.updatedAt.toISOString() } : {}),
    author: { "@type": "Person", name: post.author },
    interactionStatistic: [
      { "@type": "InteractionCounter", interactionType: "https://schema.org/LikeAction", userInteractionCount: post.likeCount },
      { "@type": "InteractionCounter", interactionType: "https://schema.org/CommentAction", userInteractionCount: post.commentCount },
    ],
  };
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-4">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }} />
      <nav aria-label="현재 위치" className="text-sm text-gray-600">
        <Link href="/community" className="hover:underline">
          커뮤니티
        </Link>{" "}
        ›{" "}
        <Link href={`/community?board=${post.boardSlug}`} className="hover:underline">
          {post.boardName}
        </Link>
      </nav>
      <header className="border-b border-gray-200 pb-3">
        <h1 className="text-2xl font-bold tracking-tight break-words" data-testid="post-heading">
          {post.title}
        </h1>
        <p className="mt-2 flex flex-wrap gap-x-3 text-sm text-gray-600">
          <span className="font-semibold text-gray-800" data-testid="post-author">
            {post.author}
          </span>
          <span>{formatPostDate(post.createdAt)}</span>
          {post.updatedAt ? <span>(수정됨)</span> : null}
        </p>
      </header>
      <div
        className="post-body break-words"
        data-testid="post-body"
        // Sanitised on write and again here, with the same allow-list (rich-text.ts).
        dangerouslySetInnerHTML={{ __html: sanitizePostHtml(post.contentHtml) }}
      />
      <PostDiscussion
        postId={post.id}
        initial={{ viewCount: post.viewCount, likeCount: post.likeCount }}
        comments={comments.map((c) => ({
          ...c,
          createdAt: formatPostDate(c.createdAt),
          replies: c.replies.map((r) => ({ ...r, createdAt: formatPostDate(r.createdAt) })),
        }))}
      />
    </article>
  );
}
