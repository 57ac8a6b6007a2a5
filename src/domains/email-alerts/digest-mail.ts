import type { DigestNotification } from "@/domains/notifications/notifications-for-digest";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const seoulTime = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  month: "long",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** The digest of a member's new notifications: Korean subject, plain text and HTML, links on the site. */
export function composeDigestMail({
  siteName,
  baseUrl,
  nickname,
  items,
  unsubscribeUrl,
}: {
  siteName: string;
  baseUrl: string;
  nickname: string;
  items: readonly DigestNotification[];
  unsubscribeUrl: string;
}): { subject: string; text: string; html: string } {
  const link = (url: string) => new URL(url, baseUrl).toString();
  const subject = `[${siteName}] 새 알림 ${items.length}건`;
  const text = [
    `${nickname}님, 새 알림 ${items.length}건이 있습니다.`,
    "",
    ...items.map((n) => `· ${n.content} (${seoulTime.format(n.createdAt)})\n  ${link(n.url)}`),
    "",
    `알림 설정: ${link("/profile#email-alerts")}`,
    `이메일 알림 수신 거부: ${unsubscribeUrl}`,
  ].join("\n");
  const html = `<!doctype html><html lang="ko"><body style="margin:0;background:#f9fafb;font-family:sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(nickname)}님, 새 알림 ${items.length}건이 있습니다.</h1>
<ul style="list-style:none;margin:0;padding:0">
${items
  .map(
    (n) =>
      `<li style="background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:12px 16px;margin:0 0 8px"><a href="${escapeHtml(link(n.url))}" style="color:#5b21b6;text-decoration:none;font-weight:600">${escapeHtml(n.content)}</a><br><span style="color:#6b7280;font-size:13px">${escapeHtml(seoulTime.format(n.createdAt))}</span></li>`,
  )
  .join("\n")}
</ul>
<p style="color:#6b7280;font-size:13px;margin-top:24px"><a href="${escapeHtml(link("/profile#email-alerts"))}" style="color:#6b7280">알림 설정</a> · <a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b7280">이메일 알림 수신 거부</a></p>
</div></body></html>`;
  return { subject, text, html };
}
