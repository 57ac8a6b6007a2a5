import Link from "next/link";
import { adminPage } from "@/app/admin/_shell/admin-page";
import { getAdminDashboard } from "@/app/admin/_data/admin-dashboard";
import { formatSeoulDateTime } from "@/platform/time/seoul";
import { AdminTable } from "@/ui/admin/admin-table";
import { AdminCard } from "@/ui/admin/admin-card";
import { Badge } from "@/ui/admin/badge";
import { Td } from "@/ui/admin/table-parts";
import { DailyChart } from "@/ui/admin/daily-chart";
import { CrawlStandingBadge, CrawlStatusBadge } from "@/domains/crawler/admin";
import { formatWon } from "@/ui/format-won";
import { PageHeading } from "@/ui/page-heading";
import { listRecentAlarms } from "@/domains/operations/list-alarms";

export const metadata = { title: "대시보드" };

const n = (value: number) => value.toLocaleString("ko-KR");

function Stat({ label, value, sub, href }: { label: string; value: string; sub?: string; href?: string }) {
  const body = (
    <>
      <p className="text-sm text-gray-500">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {sub ? <p className="mt-0.5 text-xs text-gray-500">{sub}</p> : null}
    </>
  );
  return href ? (
    <AdminCard href={href} as={Link} className="block p-4 hover:border-brand-600">
      {body}
    </AdminCard>
  ) : (
    <AdminCard className="p-4">{body}</AdminCard>
  );
}

