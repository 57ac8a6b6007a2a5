import { NextRequest } from "next/server";
import { expect, it } from "vitest";
import { listAuditEntryViews } from "@/app/admin/_data/audit-entries";
import { GET as auditLogRoute } from "@/app/api/admin/audit-log/route";
import { moderateMember } from "@/domains/accounts/admin/moderate-member";
import { AUTOMATIC_ACTOR, recordAuditEntry } from "@/domains/audit/record-audit-entry";
import { listAuditActors, listAuditEntries } from "@/domains/audit/list-audit-entries";
import { auditLog } from "@/domains/audit/schema";
import { getDb } from "@/platform/db/client";
import { createAdmin, createMember, sessionCookieFor } from "../support/account-factories";
import { describeEachDatabase } from "../support/test-db";

type Member = Awaited<ReturnType<typeof createMember>>;
const actorOf = (member: Member) => ({ id: member.id, name: member.nickname });

async function getAuditLog(as: Member, query: string) {
  const cookie = await sessionCookieFor(as);
  const response = await auditLogRoute(
    new NextRequest(`http://localhost:3000/api/admin/audit-log${query}`, { headers: { cookie: `${cookie.name}=${cookie.value}` } }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, body: await response.json() };
}

describeEachDatabase("audit log", () => {
  it("filters by action, actor (the crawl's own decisions too), target and page", async () => {
    const [kim, lee] = [await createAdmin(), await createAdmin()];
    await recordAuditEntry({ actor: actorOf(kim), action: "seller_site.update", target: { type: "seller_site", id: 11 } });
    await recordAuditEntry({ actor: actorOf(kim), action: "product.update", target: { type: "product", id: 21 } });
    await recordAuditEntry({ actor: actorOf(lee), action: "product.update", target: { type: "product", id: 22 } });
    await recordAuditEntry({ actor: AUTOMATIC_ACTOR, action: "product.auto-create", target: { type: "product", id: 23 } });

    const targetIds = async (query: Parameters<typeof listAuditEntries>[0]) =>
      (await listAuditEntries(query)).entries.map((entry) => entry.targetId);
    expect(await targetIds({ action: "product.update" })).toEqual(["22", "21"]);
    expect(await targetIds({ actor: kim.id })).toEqual(["21", "11"]);
    expect(await targetIds({ actor: "automatic" })).toEqual(["23"]);
    expect(await targetIds({ targetType: "product", targetId: "22" })).toEqual(["22"]);
    expect(await targetIds({ actor: kim.id, action: "product.update" })).toEqual(["21"]);
    const second = await listAuditEntries({ actor: kim.id, limit: 1, page: 2 });
    expect(second.entries.map((e) => e.targetId)).toEqual(["11"]);
    expect(second.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });

    const actors = await listAuditActors();
    expect(actors).toEqual(
      expect.arrayContaining([
        { value: kim.id, name: kim.nickname },
        { value: lee.id, name: lee.nickname },
        { value: "automatic", name: "자동 매칭" },
      ]),
    );
  });

  it("takes the date range as whole days in Seoul", async () => {
    const admin = await createAdmin();
    const at = (iso: string, targetId: string) => ({
      actorId: admin.id,
      actorName: "운영",
      action: "settings.update",
      targetType: "held_price",
      targetId,
      at: new Date(iso),
    });
    await getDb()
      .insert(auditLog)
      .values([
        at("2026-03-01T14:59:00Z", "late-on-1st"), // 23:59 on 3월 1일 in Seoul
        at("2026-03-01T15:00:00Z", "start-of-2nd"), // 00:00 on 3월 2일
        at("2026-03-02T14:59:59Z", "end-of-2nd"),
        at("2026-03-02T15:00:00Z", "start-of-3rd"),
      ]);
    const ids = async (from?: string, to?: string) =>
      (await listAuditEntries({ targetType: "held_price", from, to })).entries.map((entry) => entry.targetId);
    expect(await ids("2026-03-02", "2026-03-02")).toEqual(["end-of-2nd", "start-of-2nd"]);
    expect(await ids(undefined, "2026-03-01")).toEqual(["late-on-1st"]);
    expect(await ids("2026-03-03")).toEqual(["start-of-3rd"]);
  });

  it("reads in Korean: actions by name, members by their shown name, targets linked, before → after by field", async () => {
    const admin = await createAdmin({ name: "운영자" });
    const member = await createMember();
    await moderateMember({ actor: admin, userId: member.id, banned: true, reason: "광고 도배" });
    await recordAuditEntry({
      actor: admin,
      action: "seller_site.update",
      target: { type: "seller_site", id: 5 },
      before: { shippingFee: 3000, enabled: true },
      after: { shippingFee: 2500, enabled: false },
    });
    const { entries } = await listAuditEntryViews({ actor: admin.id });
    expect(entries[0]).toMatchObject({
      who: "운영자",
      action: "판매처 수정",
      target: { text: "판매처 #5", href: "/admin/seller-sites" },
    });
    // jsonb keeps its own key order, so the fields are compared as a set.
    expect(entries[0]!.changes).toHaveLength(2);
    expect(entries[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: "shippingFee", label: "배송비", before: "3,000", after: "2,500" },
        { field: "enabled", label: "크롤링 사용", before: "예", after: "아니오" },
      ]),
    );
    expect(entries[1]).toMatchObject({
      action: "회원 차단",
      target: { text: `회원 ${member.nickname}`, href: `/admin/users?q=${encodeURIComponent(member.nickname!)}` },
      changes: expect.arrayContaining([{ field: "reason", label: "사유", before: "—", after: "광고 도배" }]),
    });
    expect(JSON.stringify(entries)).not.toMatch(/member\.ban|seller_site|#[0-9a-f]{8}/);
  });

  it("answers admins only, and refuses an unknown filter in Korean", async () => {
    const admin = await createAdmin();
    expect((await getAuditLog(await createMember(), "")).status).toBe(403);
    const refused = await getAuditLog(admin, "?action=drop.table");
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain("작업 종류가 올바르지 않습니다.");
    const dated = await getAuditLog(admin, "?from=2026-13-40");
    expect(dated.status).toBe(400);
    expect(dated.body.error.message).toContain("날짜 형식이 올바르지 않습니다.");
    expect((await getAuditLog(admin, `?actor=${admin.id}`)).body).toMatchObject({ entries: [], pagination: { total: 0 } });
  });
});
