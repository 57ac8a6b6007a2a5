import Link from "next/link";
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS } from "@/domains/audit/audit-labels";
import type { AuditLogQuery } from "@/domains/audit/list-audit-entries";
import { AdminButton } from "@/ui/admin/admin-button";
import { AdminFilterSelect } from "@/ui/admin/admin-filter-select";
import { AdminInput } from "@/ui/admin/admin-input";

/** The audit log's filters as a GET form, so a filtered view is a link an admin can share. */
export function AuditLogFilters({ query, actors }: { query: AuditLogQuery; actors: Array<{ value: string; name: string }> }) {
  return (
    <form method="get" className="mb-3 flex flex-wrap items-center gap-2" aria-label="감사 로그 조건">
      <AdminFilterSelect name="action" label="작업" all="모든 작업" options={Object.entries(AUDIT_ACTION_LABELS)} value={query.action} />
      <AdminFilterSelect
        name="actor"
        label="작업자"
        all="모든 작업자"
        options={actors.map((a) => [a.value, a.name] as const)}
        value={query.actor}
      />
      <AdminFilterSelect
        name="targetType"
        label="대상 종류"
        all="모든 대상"
        options={Object.entries(AUDIT_TARGET_LABELS)}
        value={query.targetType}
      />
      <AdminInput name="targetId" defaultValue={query.targetId ?? ""} placeholder="대상 번호" aria-label="대상 번호" className="w-28" />
      <AdminInput type="date" name="from" defaultValue={query.from} aria-label="시작일" />
      <span className="text-gray-500">~</span>
      <AdminInput type="date" name="to" defaultValue={query.to} aria-label="종료일" />
      <AdminButton type="submit">적용</AdminButton>
      <Link href="/admin/audit-log" className="text-sm text-gray-600 underline">
        조건 지우기
      </Link>
    </form>
  );
}
