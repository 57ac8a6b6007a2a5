"use client";

import { useSession } from "@/platform/auth/session-store";
import Link from "next/link";
import { useParams } from "next/navigation";
import { useEffect, useState } from "react";

/**
 * On a post page that answered 404: when the signed-in member wrote that post and an admin hid it, says so (the page stays
 * the same 404 for everyone else and for the cache; the author learns it from one call).
 */
export function HiddenPostNotice() {
  const { status } = useSession();
  const { id } = useParams<{ id: string }>();
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    if (status !== "authenticated" || !/^\d+$/.test(id)) return;
    void fetch(`/api/community/posts/${id}/hidden-notice`, { credentials: "same-origin" })
      .then(async (response) => (response.ok ? ((await response.json()) as { title: string }).title : null))
      .then(setTitle, () => undefined);
  }, [status, id]);
  if (title === null) return null;
  return (
    <section
      role="status"
      className="mx-auto mb-6 max-w-md rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="hidden-post-notice"
    >
      <p className="font-bold">{`내가 쓴 글 「${title}」은 숨김 처리되었습니다.`}</p>
      <p className="mt-1">
        신고를 받아 운영진이 검토한 뒤 다른 사람에게 보이지 않게 했어요. 이 안내는 글쓴이에게만 보입니다. 내용을 고쳐 다시 올리거나, 궁금한
        점은 사이트 아래의 문의 메일로 알려 주세요.
      </p>
      <Link href="/community" className="mt-2 inline-block font-semibold underline">
        커뮤니티로 돌아가기
      </Link>
    </section>
  );
}
