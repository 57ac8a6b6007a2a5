import { NextRequest } from "next/server";
import { expect, it } from "vitest";
import { GET, PUT } from "@/app/api/notifications/route";
import type { NotificationListResponse } from "@/domains/notifications/notification-view";
import { createMember, sessionCookieFor } from "../support/account-factories";
import { createNotifications } from "../support/notification-factories";
import { describeEachDatabase } from "../support/test-db";

type Member = Awaited<ReturnType<typeof createMember>>;
type Answer = Partial<NotificationListResponse> & { error: { code: string; message: string }; message?: string };

async function call(method: "GET" | "PUT", member: Member | null, { search = "", body }: { search?: string; body?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json", origin: "http://localhost:3000" };
  if (member) {
    const cookie = await sessionCookieFor(member);
    headers.cookie = `${cookie.name}=${cookie.value}`;
  }
  const req = new NextRequest(`http://localhost:3000/api/notifications${search}`, { method, body, headers });
  const response = await (method === "GET" ? GET : PUT)(req);
  return { status: response.status, json: (await response.json()) as Answer };
}

describeEachDatabase("/api/notifications", () => {
  it("lists the caller's own notifications newest first, 20 a page, with unread count and pagination", async () => {
    const member = await createMember();
    const other = await createMember();
    await createNotifications({ userId: member.id, count: 45 });
    await createNotifications({ userId: other.id, count: 3 });

    const first = await call("GET", member, { search: "?limit=20" });
    expect(first.status).toBe(200);
    expect(first.json.unreadCount).toBe(45);
    expect(first.json.pagination).toEqual({ page: 1, limit: 20, total: 45, totalPages: 3, hasMore: true });
    expect(first.json.notifications).toHaveLength(20);
    expect(first.json.notifications![0]).toEqual({
      id: expect.any(Number),
      type: "price_drop",
      content: "알림 45",
      url: "/products/45",
      isRead: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const third = await call("GET", member, { search: "?page=3&limit=20" });
    expect(third.json.notifications!.map((n) => n.content)).toEqual(["알림 5", "알림 4", "알림 3", "알림 2", "알림 1"]);
    expect(third.json.pagination).toMatchObject({ page: 3, hasMore: false });

    await createNotifications({ userId: member.id, count: 15, isRead: true });
    const capped = await call("GET", member, { search: "?limit=500" });
    expect(capped.json.notifications).toHaveLength(50);
    expect(capped.json.pagination!.limit).toBe(50);
  });

  it("refuses visitors and bad input with a Korean {error:{code,message}}", async () => {
    const member = await createMember();
    expect((await call("GET", null)).status).toBe(401);
    expect((await call("PUT", null, { body: JSON.stringify({ all: true }) })).status).toBe(401);
    for (const search of ["?page=0", "?limit=abc", "?page=-1"]) {
      const bad = await call("GET", member, { search });
      expect(bad.status).toBe(400);
      expect(bad.json.error.message).toMatch(/입력값이 올바르지 않습니다/);
    }
    for (const body of ["{}", '{"id":"x"}', '{"id":true}', '{"all":false}', '{"id":1,"all":true}', "not json", "[]"]) {
      const bad = await call("PUT", member, { body });
      expect(bad.status, body).toBe(400);
      expect(bad.json.error).toMatchObject({ code: expect.any(String), message: expect.stringMatching(/[가-힣]/) });
      expect(Object.keys(bad.json.error).filter((key) => !["code", "message", "field"].includes(key))).toEqual([]);
    }
  });

  it("marks one read (own rows only: another member's id is 404 and stays unread) and then all read", async () => {
    const member = await createMember();
    const other = await createMember();
    const mine = await createNotifications({ userId: member.id, count: 3 });
    const theirs = await createNotifications({ userId: other.id, count: 2 });

    const idor = await call("PUT", member, { body: JSON.stringify({ id: theirs[0]!.id }) });
    expect(idor.status).toBe(404);
    expect(idor.json.error.code).toBe("not_found");
    expect((await call("GET", other)).json.unreadCount).toBe(2);
    expect((await call("PUT", member, { body: JSON.stringify({ id: 987654321 }) })).status).toBe(404);

    expect((await call("PUT", member, { body: JSON.stringify({ id: mine[0]!.id }) })).status).toBe(200);
    const after = await call("GET", member);
    expect(after.json.unreadCount).toBe(2);
    expect(after.json.notifications!.find((n) => n.id === mine[0]!.id)?.isRead).toBe(true);

    const all = await call("PUT", member, { body: JSON.stringify({ all: true }) });
    expect(all.status).toBe(200);
    expect(all.json.message).toBe("모든 알림을 읽음 처리했습니다.");
    expect((await call("GET", member)).json.unreadCount).toBe(0);
    expect((await call("GET", other)).json.unreadCount).toBe(2);
  });
});
