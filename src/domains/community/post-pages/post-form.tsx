"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { lazyToast } from "@/ui/lazy-toast";
import { sendCommunityRequest } from "../community-api";
import { TITLE_MAX } from "../content-limits";
import { RichTextEditor } from "./rich-text-editor";

type Editing = { id: number; title: string; contentHtml: string; boardSlug: string };

/** Writes a new post (board, title, body) or edits one (`editing`); lands on the post afterwards. */
export function PostForm({
  boards,
  board,
  editing,
}: {
  boards: Array<{ slug: string; name: string }>;
  board: string;
  editing: Editing | null;
}) {
  const router = useRouter();
  const [title, setTitle] = useState(editing?.title ?? "");
  const [content, setContent] = useState(editing?.contentHtml ?? "");
  const [boardSlug, setBoardSlug] = useState(editing?.boardSlug ?? board);
  const [sending, setSending] = useState(false);

  return (
    <form
      className="flex flex-col gap-3"
      aria-label={editing ? "글 고치기" : "글쓰기"}
      onSubmit={async (event) => {
        event.preventDefault();
        setSending(true);
        const answer = editing
          ? await sendCommunityRequest(`/api/community/posts/${editing.id}`, "PATCH", { title, content })
          : await sendCommunityRequest<{ id: number }>("/api/community/posts", "POST", { board: boardSlug, title, content });
        setSending(false);
        if (!answer) return;
        lazyToast.success(editing ? "글을 고쳤습니다." : "글을 올렸습니다.");
        router.push(`/community/post/${editing ? editing.id : (answer as { id: number }).id}`);
        router.refresh();
      }}
    >
      {editing ? null : (
        <label className="flex flex-col gap-1 text-sm font-semibold">
          게시판
          <select
            value={boardSlug}
            onChange={(e) => setBoardSlug(e.target.value)}
            className="rounded-lg border border-gray-300 bg-white px-3 py-2 font-normal"
          >
            {boards.map((b) => (
              <option key={b.slug} value={b.slug}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="flex flex-col gap-1 text-sm font-semibold">
        제목
        <input
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          maxLength={TITLE_MAX}
          className="rounded-lg border border-gray-300 bg-white px-3 py-2 font-normal"
          placeholder="제목을 입력해 주세요"
        />
      </label>
      <RichTextEditor initialHtml={editing?.contentHtml ?? ""} onChange={setContent} />
      <p className="text-xs text-gray-600">사진은 JPEG·PNG·WebP 5MB까지 올릴 수 있어요. 욕설·광고·개인정보는 지워질 수 있어요.</p>
      <button
        type="submit"
        disabled={sending}
        className="rounded-lg bg-brand-700 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {sending ? "올리는 중…" : editing ? "고치기" : "올리기"}
      </button>
    </form>
  );
}
