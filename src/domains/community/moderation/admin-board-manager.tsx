"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { callAdminApi } from "@/ui/admin/admin-api";
import { AdminButton } from "@/ui/admin/admin-button";
import { AdminInput } from "@/ui/admin/admin-input";
import { PlainTable, TableScroll, Td, Th } from "@/ui/admin/table-parts";

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
      <Td className="font-mono text-xs">{board.slug}</Td>
      <Td>
        <AdminInput aria-label="이름" className="w-28" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
      </Td>
      <Td>
        <AdminInput
          aria-label="설명"
          className="w-56"
          value={draft.description}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        />
      </Td>
      <Td>
        <AdminInput
          aria-label="순서"
          type="number"
          min={0}
          className="w-20"
          value={draft.sortOrder}
          onChange={(e) => setDraft({ ...draft, sortOrder: Number(e.target.value) })}
        />
      </Td>
      <Td>
        <input
          type="checkbox"
          aria-label="운영진만 쓰기"
          checked={draft.adminOnly}
          onChange={(e) => setDraft({ ...draft, adminOnly: e.target.checked })}
        />
      </Td>
      <Td>
        <input
          type="checkbox"
          aria-label="보이기"
          checked={draft.visible}
          onChange={(e) => setDraft({ ...draft, visible: e.target.checked })}
        />
      </Td>
      <Td>
        <AdminButton type="button" disabled={!changed || saving} onClick={() => void save()}>
          저장
        </AdminButton>
      </Td>
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
      <TableScroll label="게시판 목록">
        <PlainTable>
          <thead>
            <tr>
              <Th>주소</Th>
              <Th>이름</Th>
              <Th>설명</Th>
              <Th>순서</Th>
              <Th>운영진만</Th>
              <Th>보이기</Th>
              <Th />
            </tr>
          </thead>
          <tbody>
            {boards.map((board) => (
              <BoardRowEditor key={`${board.id}:${board.name}:${board.sortOrder}:${board.visible}:${board.adminOnly}`} board={board} />
            ))}
          </tbody>
        </PlainTable>
      </TableScroll>
      <form onSubmit={add} className="flex flex-wrap gap-2" aria-label="게시판 추가">
        <AdminInput
          aria-label="새 게시판 주소"
          placeholder="주소 (영문, 예: deal)"
          className="w-44"
          value={slug}
          onChange={(e) => setSlug(e.target.value)}
          required
        />
        <AdminInput
          aria-label="새 게시판 이름"
          placeholder="이름"
          className="w-36"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
        />
        <AdminButton type="submit" variant="primary">
          게시판 추가
        </AdminButton>
      </form>
    </div>
  );
}
