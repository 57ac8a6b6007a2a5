"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { callAdminApi } from "@/ui/admin/admin-api";
import { button, input, primaryButton, table, tableWrap, td, th } from "@/ui/admin/admin-ui";

type BoardRow = { id: number; slug: string; name: string; description: string; sortOrder: number; adminOnly: boolean; visible: boolean };

function BoardRowEditor({ board }: { board: BoardRow }) {
  const router = useRouter();
  const [draft, setDraft] = useState(board);
  const [saving, setSaving] = useState(false);
  const changed = JSON.stringify(draft) !== JSON.stringify(board);
  const save = async () => {
    setSaving(true);
    try {
      const { id: _id, slug: _slug, ...body } = draft;
      await callAdminApi(`/api/admin/community/boards/${board.id}`, { method: "PATCH", body });
      toast.success("게시판을 저장했습니다.");
      router.refresh();
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <tr data-testid="board-row">
      <td className={`${td} font-mono text-xs`}>{board.slug}</td>
      <td className={td}>
        <input
          aria-label="이름"
          className={`${input} w-28`}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
      </td>
      <td className={td}>
        <input
          aria-label="설명"
          className={`${input} w-56`}
          value={draft.description}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        />
      </td>
      <td className={td}>
        <input
          aria-label="순서"
          type="number"
          min={0}
          className={`${input} w-20`}
          value={draft.sortOrder}
          onChange={(e) => setDraft({ ...draft, sortOrder: Number(e.target.value) })}
        />
      </td>
      <td className={td}>
        <input
          type="checkbox"
          aria-label="운영진만 쓰기"
          checked={draft.adminOnly}
          onChange={(e) => setDraft({ ...draft, adminOnly: e.target.checked })}
        />
      </td>
      <td className={td}>
        <input
          type="checkbox"
          aria-label="보이기"
          checked={draft.visible}
          onChange={(e) => setDraft({ ...draft, visible: e.target.checked })}
        />
      </td>
      <td className={td}>
        <button type="button" className={button} disabled={!changed || saving} onClick={() => void save()}>
          저장
        </button>
      </td>
    </tr>
  );
}

/** The boards: rename, reorder, admin-only (공지), show/hide; and a form to add one. */
export function AdminBoardManager({ boards }: { boards: BoardRow[] }) {
  const router = useRouter();
  const [slug, setSlug] = useState("");
  const [name, setName] = useState("");
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await callAdminApi("/api/admin/community/boards", { method: "POST", body: { slug, name, sortOrder: boards.length } });
      toast.success("게시판을 만들었습니다.");
      setSlug("");
      setName("");
      router.refresh();
    } catch (e) {
      toast.error((e as Error).message);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <div className={tableWrap}>
        <table className={table}>
          <thead>
            <tr>
              <th className={th}>주소</th>
              <th className={th}>이름</th>
              <th className={th}>설명</th>
              <th className={th}>순서</th>
              <th className={th}>운영진만</th>
              <th className={th}>보이기</th>
              <th className={th} />
            </tr>
          </thead>
          <tbody>
            {boards.map((board) => (
              <BoardRowEditor key={`${board.id}:${board.name}:${board.sortOrder}:${board.visible}:${board.adminOnly}`} board={board} />
            ))}
          </tbody>
        </table>
      </div>
      <form onSubmit={add} className="flex flex-wrap gap-2" aria-label="게시판 추가">
        <input
          aria-label="새 게시판 주소"
          placeholder="주소 (영문, 예: deal)"
          className={`${input} w-44`}
          value={slug}
          onChange={(e) => setSlug(e.target.value)}
          required
        />
        <input
          aria-label="새 게시판 이름"
          placeholder="이름"
          className={`${input} w-36`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
        />
        <button type="submit" className={primaryButton}>
          게시판 추가
        </button>
      </form>
    </div>
  );
}
