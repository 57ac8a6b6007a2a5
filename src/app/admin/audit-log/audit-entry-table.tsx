import Link from "next/link";
import type { AuditEntryView } from "@/app/admin/_data/audit-entries";
import { formatSeoulDateTime } from "@/platform/time/seoul";
import { AdminTable } from "@/ui/admin/admin-table";
import { Td } from "@/ui/admin/table-parts";

/** What an entry changed, one field a line: `이름: 이전 → 이후`. */
function AuditChanges({ changes }: { changes: AuditEntryView["changes"] }) {
  if (changes.length === 0) return <span className="text-gray-400">—</span>;
  return (
    <ul className="space-y-0.5 text-xs">
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          <span className="font-semibold text-gray-700">{change.label}</span>:{" "}
          <span className="text-gray-500 line-through">{change.before}</span> → <span className="text-gray-900">{change.after}</span>
        </li>
      ))}
    </ul>
  );
}

/** The audit log's rows: when, who, which action, what it was about (linked), before → after. */
export function AuditEntryTable({ entries }: { entries: AuditEntryView[] }) {
  return (
    <AdminTable
      label="감사 로그"
      columns={["시각", "작업자", "작업", "대상", "변경 내용"]}
      rowCount={entries.length}
      empty="조건에 맞는 기록이 없습니다."
    >
      {entries.map((entry) => (
        <tr key={entry.id} data-testid="audit-entry" className="align-top">
          <Td className="whitespace-nowrap text-gray-600 tabular-nums">{formatSeoulDateTime(entry.at)}</Td>
          <Td className="whitespace-nowrap font-medium">{entry.who}</Td>
          <Td className="whitespace-nowrap">{entry.action}</Td>
          <Td className="whitespace-nowrap">
            {entry.target.href ? (
              <Link href={entry.target.href} className="text-brand-700 hover:underline">
                {entry.target.text}
              </Link>
            ) : (
              entry.target.text
            )}
          </Td>
          <Td className="min-w-64 max-w-md">
            <AuditChanges changes={entry.changes} />
          </Td>
        </tr>
      ))}
    </AdminTable>
  );
}
