import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, expect, it } from "vitest";
import * as adminReportsRoute from "@/app/api/admin/price-reports/route";
import * as reportsRoute from "@/app/api/price-reports/route";
import { auditLog } from "@/domains/audit/schema";
import { listOpenPriceReports } from "@/domains/catalog/price-reports/price-report-queue";
import { offers, priceReports } from "@/domains/catalog/schema";
import { listLastOfferCrawls } from "@/domains/crawler/admin/last-offer-crawls";
import { crawlLogs, crawlRuns } from "@/domains/crawler/schema";
import { notifications } from "@/domains/notifications/schema";
import { classesAllowed } from "@/domains/settings/compliance-policy";
import { setCompliancePreset } from "@/domains/settings/update-compliance-policy";
import { getDb } from "@/platform/db/client";
import { CLIENT_IP_HEADER } from "@/platform/rate-limit/client-ip";
import { createAdmin, createMember, sessionCookieFor } from "../support/account-factories";
import { createPricedProduct } from "../support/catalog-factories";
import { describeEachDatabase } from "../support/test-db";

type Caller = { cookie?: { name: string; value: string }; ip?: string };

// Both databases' runs of this file share its rate-limit counters: every address is new to them.
const freshIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;

/** POSTs `body` to a route as the site would: same-origin, the server-stamped client address, the caller's cookie. */
async function post(route: typeof reportsRoute.POST, path: string, body: unknown, { cookie, ip = freshIp() }: Caller = {}) {
  const headers: Record<string, string> = {
    origin: "http://localhost:3000",
    "content-type": "application/json",
    [CLIENT_IP_HEADER]: ip,
    ...(cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {}),
  };
  const response = await route(new NextRequest(`http://localhost:3000${path}`, { method: "POST", headers, body: JSON.stringify(body) }), {
    params: Promise.resolve({}),
  });
  return { status: response.status, json: await response.json() };
}

const report = (body: unknown, caller?: Caller) => post(reportsRoute.POST, "/api/price-reports", body, caller);
const decide = (body: unknown, caller?: Caller) => post(adminReportsRoute.POST, "/api/admin/price-reports", body, caller);

async function offerOnSale(overrides: Parameters<typeof createPricedProduct>[0] = {}) {
  const created = await createPricedProduct({ offers: [{ price: 12_900 }], ...overrides });
  return { product: created.product, offerId: created.offers[0]!.id };
}

const reportsOf = (offerId: number) => getDb().select().from(priceReports).where(eq(priceReports.offerId, offerId));

