import Link from "next/link";
import { adminPage } from "@/app/admin/_shell/admin-page";
import { getSystemStatus } from "@/app/admin/_data/system-status";
import { formatSeoulDateTime } from "@/platform/time/seoul";
import { AdminCard } from "@/ui/admin/admin-card";
import { AdminTable } from "@/ui/admin/admin-table";
import { Badge } from "@/ui/admin/badge";
import { Td } from "@/ui/admin/table-parts";
import { PageHeading } from "@/ui/page-heading";

export const metadata = { title: "시스템 상태" };
export const dynamic = "force-dynamic";

const n = (value: number) => Math.round(value).toLocaleString("ko-KR");

function bytes(value: number): string {
  if (value >= 1024 ** 3) return `${(value / 1024 ** 3).toFixed(1)} GB`;
  if (value >= 1024 ** 2) return `${(value / 1024 ** 2).toFixed(1)} MB`;
  return `${n(value / 1024)} KB`;
}

function duration(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  return days > 0 ? `${days}일 ${hours}시간` : hours > 0 ? `${hours}시간 ${minutes}분` : `${minutes}분`;
}

const QUEUE_NAMES: Record<string, string> = { crawl: "크롤링", push: "푸시" };
const STATE_NAMES: Record<string, string> = { waiting: "대기", active: "실행 중", delayed: "지연 예약", failed: "실패" };
const ALARM_KINDS: Record<string, string> = { shop: "쇼핑몰", crawl_queue: "크롤링 큐", push: "푸시" };

function Figure({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <AdminCard className="min-w-0 p-4 break-words">
      <p className="text-sm text-gray-500">{label}</p>
      <p className="mt-1 text-xl font-bold tabular-nums">{value}</p>
      {sub ? <p className="mt-0.5 text-xs text-gray-500">{sub}</p> : null}
    </AdminCard>
  );
}

export default adminPage("/admin/system", async () => {
  const s = await getSystemStatus();
  const now = Date.now();
  const migrationsOk = s.database.migrations.applied === s.database.migrations.known;
  const openAlarms = s.alarms.filter((a) => a.resolvedAt === null);
  return (
    <div className="space-y-5">
      <PageHeading title="시스템 상태" description="버전, 프로세스, 데이터베이스, 큐, 백업, 가격 신선도와 운영 경보를 한곳에서 봅니다." />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="버전" value={`v${s.version}`} sub={s.commit ? `커밋 ${s.commit}` : "커밋 정보 없음"} />
        <Figure
          label="가격 신선도 (24시간)"
          value={s.freshness.share === null ? "—" : `${(s.freshness.share * 100).toFixed(1)}%`}
          sub={`구매 가능한 가격 중 주기 안에 확인된 몫 · 표본 ${n(s.freshness.samples)}개`}
        />
        <Figure
          label="데이터베이스"
          value={bytes(s.database.bytes)}
          sub={`${s.driver === "pglite" ? "내장(PGlite)" : "PostgreSQL"} · 마이그레이션 ${s.database.migrations.applied}/${s.database.migrations.known}${migrationsOk ? "" : " (적용 안 된 것 있음)"}`}
        />
        <Figure
          label="마지막 백업"
          value={s.lastBackup ? formatSeoulDateTime(s.lastBackup.at) : "없음"}
          sub={s.lastBackup ? `${bytes(s.lastBackup.bytes)} · 보관 ${s.backupCount}개` : "npm run backup 으로 만들 수 있습니다"}
        />
      </div>

      <section aria-labelledby="alarms-heading">
        <h2 id="alarms-heading" className="mb-2 font-bold">
          운영 경보 <span className="text-sm font-normal text-gray-600">열림 {openAlarms.length}건 · 최근 7일</span>
        </h2>
        <AdminTable
          label="운영 경보"
          columns={["상태", "종류", "내용", "시작", "해결"]}
          rowCount={s.alarms.length}
          empty="최근 7일 동안 경보가 없었습니다."
        >
          {s.alarms.map((alarm) => (
            <tr key={alarm.id}>
              <Td>{alarm.resolvedAt ? <Badge tone="green">해결</Badge> : <Badge tone="red">열림</Badge>}</Td>
              <Td className="whitespace-nowrap">{ALARM_KINDS[alarm.kind] ?? alarm.kind}</Td>
              <Td className="min-w-64">
                {alarm.sellerSiteId !== null ? (
                  <Link className="text-brand-700 underline" href={`/admin/crawler-logs?siteId=${alarm.sellerSiteId}`}>
                    {alarm.summary}
                  </Link>
                ) : (
                  alarm.summary
                )}
              </Td>
              <Td className="whitespace-nowrap tabular-nums">{formatSeoulDateTime(alarm.openedAt)}</Td>
              <Td className="whitespace-nowrap tabular-nums">{alarm.resolvedAt ? formatSeoulDateTime(alarm.resolvedAt) : "—"}</Td>
            </tr>
          ))}
        </AdminTable>
      </section>

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <section aria-labelledby="processes-heading" className="min-w-0">
          <h2 id="processes-heading" className="mb-2 font-bold">
            프로세스{" "}
            <span className="text-sm font-normal text-gray-600">이 화면을 그린 프로세스 {duration(s.thisProcess.uptimeSeconds)}째</span>
          </h2>
          <AdminTable
            label="프로세스"
            columns={["역할", "호스트 · PID", { label: "가동 시간", right: true }]}
            rowCount={s.processes.length}
            fit
            empty="아직 보고한 프로세스가 없습니다."
          >
            {s.processes.map((p) => (
              <tr key={p.id}>
                <Td>{p.role === "web" ? "웹" : "작업자"}</Td>
                <Td className="break-all">
                  {p.host} · {p.pid}
                  {p.pid === s.thisProcess.pid ? " (이 프로세스)" : ""}
                </Td>
                <Td className="text-right tabular-nums">{duration((now - p.startedAt.getTime()) / 1000)}</Td>
              </tr>
            ))}
          </AdminTable>
        </section>
        <section aria-labelledby="queues-heading" className="min-w-0">
          <h2 id="queues-heading" className="mb-2 font-bold">
            큐
          </h2>
          <AdminTable
            label="큐"
            columns={["큐", "상태", { label: "작업 수", right: true }]}
            rowCount={s.queues.length}
            fit
            empty="아직 집계된 큐가 없습니다."
          >
            {s.queues.map((q) => (
              <tr key={`${q.queue}-${q.state}`}>
                <Td>{QUEUE_NAMES[q.queue] ?? q.queue}</Td>
                <Td>{STATE_NAMES[q.state] ?? q.state}</Td>
                <Td className="text-right tabular-nums">{n(q.jobs)}</Td>
              </tr>
            ))}
          </AdminTable>
        </section>
      </div>

      <section aria-labelledby="tables-heading">
        <h2 id="tables-heading" className="mb-2 font-bold">
          가장 큰 테이블
        </h2>
        <AdminTable
          label="가장 큰 테이블"
          columns={["테이블", { label: "크기", right: true }, { label: "행(추정)", right: true }]}
          rowCount={s.database.largestTables.length}
          fit
          empty="테이블이 없습니다."
        >
          {s.database.largestTables.map((t) => (
            <tr key={t.name}>
              <Td className="font-mono text-xs">{t.name}</Td>
              <Td className="text-right tabular-nums">{bytes(t.bytes)}</Td>
              <Td className="text-right tabular-nums">{t.rows > 0 ? n(t.rows) : "—"}</Td>
            </tr>
          ))}
        </AdminTable>
      </section>
    </div>
  );
});
