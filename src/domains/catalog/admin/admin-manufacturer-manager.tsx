"use client";

import { useState } from "react";
import { toast } from "sonner";
import "@/platform/zod-korean";
import { callAdminApi } from "@/ui/admin/admin-api";
import { ActionsCell, AdminTable } from "@/ui/admin/admin-table";
import { AdminButton } from "@/ui/admin/admin-button";
import { AdminInput } from "@/ui/admin/admin-input";
import { stickyFirstColumn } from "@/ui/admin/sticky-first-column";
import { Td } from "@/ui/admin/table-parts";
import { useConfirm } from "@/ui/admin/confirm-dialog";
import { useAdminAction } from "@/ui/admin/use-admin-action";
import { ManufacturerAliases } from "./admin-manufacturer-aliases";
import { manufacturerInput } from "./admin-manufacturer-form";
import type { ManufacturerRow } from "./admin-manufacturers";

/** /admin/manufacturers: add, rename, record other spellings, merge and delete; each change waits for the server, then the table reloads. */
export function ManufacturerManager({ manufacturers }: { manufacturers: ManufacturerRow[] }) {
  const [confirmDialog, confirm] = useConfirm();
  const { busy, run } = useAdminAction();
  const [name, setName] = useState("");
  const [error, setError] = useState("");
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const [mergeInto, setMergeInto] = useState<Record<number, string>>({});

  async function create(event: React.FormEvent) {
    event.preventDefault();
    const parsed = manufacturerInput.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError("");
    if (
      await run(
        "create",
        () => callAdminApi("/api/admin/manufacturers", { method: "POST", body: parsed.data }),
        `‘${parsed.data.name}’ 제조사를 추가했습니다.`,
      )
    )
      setName("");
  }

  async function rename(id: number) {
    const parsed = manufacturerInput.safeParse({ name: editing?.name });
    if (!parsed.success) return toast.error(parsed.error.issues[0]!.message);
    if (
      await run(
        `rename-${id}`,
        () => callAdminApi(`/api/admin/manufacturers/${id}`, { method: "PATCH", body: parsed.data }),
        "이름을 바꿨습니다.",
      )
    )
      setEditing(null);
  }

  async function remove(row: ManufacturerRow) {
    if (!(await confirm({ message: `‘${row.name}’ 제조사를 삭제할까요?`, confirmLabel: "삭제" }))) return;
    await run(`delete-${row.id}`, () => callAdminApi(`/api/admin/manufacturers/${row.id}`, { method: "DELETE" }), "삭제했습니다.");
  }

  async function merge(row: ManufacturerRow) {
    const target = manufacturers.find((m) => String(m.id) === mergeInto[row.id]);
    if (!target) return toast.error("합칠 대상 제조사를 선택해 주세요.");
    const ok = await confirm({
      message: `‘${row.name}’의 상품 ${row.productCount}개를 ‘${target.name}’(으)로 옮기고 ‘${row.name}’을(를) 삭제할까요?`,
      confirmLabel: "합치기",
    });
    if (!ok) return;
    await run(
      `merge-${row.id}`,
      () => callAdminApi(`/api/admin/manufacturers/${row.id}/merge`, { method: "POST", body: { targetId: target.id } }),
      `‘${target.name}’(으)로 합쳤습니다.`,
    );
  }

  return (
    <div className={`space-y-4 ${stickyFirstColumn}`}>
      {confirmDialog}
      <form onSubmit={create} noValidate className="flex flex-wrap items-start gap-2">
        <div>
          <label htmlFor="new-manufacturer" className="sr-only">
            새 제조사 이름
          </label>
          <AdminInput
            id="new-manufacturer"
            value={name}
            onChange={(e) => (setName(e.target.value), setError(""))}
            placeholder="새 제조사 이름"
            aria-invalid={error ? true : undefined}
            className="w-64"
          />
          {error ? <p className="mt-1 text-sm text-red-600">{error}</p> : null}
        </div>
        <AdminButton type="submit" variant="primary" disabled={busy === "create"}>
          제조사 추가
        </AdminButton>
      </form>
      <AdminTable
        label="제조사 목록"
        columns={[
          "이름",
          "다른 표기 (상품명 매칭)",
          { label: "상품 수", right: true },
          "다른 제조사로 합치기",
          { label: "관리", right: true },
        ]}
        rowCount={manufacturers.length}
        empty="등록된 제조사가 없습니다."
      >
        {manufacturers.map((row) => (
          <tr key={row.id} className={busy?.endsWith(`-${row.id}`) ? "opacity-50" : undefined}>
            <Td>
              {editing?.id === row.id ? (
                <span className="flex gap-1">
                  <AdminInput
                    aria-label="제조사 이름"
                    value={editing.name}
                    onChange={(e) => setEditing({ id: row.id, name: e.target.value })}
                    className="w-44 py-1"
                  />
                  <AdminButton type="button" variant="primary" onClick={() => rename(row.id)}>
                    저장
                  </AdminButton>
                  <AdminButton type="button" onClick={() => setEditing(null)}>
                    취소
                  </AdminButton>
                </span>
              ) : (
                <span className="font-medium">{row.name}</span>
              )}
            </Td>
            <Td>
              <ManufacturerAliases id={row.id} name={row.name} aliases={row.aliases} />
            </Td>
            <Td className="text-right tabular-nums">{row.productCount.toLocaleString("ko-KR")}</Td>
            <Td>
              <span className="flex gap-1">
                <AdminInput
                  aria-label={`${row.name}을(를) 합칠 제조사`}
                  value={mergeInto[row.id] ?? ""}
                  onChange={(e) => setMergeInto((m) => ({ ...m, [row.id]: e.target.value }))}
                  as="select"
                  className="max-w-40 py-1"
                >
                  <option value="">대상 선택</option>
                  {manufacturers
                    .filter((m) => m.id !== row.id)
                    .map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.name}
                      </option>
                    ))}
                </AdminInput>
                <AdminButton type="button" onClick={() => merge(row)} disabled={!mergeInto[row.id]}>
                  합치기
                </AdminButton>
              </span>
            </Td>
            <ActionsCell>
              <AdminButton type="button" onClick={() => setEditing({ id: row.id, name: row.name })}>
                이름 변경
              </AdminButton>
              <AdminButton
                type="button"
                variant="danger"
                onClick={() => remove(row)}
                disabled={row.productCount > 0}
                title={row.productCount > 0 ? "상품이 있는 제조사는 합친 뒤 삭제할 수 있습니다" : undefined}
              >
                삭제
              </AdminButton>
            </ActionsCell>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
