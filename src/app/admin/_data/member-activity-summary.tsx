import { formatSeoulDateTime } from "@/platform/time/seoul";
import type { MemberActivity } from "./member-activity";

/** One member's activity on /admin/users: each domain's figures, audit entries about them, and their ban history. */
export function MemberActivitySummary({ activity }: { activity: MemberActivity | undefined }) {
  if (!activity) return <span className="text-gray-400">—</span>;
  const { figures, auditEntries, banHistory } = activity;
  return (
    <div className="min-w-52 text-xs text-gray-700" data-testid="member-activity">
      <dl className="flex flex-wrap gap-x-3 gap-y-0.5">
        {figures.map((f) => (
          <div key={f.label} className="flex gap-1 whitespace-nowrap">
            <dt className="text-gray-500">{f.label}</dt>
            <dd className="font-semibold tabular-nums">
              {f.value.toLocaleString("ko-KR")}
              {f.note ? <span className="ml-1 font-normal text-gray-500">({f.note})</span> : null}
            </dd>
          </div>
        ))}
        <div className="flex gap-1 whitespace-nowrap">
          <dt className="text-gray-500">관리 기록</dt>
          <dd className="font-semibold tabular-nums">{auditEntries.toLocaleString("ko-KR")}</dd>
        </div>
      </dl>
      {banHistory.length > 0 ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-gray-600">차단 이력 {banHistory.length}건</summary>
          <ol className="mt-1 space-y-0.5" data-testid="ban-history">
            {banHistory.map((b) => (
              <li key={`${b.at.toString()}-${b.banned}`}>
                <span className="tabular-nums text-gray-500">{formatSeoulDateTime(b.at)}</span>{" "}
                <span className={b.banned ? "font-semibold text-red-700" : "font-semibold text-green-800"}>
                  {b.banned ? "차단" : "해제"}
                </span>
                {b.reason ? ` — ${b.reason}` : ""} <span className="text-gray-500">({b.by})</span>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}
