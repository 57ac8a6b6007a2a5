import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import webpush from "web-push";
import { afterAll, beforeAll, expect, it } from "vitest";
import { crawlSite } from "@/domains/crawler/run/crawl-site";
import { notifications } from "@/domains/notifications/schema";
import { evaluateAlarms } from "@/domains/operations/evaluate-alarms";
import { listRecentAlarms } from "@/domains/operations/list-alarms";
import { closePushQueue } from "@/domains/push/deliver-push";
import { getDb } from "@/platform/db/client";
import { resetConfigForTests } from "@/platform/config";
import { createAdmin, createMember } from "../support/account-factories";
import { createDemoShopSite } from "../support/crawler-factories";
import { serveDemoShopsPerFile } from "../support/demo-shops-per-file";
import { decryptPushBody, startPushServiceStandIn } from "../support/push-service-stand-in";
import { createPushSubscription } from "../support/push-subscription-factories";
import { startSmtpStandIn } from "../support/smtp-stand-in";
import { describeEachDatabase } from "../support/test-db";

const served = serveDemoShopsPerFile();
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let push: Awaited<ReturnType<typeof startPushServiceStandIn>>;
const vapid = webpush.generateVAPIDKeys();
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  push = await startPushServiceStandIn();
  Object.assign(process.env, { SMTP_URL: smtp.url, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey });
  resetConfigForTests();
});
afterAll(async () => {
  await closePushQueue();
  delete process.env.SMTP_URL;
  resetConfigForTests();
  await Promise.all([smtp.close(), push.close()]);
});

describeEachDatabase("a demo shop breaks: every admin is told once, then of the recovery", () => {
  it("tells bell, push and e-mail after the third failed run in a row (HTTP 500, crawl log link), once, then the recovery once", async () => {
    const admin = await createAdmin();
    const member = await createMember();
    const pushPath = `/push/${randomUUID()}`;
    const { keys } = await createPushSubscription({ userId: admin.id, endpoint: `${push.origin}${pushPath}` });
    const { site } = await createDemoShopSite({ shopsUrl: served.shops.url, siteSlug: "juicebox", count: 2 });
    const shopPath = new URL(site.baseUrl).pathname;
    const crawl = async () => (await crawlSite({ siteId: site.id, fetcher: served.fetcher, trigger: "manual" })).status;
    const toldAdmin = () =>
      getDb()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, admin.id), eq(notifications.type, "operations")))
        .orderBy(notifications.id);
    const mailsToAdmin = () => smtp.mails.filter((m) => m.to.includes(admin.email!));

    expect(await crawl()).toBe("ok");
    served.shops.setFault(shopPath, "500");
    try {
      expect([await crawl(), await crawl()]).toEqual(["failed", "failed"]);
      expect(await evaluateAlarms()).toEqual({ opened: [], resolved: [] });
      expect(await toldAdmin()).toHaveLength(0);

      expect(await crawl()).toBe("failed");
      expect((await evaluateAlarms()).opened).toEqual([`site:${site.id}`]);
      expect(await evaluateAlarms()).toEqual({ opened: [], resolved: [] });
      expect(await crawl()).toBe("failed");
      expect(await evaluateAlarms()).toEqual({ opened: [], resolved: [] });
    } finally {
      served.shops.setFault(shopPath, null);
    }

    const told = await toldAdmin();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ url: `/admin/crawler-logs?siteId=${site.id}`, content: expect.stringContaining("3회 연속 실패") });
    expect(told[0]!.content).toContain("HTTP 500");
    expect(told[0]!.content).toContain(site.name);
    const mails = mailsToAdmin();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/admin/crawler-logs?siteId=${site.id}`);
    expect(mails[0]!.text).toContain("HTTP 500");
    const [alarmPush] = await push.waitFor(pushPath, 1);
    expect(JSON.parse(decryptPushBody({ body: alarmPush!.body, keys }))).toMatchObject({ url: `/admin/crawler-logs?siteId=${site.id}` });
    const [open] = await listRecentAlarms();
    expect(open).toMatchObject({ kind: "shop", sellerSiteId: site.id, errorClass: "HTTP 500", resolvedAt: null });

    expect(await crawl()).toBe("ok");
    expect((await evaluateAlarms()).resolved).toEqual([`site:${site.id}`]);
    expect(await evaluateAlarms()).toEqual({ opened: [], resolved: [] });
    const all = await toldAdmin();
    expect(all).toHaveLength(2);
    expect(all[1]!.content).toBe(`[운영 복구] ${site.name}: 크롤링이 다시 정상입니다.`);
    expect(mailsToAdmin()).toHaveLength(2);
    const pushes = await push.waitFor(pushPath, 2);
    expect(pushes).toHaveLength(2);
    expect(JSON.parse(decryptPushBody({ body: pushes[1]!.body, keys })).body).toContain("[운영 복구]");
    // Members who are not admins hear nothing of it.
    expect(await getDb().select().from(notifications).where(eq(notifications.userId, member.id))).toHaveLength(0);
    expect((await listRecentAlarms())[0]!.resolvedAt).not.toBeNull();
  });
});
