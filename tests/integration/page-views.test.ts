import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { expect, it } from "vitest";
import * as beaconRoute from "@/app/api/analytics/page-view/route";
import { countPageViewsByDay, listProductViewsByDay, rollUpPageViews } from "@/domains/analytics/page-view-rollups";
import { flushPageViews } from "@/domains/analytics/page-view-writer";
import { recordPageView } from "@/domains/analytics/record-page-view";
import { VISITOR_COOKIE } from "@/domains/analytics/visitor-cookie";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { describeEachDatabase } from "../support/test-db";

const BROWSER = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

function beacon({
  path,
  cookie,
  userAgent = BROWSER,
  ip = "203.0.113.10",
}: {
  path: string;
  cookie?: string;
  userAgent?: string;
  ip?: string;
}) {
  const headers: Record<string, string> = {
    origin: "http://localhost:3000",
    "content-type": "application/json",
    "user-agent": userAgent,
    "x-aeksangpick-client-ip": ip,
  };
  if (cookie) headers.cookie = `${VISITOR_COOKIE}=${cookie}`;
  const req = new NextRequest("http://localhost:3000/api/analytics/page-view", { method: "POST", headers, body: JSON.stringify({ path }) });
  return beaconRoute.POST(req);
}

async function viewsOf(path: string) {
  const [row] = await queryRows<{ n: number }>(getDb(), sql`SELECT count(*)::int AS n FROM page_view WHERE path = ${path}`);
  return Number(row!.n);
}

const visitor = () => randomUUID().replaceAll("-", "").slice(0, 22);