describeEachDatabase("가격 오류 신고", () => {
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let adminCookie: { name: string; value: string };
  beforeAll(async () => {
    admin = await createAdmin();
    adminCookie = await sessionCookieFor(admin);
    await setCompliancePreset({ actor: admin, preset: "open" });
  });
  afterAll(async () => {
    await setCompliancePreset({ actor: admin, preset: "KR-2026-04-24" });
  });

  it("takes a member's report with its reason, note and price seen, and a signed-out visitor's without a reporter", async () => {
    const { offerId } = await offerOnSale();
    const member = await createMember();
    const asMember = await report(
      { offerId, reason: "price", note: "  쇼핑몰에선 15,900원이에요 ", seenPrice: 15_900 },
      { cookie: await sessionCookieFor(member) },
    );
    expect(asMember).toMatchObject({ status: 200, json: { ok: true } });
    const asVisitor = await report({ offerId, reason: "sold_out" }, { ip: freshIp() });
    expect(asVisitor.status).toBe(200);
    const rows = await reportsOf(offerId);
    expect(rows.map((r) => [r.reason, r.reporterId, r.note, r.seenPrice])).toEqual([
      ["price", member.id, "쇼핑몰에선 15,900원이에요", 15_900],
      ["sold_out", null, null, null],
    ]);
    // A member keeps one open report per offer.
    const again = await report({ offerId, reason: "shipping" }, { cookie: await sessionCookieFor(member) });
    expect(again).toMatchObject({ status: 409, json: { error: { code: "already_reported" } } });
  });

  it("answers bad input with 400 and a Korean message naming no field key", async () => {
    const { offerId } = await offerOnSale();
    const cases = [
      [{ offerId, reason: "cheap" }, "신고 사유를 골라 주세요."],
      [{ offerId: "x", reason: "price" }, "신고할 판매처를 찾을 수 없습니다."],
      [{ offerId, reason: "price", seenPrice: 12.5 }, "본 가격은 원 단위 정수로 적어 주세요."],
      [{ offerId, reason: "other", note: "가".repeat(301) }, "내용은 300자 이하로 적어 주세요."],
    ] as const;
    for (const [body, message] of cases) {
      const answer = await report(body, { ip: freshIp() });
      expect(answer.status).toBe(400);
      expect(answer.json.error.code).toBe("invalid_input");
      expect(answer.json.error.message).toContain(message);
      expect(answer.json.error.message).not.toMatch(/offerId|seenPrice|reason|note/);
    }
  });

  it("refuses offers that do not exist or that the compliance policy or the admin withholds (404, nothing stored)", async () => {
    const hidden = await offerOnSale({ visible: false });
    const nicotine = await offerOnSale({ nicotineMg: 9.8, nicotineSource: "synthetic" });
    expect((await report({ offerId: 2_000_000_000, reason: "price" }, { ip: freshIp() })).status).toBe(404);
    expect((await report({ offerId: hidden.offerId, reason: "price" }, { ip: freshIp() })).status).toBe(404);
    // Under the KR preset nicotine liquids are not compared: their offers are not shown, so not reportable.
    expect(classesAllowed("KR-2026-04-24", "compare")).not.toContain("nicotine_liquid");
    expect((await report({ offerId: nicotine.offerId, reason: "price" }, { ip: freshIp() })).status).toBe(200);
    await setCompliancePreset({ actor: admin, preset: "KR-2026-04-24" });
    try {
      const refused = await report({ offerId: nicotine.offerId, reason: "shipping" }, { ip: freshIp() });
      expect(refused).toMatchObject({ status: 404, json: { error: { code: "not_found", message: "신고할 판매처를 찾을 수 없습니다." } } });
    } finally {
      await setCompliancePreset({ actor: admin, preset: "open" });
    }
    expect(await reportsOf(hidden.offerId)).toHaveLength(0);
    expect(await reportsOf(nicotine.offerId)).toHaveLength(1);
  });

  it("limits signed-out visitors per address and members per member (429 in Korean)", async () => {
    const { offerId } = await offerOnSale();
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await report({ offerId, reason: "other" }, { ip })).status).toBe(200);
    const over = await report({ offerId, reason: "other" }, { ip });
    expect(over).toMatchObject({ status: 429, json: { error: { code: "rate_limited" } } });
    expect(over.json.error.message).toContain("가격 오류 신고가 너무 많습니다");
    // Another address is counted apart.
    expect((await report({ offerId, reason: "other" }, { ip: freshIp() })).status).toBe(200);
    // A member is counted as the member, whatever the address: 20 an hour.
    const member = await createMember();
    const cookie = await sessionCookieFor(member);
    const offerIds = [];
    for (let i = 0; i < 21; i++) offerIds.push((await offerOnSale()).offerId);
    for (const [i, id] of offerIds.entries()) {
      const answer = await report({ offerId: id, reason: "price" }, { cookie, ip: freshIp() });
      expect(answer.status).toBe(i < 20 ? 200 : 429);
    }
  });

  it("lets only admins decide (401 visitors, 403 members)", async () => {
    const { offerId } = await offerOnSale();
    const member = await createMember();
    expect((await decide({ offerId, decision: "fixed" })).status).toBe(401);
    expect((await decide({ offerId, decision: "fixed" }, { cookie: await sessionCookieFor(member) })).status).toBe(403);
    expect((await decide({ offerId, decision: "maybe" }, { cookie: adminCookie })).status).toBe(400);
    expect((await decide({ offerId: 2_000_000_000, decision: "fixed" }, { cookie: adminCookie })).status).toBe(404);
  });

  it("queues open reports per offer beside the offer's last crawl", async () => {
    const { product, offerId } = await offerOnSale();
    await report({ offerId, reason: "price", seenPrice: 13_500 }, { ip: freshIp() });
    await report({ offerId, reason: "shipping" }, { cookie: await sessionCookieFor(await createMember()) });
    const [run] = await getDb()
      .insert(crawlRuns)
      .values({ sellerSiteId: await siteOf(offerId), trigger: "manual" })
      .returning();
    const base = { runId: run!.id, offerId, url: "https://shop.example/p/1", durationMs: 100 };
    await getDb()
      .insert(crawlLogs)
      .values([
        { ...base, newPrice: 12_000, createdAt: new Date(Date.now() - 3_600_000) },
        { ...base, httpStatus: 200, errorCode: "NO_PRICE", errorReason: "가격을 찾지 못했습니다.", newPrice: null },
      ]);
    const group = (await listOpenPriceReports()).find((g) => g.offerId === offerId)!;
    expect(group.reports.map((r) => [r.reason, r.seenPrice, r.byMember])).toEqual([
      ["price", 13_500, false],
      ["shipping", null, true],
    ]);
    expect(group).toMatchObject({ productId: product.id, price: 12_900 });
    const last = (await listLastOfferCrawls({ offerIds: [offerId] })).get(offerId)!;
    expect(last).toMatchObject({ ok: false, outcome: "가격 없음", httpStatus: 200, price: null, reason: "가격을 찾지 못했습니다." });
  });

  it("수정됨 closes the offer's reports, is audited, and tells each member who reported it once on the bell", async () => {
    const { product, offerId } = await offerOnSale();
    const member = await createMember();
    const other = await createMember();
    await report({ offerId, reason: "price" }, { cookie: await sessionCookieFor(member) });
    await report({ offerId, reason: "sold_out" }, { cookie: await sessionCookieFor(other) });
    await report({ offerId, reason: "other" }, { ip: freshIp() });
    const fixed = await decide({ offerId, decision: "fixed" }, { cookie: adminCookie });
    expect(fixed).toMatchObject({ status: 200, json: { closed: 3 } });
    expect((await reportsOf(offerId)).every((r) => r.resolution === "fixed" && r.resolvedAt !== null)).toBe(true);
    expect((await listOpenPriceReports()).some((g) => g.offerId === offerId)).toBe(false);
    const entries = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "offer"), eq(auditLog.targetId, String(offerId))));
    expect(entries.map((e) => [e.action, e.actorId, e.after])).toEqual([["price_report.fixed", admin.id, { reports: 3 }]]);
    // A second click closes nothing, writes no entry and tells nobody again.
    expect((await decide({ offerId, decision: "fixed" }, { cookie: adminCookie })).json).toEqual({ closed: 0 });
    for (const who of [member, other]) {
      const notes = await getDb().select().from(notifications).where(eq(notifications.userId, who.id));
      expect(notes.map((n) => [n.type, n.url])).toEqual([["price_report", `/products/${product.id}`]]);
      expect(notes[0]!.content).toMatch(/^신고해 주신 .+의 .+ 가격 오류를 바로잡았어요\. 고맙습니다\.$/);
    }
    expect(
      await getDb()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, "offer"), eq(auditLog.targetId, String(offerId)))),
    ).toHaveLength(1);
  });

  it("문제 없음 closes the reports, is audited and tells nobody; a member may report the offer again later", async () => {
    const { offerId } = await offerOnSale();
    const member = await createMember();
    const cookie = await sessionCookieFor(member);
    await report({ offerId, reason: "price" }, { cookie });
    expect((await decide({ offerId, decision: "dismiss" }, { cookie: adminCookie })).json).toEqual({ closed: 1 });
    expect((await reportsOf(offerId))[0]!.resolution).toBe("dismissed");
    expect(await getDb().select().from(notifications).where(eq(notifications.userId, member.id))).toHaveLength(0);
    const [entry] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "offer"), eq(auditLog.targetId, String(offerId))));
    expect(entry!.action).toBe("price_report.dismiss");
    expect((await report({ offerId, reason: "price" }, { cookie })).status).toBe(200);
  });
});

async function siteOf(offerId: number): Promise<number> {
  const [row] = await getDb().select({ siteId: offers.sellerSiteId }).from(offers).where(eq(offers.id, offerId));
  return row!.siteId;
}
