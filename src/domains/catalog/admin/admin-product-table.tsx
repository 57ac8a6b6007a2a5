"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { callAdminApi } from "@/ui/admin/admin-api";
import { AdminTable } from "@/ui/admin/admin-table";
import { AdminButton } from "@/ui/admin/admin-button";
import { Badge } from "@/ui/admin/badge";
import { Td } from "@/ui/admin/table-parts";
import { useConfirm } from "@/ui/admin/confirm-dialog";
import { formatWon } from "@/ui/format-won";
import { INHALATION_LABELS } from "./admin-product-form";
import type { AdminProductRow } from "./admin-products";
import { AdminRowPhoto } from "./admin-row-photo";
import { LegalClassBadge } from "./legal-class-badge";

/**
 * The product table's rows with selection and hide/show (one or in bulk). A toggle shows at once and
 * is put back if the server refuses, so the table never claims what the database does not hold.
 */
export function AdminProductTable({ rows }: { rows: AdminProductRow[] }) {
  const router = useRouter();
  const [confirmDialog, confirm] = useConfirm();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [visibleOverride, setVisibleOverride] = useState<Map<number, boolean>>(new Map());
  const visibleOf = (row: AdminProductRow) => visibleOverride.get(row.id) ?? row.visible;

  async function setVisible(ids: number[], visible: boolean) {
    const previous = visibleOverride;
    setVisibleOverride(new Map([...previous, ...ids.map((id) => [id, visible] as const)]));
    try {
      const { changed } = await callAdminApi<{ changed: number }>("/api/admin/products/visibility", {
        method: "POST",
        body: { ids, visible },
      });
      toast.success(`${changed}개 상품을 ${visible ? "노출" : "숨김"} 처리했습니다.`);
      setSelected(new Set());
      router.refresh();
    } catch (e) {
      setVisibleOverride(previous);
      toast.error((e as Error).message);
    }
  }

  async function bulk(visible: boolean) {
    const ids = [...selected];
    if (!visible && !(await confirm({ message: `선택한 상품 ${ids.length}개를 사이트에서 숨길까요?`, confirmLabel: "숨기기" }))) return;
    await setVisible(ids, visible);
  }

  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  return (
    <div className="space-y-2">
      {confirmDialog}
      <div className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
        <span className="text-gray-600">{selected.size ? `${selected.size}개 선택됨` : "상품을 선택하면 한꺼번에 바꿀 수 있습니다"}</span>
        <AdminButton type="button" disabled={!selected.size} onClick={() => bulk(true)}>
          선택 노출
        </AdminButton>
        <AdminButton type="button" disabled={!selected.size} onClick={() => bulk(false)}>
          선택 숨김
        </AdminButton>
      </div>
      <AdminTable
        label="상품 목록"
        columns={[
          {
            label: (
              <input
                type="checkbox"
                aria-label="이 쪽 전체 선택"
                checked={allSelected}
                onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)))}
              />
            ),
          },
          "상품",
          "제조사",
          "종류",
          "법적 분류",
          { label: "상품가 최저", right: true },
          { label: "판매처", right: true },
          "노출",
        ]}
        rowCount={rows.length}
        empty="조건에 맞는 상품이 없습니다."
      >
        {rows.map((row) => (
          <tr key={row.id} className="hover:bg-gray-50">
            <Td>
              <input
                type="checkbox"
                aria-label={`${row.name} 선택`}
                checked={selected.has(row.id)}
                onChange={() =>
                  setSelected((s) => {
                    const next = new Set(s);
                    if (!next.delete(row.id)) next.add(row.id);
                    return next;
                  })
                }
              />
            </Td>
            <Td>
              <Link href={`/admin/products/${row.id}`} className="flex items-center gap-2 font-medium text-brand-700 hover:underline">
                <AdminRowPhoto imageUrl={row.imageUrl} />
                {row.name}
              </Link>
            </Td>
            <Td className="whitespace-nowrap">{row.manufacturerName}</Td>
            <Td className="whitespace-nowrap text-gray-600">
              {INHALATION_LABELS[row.inhalation]} · {row.nicotineMg}mg · {row.volumeMl}ml
            </Td>
            <Td>
              <LegalClassBadge legalClass={row.legalClass} withheldReason={row.withheldReason} />
            </Td>
            <Td className="text-right whitespace-nowrap tabular-nums">{row.lowestPrice == null ? "—" : formatWon(row.lowestPrice)}</Td>
            <Td className="text-right tabular-nums">{row.offerCount}</Td>
            <Td>
              <Badge
                type="button"
                onClick={() => setVisible([row.id], !visibleOf(row))}
                aria-pressed={visibleOf(row)}
                aria-label={`${visibleOf(row) ? "노출" : "숨김"}: ${row.name} ${visibleOf(row) ? "숨기기" : "노출하기"}`}
                as="button"
                tone={visibleOf(row) ? "green" : "gray"}
                className="cursor-pointer"
              >
                {visibleOf(row) ? "노출" : "숨김"}
              </Badge>
            </Td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
