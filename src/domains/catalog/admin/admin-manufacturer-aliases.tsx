"use client";

import { useState } from "react";
import { toast } from "sonner";
import "@/platform/zod-korean";
import { callAdminApi } from "@/ui/admin/admin-api";
import { AdminButton } from "@/ui/admin/admin-button";
import { AdminInput } from "@/ui/admin/admin-input";
import { useAdminAction } from "@/ui/admin/use-admin-action";
import { manufacturerAliasesInput, splitAliases } from "./admin-manufacturer-form";

/**
 * A maker's other spellings in /admin/manufacturers (`Vampire Vape, 뱀파이어 베이프`), edited as one
 * comma-separated field: shop titles that write the maker so are matched to it.
 */
export function ManufacturerAliases({ id, name, aliases }: { id: number; name: string; aliases: string[] }) {
  const { busy, run } = useAdminAction();
  const [draft, setDraft] = useState<string | null>(null);

  async function save() {
    const parsed = manufacturerAliasesInput.safeParse({ aliases: splitAliases(draft ?? "") });
    if (!parsed.success) return toast.error(parsed.error.issues[0]!.message);
    const saved = await run(
      `aliases-${id}`,
      () => callAdminApi(`/api/admin/manufacturers/${id}/aliases`, { method: "PUT", body: parsed.data }),
      "다른 표기를 저장했습니다.",
    );
    if (saved) setDraft(null);
  }

  if (draft === null) {
    return (
      <span className="flex flex-wrap items-center gap-1">
        <span className="text-sm text-neutral-700">{aliases.length > 0 ? aliases.join(", ") : "없음"}</span>
        <AdminButton type="button" onClick={() => setDraft(aliases.join(", "))}>
          표기 편집
        </AdminButton>
      </span>
    );
  }
  return (
    <span className="flex flex-wrap gap-1">
      <AdminInput
        aria-label={`${name}의 다른 표기 (쉼표로 구분)`}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        placeholder="예: Vampire Vape, 뱀파이어 베이프"
        className="w-56 py-1"
      />
      <AdminButton type="button" variant="primary" onClick={save} disabled={busy === `aliases-${id}`}>
        저장
      </AdminButton>
      <AdminButton type="button" onClick={() => setDraft(null)}>
        취소
      </AdminButton>
    </span>
  );
}