describeEachDatabase("page views", () => {
  it("floods: 1,000 cookie-less beacons from one address are one view by one visitor; an address's counted views are limited", async () => {
    const path = `/flood-${randomUUID()}`;
    const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    for (let i = 0; i < 1_000; i++) expect((await beacon({ path, ip })).status).toBe(204);
    await flushPageViews();
    const [row] = await queryRows<{ views: number; visitors: number }>(
      getDb(),
      sql`SELECT count(*)::int AS views, count(DISTINCT visitor_id)::int AS visitors FROM page_view WHERE path = ${path}`,
    );
    expect(row).toEqual({ views: 1, visitors: 1 });
    // Each with its own cookie and page, from one address: at most 120 a minute count.
    const spread = `/spread-${randomUUID()}`;
    const other = `198.51.100.${Math.floor(Math.random() * 250) + 1}-b`;
    for (let i = 0; i < 200; i++) await beacon({ path: `${spread}-${i}`, cookie: visitor(), ip: other });
    await flushPageViews();
    const [spreadRow] = await queryRows<{ views: number }>(
      getDb(),
      sql`SELECT count(*)::int AS views FROM page_view WHERE path LIKE ${`${spread}-%`}`,
    );
    expect(spreadRow!.views).toBe(120);
  });

  it("records a public page view, sets the visitor cookie once, and never records admin routes or bots", async () => {
    // A cookie-less visitor's id is a hash of address, browser and day: a browser of its own per database run.
    const first = await beacon({ path: "/lung-inhalation?sort=drop", userAgent: `${BROWSER} run/${randomUUID()}` });
    expect(first.status).toBe(204);
    const setCookie = first.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=[A-Za-z0-9_-]{22}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`));
    const id = setCookie.split(";")[0]!.split("=")[1]!;
    const again = await beacon({ path: "/products/7", cookie: id });
    expect(again.headers.get("set-cookie")).toBeNull();

    const adminPath = `/admin/products/${randomUUID()}`;
    expect((await beacon({ path: adminPath, cookie: id })).status).toBe(204);
    expect((await beacon({ path: "/admin", cookie: id })).status).toBe(204);
    const botPath = `/ranking-bot-${randomUUID()}`;
    await beacon({ path: botPath, userAgent: GOOGLEBOT });
    await flushPageViews();

    expect(await viewsOf(adminPath)).toBe(0);
    expect(await viewsOf("/admin")).toBe(0);
    expect(await viewsOf(botPath)).toBe(0);
    const [product] = await queryRows<{ productId: number; visitorId: string }>(
      getDb(),
      sql`SELECT product_id AS "productId", visitor_id AS "visitorId" FROM page_view WHERE visitor_id = ${id} AND path = '/products/7'`,
    );
    expect(product).toEqual({ productId: 7, visitorId: id });
  });

  it("counts a visitor's page once per 30 minutes, in this process and against rows already written", async () => {
    const who = visitor();
    const path = `/dedupe-${randomUUID()}`;
    const t = new Date(Date.now() - 2 * 86_400_000);
    const at = (minutes: number) => new Date(t.getTime() + minutes * 60_000);
    const view = (minutes: number, visitorId = who) =>
      recordPageView({ path, userAgent: BROWSER, visitorId, memberId: null, now: at(minutes) });

    expect([view(0), view(10), view(29), view(31), view(5, visitor())]).toEqual([true, false, false, true, true]);
    await flushPageViews();
    expect(await viewsOf(path)).toBe(3);
    view(62);
    await flushPageViews();
    expect(await viewsOf(path)).toBe(4);

    // A view another process wrote: this process does not know it, the insert still refuses the repeat.
    const elsewhere = visitor();
    await getDb().execute(
      sql`INSERT INTO page_view (path, visitor_id, viewed_at) VALUES (${path}, ${elsewhere}, ${at(100).toISOString()}::timestamptz)`,
    );
    expect(view(110, elsewhere)).toBe(true);
    await flushPageViews();
    expect(await viewsOf(path)).toBe(5);
  });

  it("rolls raw views up per Seoul day: the rollups equal the raw counts, and a rerun does not count twice", async () => {
    const day1 = "2026-03-10";
    const day2 = "2026-03-11";
    // 23:50 on day 1 in Seoul is 14:50 UTC: it must land on day 1, not on the UTC date.
    const views = [
      { path: "/products/901", at: "2026-03-10T14:50:00Z" },
      { path: "/products/901", at: "2026-03-10T03:00:00Z" },
      { path: "/products/901", at: "2026-03-10T15:10:00Z" },
      { path: "/ranking", at: "2026-03-10T05:00:00Z" },
      { path: "/products/902", at: "2026-03-11T01:00:00Z" },
    ];
    for (const v of views) recordPageView({ path: v.path, userAgent: BROWSER, visitorId: visitor(), memberId: null, now: new Date(v.at) });
    await flushPageViews();
    await rollUpPageViews({ days: [day1, day2] });
    await rollUpPageViews({ days: [day1, day2] });

    const raw = await queryRows<{ day: string; path: string; n: number }>(
      getDb(),
      sql`SELECT to_char(viewed_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS day, path, count(*)::int AS n FROM page_view
          WHERE viewed_at >= '2026-03-09T15:00:00Z' AND viewed_at < '2026-03-11T15:00:00Z' GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const rolled = await queryRows<{ day: string; path: string; n: number }>(
      getDb(),
      sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, path, views AS n FROM page_view_daily WHERE day IN ('2026-03-10', '2026-03-11') ORDER BY 1, 2`,
    );
    expect(rolled).toEqual(raw);
    expect(rolled).toEqual([
      { day: day1, path: "/products/901", n: 2 },
      { day: day1, path: "/ranking", n: 1 },
      { day: day2, path: "/products/901", n: 1 },
      { day: day2, path: "/products/902", n: 1 },
    ]);
    expect(await listProductViewsByDay({ since: day1, until: "2026-03-12" })).toEqual(
      expect.arrayContaining([
        { productId: 901, day: day1, views: 2 },
        { productId: 901, day: day2, views: 1 },
        { productId: 902, day: day2, views: 1 },
      ]),
    );
    const perDay = await countPageViewsByDay({ days: 3, now: new Date("2026-03-11T12:00:00Z") });
    expect(perDay).toEqual([
      { day: "2026-03-09", count: 0 },
      { day: day1, count: 3 },
      { day: day2, count: 2 },
    ]);
  });
});
