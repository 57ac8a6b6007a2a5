import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { notifyAdmins } from "@/domains/notifications/notify-admins";
import { getDb } from "@/platform/db/client";
import { activeAlarms } from "@/platform/metrics/series";
import { listAlarmConditions } from "./alarm-conditions";
import { opsAlarms, type AlarmKind } from "./schema";

/**
 * Opens an incident for each condition not open yet and tells every admin (bell, push, e-mail) once; resolves the open
 * ones whose condition ended and tells of the recovery once. The open incident's unique index decides who tells, so two
 * processes sweeping at once never tell twice. Returns what was told.
 */
export async function evaluateAlarms({ now = new Date() }: { now?: Date } = {}): Promise<{ opened: string[]; resolved: string[] }> {
  const db = getDb();
  const conditions = await listAlarmConditions({ now });
  const opened: string[] = [];
  for (const c of conditions) {
    const [row] = await db
      .insert(opsAlarms)
      .values({
        kind: c.kind,
        subject: c.subject,
        sellerSiteId: c.sellerSiteId,
        errorClass: c.errorClass,
        summary: c.summary,
        openedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: opsAlarms.id });
    if (!row) continue;
    opened.push(c.subject);
    await notifyAdmins({ content: c.summary, url: c.url, subject: c.title });
  }
  const current = new Set(conditions.map((c) => `${c.kind}|${c.subject}`));
  const open = await db.select().from(opsAlarms).where(isNull(opsAlarms.resolvedAt));
  const resolved: string[] = [];
  for (const alarm of open.filter((a) => !current.has(`${a.kind}|${a.subject}`))) {
    const [row] = await db
      .update(opsAlarms)
      .set({ resolvedAt: now })
      .where(and(eq(opsAlarms.id, alarm.id), isNull(opsAlarms.resolvedAt)))
      .returning({ id: opsAlarms.id });
    if (!row) continue;
    resolved.push(alarm.subject);
    await notifyAdmins({ content: recoveryOf(alarm), url: urlOf(alarm), subject: "운영 복구" });
  }
  const kinds: AlarmKind[] = ["shop", "crawl_queue", "push"];
  for (const kind of kinds) activeAlarms.set({ kind }, conditions.filter((c) => c.kind === kind).length);
  return { opened, resolved };
}

function recoveryOf(alarm: { kind: AlarmKind; summary: string }): string {
  if (alarm.kind === "crawl_queue") return "[운영 복구] 크롤링 큐가 다시 움직입니다.";
  if (alarm.kind === "push") return "[운영 복구] 푸시 전송이 다시 정상입니다.";
  // The shop's name as it was told: "[운영 경보] <name>: …".
  const shop = alarm.summary.replace(/^\[운영 경보\] /, "").split(": ")[0];
  return `[운영 복구] ${shop}: 크롤링이 다시 정상입니다.`;
}

function urlOf(alarm: { kind: AlarmKind; sellerSiteId: number | null }): string {
  return alarm.kind === "shop" && alarm.sellerSiteId !== null ? `/admin/crawler-logs?siteId=${alarm.sellerSiteId}` : "/admin/system";
}