export default adminPage("/admin", async ({ admin }) => {
  const [d, alarms] = await Promise.all([getAdminDashboard(), listRecentAlarms()]);
  const openAlarms = alarms.filter((a) => a.resolvedAt === null);
  const clicks14 = d.clicks.reduce((sum, day) => sum + day.count, 0);
  const views14 = d.pageViews.reduce((sum, day) => sum + day.count, 0);
  return (
    <div className="space-y-5">
      <PageHeading title="대시보드" description={`${admin.name || "관리자"}님, 안녕하세요. 숫자는 모두 한국 시간 기준입니다.`} />
      {openAlarms.length > 0 ? (
        <AdminCard as="section" className="border-red-300 bg-red-50 p-4" aria-labelledby="open-alarms-heading">
          <h2 id="open-alarms-heading" className="font-bold text-red-800">
            운영 경보 {openAlarms.length}건
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {openAlarms.map((alarm) => (
              <li key={alarm.id}>
                <Link
                  className="underline"
                  href={alarm.sellerSiteId !== null ? `/admin/crawler-logs?siteId=${alarm.sellerSiteId}` : "/admin/system"}
                >
                  {alarm.summary}
                </Link>{" "}
                <span className="text-gray-500">{formatSeoulDateTime(alarm.openedAt)}부터</span>
              </li>
            ))}
          </ul>
        </AdminCard>
      ) : null}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label="회원"
          value={n(d.members.total)}
          sub={`오늘 +${n(d.members.newToday)} · 14일 +${n(d.members.newInPeriod)}`}
          href="/admin/users"
        />
        <Stat label="상품" value={n(d.catalog.products)} sub={`노출 ${n(d.catalog.visibleProducts)}`} href="/admin/products" />
        <Stat label="판매처 상품" value={n(d.catalog.offers)} sub={`가격 있음 ${n(d.catalog.pricedOffers)}`} href="/admin/seller-sites" />
        <Stat label="검토 대기 가격" value={n(d.held.length)} sub="이상 가격 보류" href="/admin/products/review" />
        <Stat label="신고된 게시물" value={n(d.reportedContent)} sub="글·댓글·리뷰 처리 대기" href="/admin/community" />
      </div>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <AdminCard as="section" className="p-4">
          <h2 className="font-bold">
            쇼핑몰로 나간 클릭 <span className="text-sm font-normal text-gray-500">14일 {n(clicks14)}회</span>
          </h2>
          <DailyChart label="나간 클릭" days={d.clicks} />
        </AdminCard>
        <AdminCard as="section" className="p-4">
          <h2 className="font-bold">
            신규 가입{" "}
            <span className="text-sm font-normal text-gray-500">
              14일 {n(d.members.newInPeriod)}명 · 14일 내 로그인 {n(d.members.active14d)}명
            </span>
          </h2>
          <DailyChart label="신규 가입" days={d.members.perDay} color="#0ea5e9" />
        </AdminCard>
        <AdminCard as="section" className="p-4">
          <h2 className="font-bold">
            페이지뷰 <span className="text-sm font-normal text-gray-500">14일 {n(views14)}회 · 관리자 화면·봇 제외, 5분마다 집계</span>
          </h2>
          <DailyChart label="페이지뷰" days={d.pageViews} color="#16a34a" />
        </AdminCard>
      </div>
      <section>
        <h2 className="mb-2 font-bold">판매처 크롤링 상태</h2>
        <AdminTable
          label="판매처 크롤링 상태"
          columns={[
            "판매처",
            "상태",
            "마지막 실행",
            { label: "성공률(최근 20회)", right: true },
            { label: "주기 2배 넘게 미갱신", right: true },
          ]}
          rowCount={d.crawlHealth.length}
          empty="등록된 판매처가 없습니다."
        >
          {d.crawlHealth.map((site) => {
            return (
              <tr key={site.id}>
                <Td className="font-medium">
                  {site.name} {!site.enabled ? <Badge tone="gray">꺼짐</Badge> : null}
                </Td>
                <Td>{site.enabled && site.standing ? <CrawlStandingBadge standing={site.standing} /> : "—"}</Td>
                <Td className="whitespace-nowrap text-gray-600">
                  {formatSeoulDateTime(site.lastRunAt)} {site.lastStatus ? <CrawlStatusBadge status={site.lastStatus} /> : null}
                </Td>
                <Td className="text-right tabular-nums">{site.successRate == null ? "—" : `${Math.round(site.successRate * 100)}%`}</Td>
                <Td className={`text-right tabular-nums ${site.staleOfferCount ? "font-semibold text-amber-700" : ""}`}>
                  {n(site.staleOfferCount)} / {n(site.offerCount)}
                </Td>
              </tr>
            );
          })}
        </AdminTable>
      </section>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <AdminCard as="section" className="p-4">
          <h2 className="mb-2 font-bold">최근 최저가 변동</h2>
          <ul className="divide-y divide-gray-100 text-sm">
            {d.priceChanges.map((p) => (
              <li key={p.id} className="flex items-center gap-2 py-2">
                <Link href={`/admin/products/${p.id}`} className="min-w-0 flex-1 truncate hover:underline">
                  <span className="text-gray-500">{p.manufacturerName}</span> {p.name}
                </Link>
                <span className="whitespace-nowrap tabular-nums text-gray-500">
                  {p.previousLowestPrice == null ? "—" : formatWon(p.previousLowestPrice)}
                </span>
                →
                <span
                  className={`whitespace-nowrap font-semibold tabular-nums ${(p.lowestTotalPrice ?? 0) < (p.previousLowestPrice ?? 0) ? "text-drop" : ""}`}
                >
                  {p.lowestTotalPrice == null ? "품절" : formatWon(p.lowestTotalPrice)}
                </span>
              </li>
            ))}
            {d.priceChanges.length === 0 ? <li className="py-2 text-gray-500">아직 변동이 없습니다.</li> : null}
          </ul>
        </AdminCard>
        <AdminCard as="section" className="p-4">
          <h2 className="mb-2 font-bold">
            최근 관리 작업{" "}
            <Link href="/admin/audit-log" className="text-sm font-normal text-brand-700 underline">
              감사 로그 전체
            </Link>
          </h2>
          <ul className="divide-y divide-gray-100 text-sm" data-testid="audit-latest">
            {d.audit.map((entry) => (
              <li key={entry.id} className="flex flex-wrap gap-x-2 py-2">
                <span className="whitespace-nowrap text-gray-500">{formatSeoulDateTime(entry.at)}</span>
                <span className="font-medium">{entry.who}</span>
                <span>{entry.action}</span>
                {entry.target.href ? (
                  <Link href={entry.target.href} className="text-brand-700 hover:underline">
                    {entry.target.text}
                  </Link>
                ) : (
                  <span className="text-gray-500">{entry.target.text}</span>
                )}
              </li>
            ))}
            {d.audit.length === 0 ? <li className="py-2 text-gray-500">기록된 작업이 없습니다.</li> : null}
          </ul>
        </AdminCard>
      </div>
      {d.held.length ? (
        <AdminCard as="section" className="p-4">
          <h2 className="mb-2 font-bold">
            검토 대기 가격{" "}
            <Link href="/admin/products/review" className="text-sm font-normal text-brand-700 underline">
              모두 보기
            </Link>
          </h2>
          <ul className="text-sm">
            {d.held.map(({ held, productName, siteName, currentPrice }) => (
              <li key={held.id} className="py-1">
                {productName} · {siteName}: {currentPrice == null ? "—" : formatWon(currentPrice)} → <b>{formatWon(held.price)}</b>
              </li>
            ))}
          </ul>
        </AdminCard>
      ) : null}
    </div>
  );
});
