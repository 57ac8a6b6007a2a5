import { Redis } from "ioredis";
import { NextRequest } from "next/server";
import { expect, it } from "vitest";
import { listAuditEntries } from "@/domains/audit/list-audit-entries";
import { getDb } from "@/platform/db/client";
import { connectEventBusToRedis } from "@/platform/events/redis-event-transport";
import { createAdmin, sessionCookieFor } from "@tests/support/account-factories";
import { describeEachDatabase } from "@tests/support/test-db";
import { defaultSiteSettings, getSiteSettings, SITE_SETTINGS_KEY } from "@/domains/settings/get-site-settings";
import { siteSettings } from "@/domains/settings/schema";
import { siteSettingsInput } from "@/domains/settings/site-settings-form";
import { updateSiteSettings } from "@/domains/settings/update-site-settings";

const redisUrl = process.env.REDIS_URL;

describeEachDatabase("site settings", () => {
  it("start as the environment's values", async () => {
    const settings = await getSiteSettings();
    expect(settings).toEqual(defaultSiteSettings());
    expect(settings.siteName).toBe(process.env.SITE_NAME || "액상픽");
    // PRICE_DROP_ALERT_SHARE's default 0.03 as the 가격 하락 알림 기준 in %; the crawl pause is CRAWLER_DELAY_MS's.
    expect(settings).toMatchObject({ priceDropPercent: 3, crawlDelayMs: 1000, priceSanityShare: 0.5, crawlIntervalMinutes: 360 });
  });

  it("validate with Korean messages", () => {
    const result = siteSettingsInput.safeParse({
      ...defaultSiteSettings(),
      siteName: " ",
      contactEmail: "nope",
      crawlIntervalMinutes: "5",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toMatchObject({
      siteName: "사이트 이름을 입력해 주세요.",
      contactEmail: "올바른 이메일 주소를 입력해 주세요.",
      crawlIntervalMinutes: "크롤링 주기는 15분 이상이어야 합니다.",
    });
    expect(siteSettingsInput.parse({ ...defaultSiteSettings(), profanityWords: "바보\n멍청이, 바보\n" }).profanityWords).toEqual([
      "바보",
      "멍청이",
    ]);
  });

  it("are saved through PUT /api/admin/settings, applied at once and audited with only what changed", async () => {
    const admin = await createAdmin({ name: "설정관리자" });
    const cookie = await sessionCookieFor(admin);
    const { PUT, GET } = await import("./route");
    const body = { ...defaultSiteSettings(), siteName: "액상픽 베타", priceDropPercent: 7 };
    const saved = await PUT(
      new NextRequest("http://localhost:3000/api/admin/settings", {
        method: "PUT",
        headers: { cookie: `${cookie.name}=${cookie.value}`, "content-type": "application/json", origin: "http://localhost:3000" },
        body: JSON.stringify(body),
      }),
    );
    expect(saved.status).toBe(200);
    expect((await getSiteSettings()).siteName).toBe("액상픽 베타");
    const read = await GET(
      new NextRequest("http://localhost:3000/api/admin/settings", { headers: { cookie: `${cookie.name}=${cookie.value}` } }),
    );
    expect((await read.json()).settings).toMatchObject({ siteName: "액상픽 베타", priceDropPercent: 7 });

    const { entries } = await listAuditEntries({ action: "settings.update" });
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorName: "설정관리자",
      targetType: "settings",
      before: { siteName: defaultSiteSettings().siteName, priceDropPercent: 3 },
      after: { siteName: "액상픽 베타", priceDropPercent: 7 },
    });
    await updateSiteSettings({ actor: admin, settings: { ...body } });
    expect((await listAuditEntries({ action: "settings.update" })).entries).toHaveLength(1);

    const bad = await PUT(
      new NextRequest("http://localhost:3000/api/admin/settings", {
        method: "PUT",
        headers: { cookie: `${cookie.name}=${cookie.value}`, "content-type": "application/json", origin: "http://localhost:3000" },
        body: JSON.stringify({ ...body, contactEmail: "x" }),
      }),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toContain("올바른 이메일 주소를 입력해 주세요.");
  });

  it.skipIf(!redisUrl)("are re-read when another process saves them (event over Redis)", async () => {
    const channel = `test:settings:${Date.now()}:${Math.random()}`;
    const bridge = await connectEventBusToRedis({ redisUrl: redisUrl!, channel });
    const other = new Redis(redisUrl!);
    try {
      const before = await getSiteSettings();
      // Another process writes the row and announces it; this process only hears the event.
      const changed = { ...before, tagline: "다른 프로세스가 바꾼 소개" };
      await getDb()
        .insert(siteSettings)
        .values({ key: SITE_SETTINGS_KEY, value: changed })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: changed } });
      expect((await getSiteSettings()).tagline).toBe(before.tagline);
      await other.publish(channel, JSON.stringify({ origin: "another-process", event: { type: "site_settings_changed" } }));
      await expect.poll(async () => (await getSiteSettings()).tagline).toBe("다른 프로세스가 바꾼 소개");
    } finally {
      other.disconnect();
      await bridge.close();
    }
  });
});
