"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { callAdminApi } from "@/ui/admin/admin-api";
import { AdminButton } from "@/ui/admin/admin-button";

/** 수정됨 / 문제 없음 for an offer's open reports; the queue drops the offer once the server closed them. */
export function AdminPriceReportActions({ offerId, members }: { offerId: number; members: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function decide(decision: "fixed" | "dismiss") {
    setBusy(true);
    try {
      await callAdminApi("/api/admin/price-reports", { method: "POST", body: { offerId, decision } });
      toast.success(
        decision === "fixed"
          ? members > 0
            ? `수정됨으로 닫고 회원 ${members}명에게 알렸습니다.`
            : "수정됨으로 닫았습니다."
          : "문제 없음으로 닫았습니다.",
      );
      router.refresh();
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <AdminButton type="button" variant="primary" disabled={busy} onClick={() => void decide("fixed")}>
        수정됨
      </AdminButton>
      <AdminButton type="button" disabled={busy} onClick={() => void decide("dismiss")}>
        문제 없음
      </AdminButton>
      <p className="text-xs text-gray-600">수정됨: 신고한 회원에게 알림이 갑니다 (비회원은 알릴 수 없음).</p>
    </div>
  );
}
