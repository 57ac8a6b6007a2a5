import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchNotificationPage, putNotificationsRead } from "./notification-api-client";

afterEach(() => vi.restoreAllMocks());

describe("notification API client", () => {
  it("asks for page 1 with limit=20 and later pages with page=n", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ notifications: [], unreadCount: 0 }));
    await fetchNotificationPage({ page: 1 });
    await fetchNotificationPage({ page: 2 });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["/api/notifications?limit=20", "/api/notifications?page=2&limit=20"]);
  });

  it("logs failures and answers null instead of throwing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch")
      .mockImplementationOnce(async () => new Response("{}", { status: 500 }))
      .mockImplementationOnce(async () => {
        throw new TypeError("offline");
      });
    expect(await fetchNotificationPage({ page: 1 })).toBeNull();
    expect(await putNotificationsRead({ all: true })).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
  });

  it("sends {id} or {all:true} as JSON with PUT", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => Response.json({ message: "모든 알림을 읽음 처리했습니다." }));
    expect(await putNotificationsRead({ all: true })).toEqual({ message: "모든 알림을 읽음 처리했습니다." });
    await putNotificationsRead({ id: 7 });
    expect(fetch.mock.calls.map(([, init]) => [init?.method, init?.body])).toEqual([
      ["PUT", '{"all":true}'],
      ["PUT", '{"id":7}'],
    ]);
  });
});
