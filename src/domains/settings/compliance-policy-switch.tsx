"use client";

import { useState } from "react";
import { toast } from "sonner";
import { callAdminApi } from "@/ui/admin/admin-api";
import { useConfirm } from "@/ui/admin/confirm-dialog";
import { COMPLIANCE_PRESETS, PRESET_DEFINITIONS, type CompliancePolicy, type CompliancePreset } from "./compliance-policy";

const effectiveDate = new Intl.DateTimeFormat("ko-KR", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Seoul" });

/** /admin/settings' 운영 정책 card: the preset in force since when, and the switch (PUT /api/admin/compliance). */
export function CompliancePolicySwitch({ initial }: { initial: CompliancePolicy }) {
  const [policy, setPolicy] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [confirmDialog, confirm] = useConfirm();

  async function choose(preset: CompliancePreset) {
    if (preset === policy.preset) return;
    const warning =
      preset === "open"
        ? "니코틴 액상의 가격 비교·구매 링크·알림이 다시 공개됩니다. 대한민국에서는 2026-04-24부터 담배의 온라인 판매·광고가 금지되어 있습니다. 이 설정은 운영자의 법적 판단입니다. 바꿀까요?"
        : `${PRESET_DEFINITIONS[preset].label} 정책을 지금부터 적용할까요?`;
    if (!(await confirm({ message: warning, confirmLabel: "적용하기" }))) return;
    setSaving(true);
    try {
      const { policy: saved } = await callAdminApi<{ policy: CompliancePolicy }>("/api/admin/compliance", {
        method: "PUT",
        body: { preset },
      });
      setPolicy(saved);
      toast.success("운영 정책을 바꿨습니다. 모든 서버와 페이지에 바로 적용됩니다.");
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "운영 정책을 바꾸지 못했습니다.");
    } finally {
      setSaving(false);
    }
  }

  return (
    <section
      className="max-w-3xl rounded-xl border border-gray-200 bg-white p-4 md:p-5"
      aria-labelledby="compliance-policy"
      data-testid="compliance-policy"
    >
      <h2 id="compliance-policy" className="text-sm font-bold text-gray-700">
        운영 정책 (규제 준수)
      </h2>
      <p className="mt-1 text-sm text-gray-700" data-testid="compliance-current">
        {`현재: ${PRESET_DEFINITIONS[policy.preset].label}`}
        {policy.effectiveAt
          ? ` · ${effectiveDate.format(new Date(policy.effectiveAt))}부터 적용`
          : " · 기본값 (환경 변수 COMPLIANCE_PRESET)"}
      </p>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        {COMPLIANCE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            disabled={saving}
            aria-pressed={policy.preset === preset}
            onClick={() => void choose(preset)}
            data-testid={`compliance-preset-${preset}`}
            className={`rounded-lg border p-3 text-left text-sm disabled:opacity-60 ${policy.preset === preset ? "border-brand-700 bg-brand-50 ring-1 ring-brand-700" : "border-gray-300 hover:bg-gray-50"}`}
          >
            <span className="block font-semibold">{PRESET_DEFINITIONS[preset].label}</span>
            <span className="mt-1 block text-gray-600">{PRESET_DEFINITIONS[preset].summary}</span>
          </button>
        ))}
      </div>
      {confirmDialog}
      <p className="mt-3 text-xs text-gray-500">
        숨겨진 상품의 판매처·가격 기록·관심상품·알림은 지워지지 않고, 정책을 되돌리면 그대로 돌아옵니다.{" "}
        <a href="/admin/compliance" className="underline">
          각 정책과 근거 보기
        </a>
      </p>
    </section>
  );
}
