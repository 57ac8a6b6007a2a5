import { afterEach, describe, expect, it, vi } from "vitest";

const member = { user: { id: "7", name: "민지", email: "minji@example.com", grade: "NORMAL" }, expires: "2026-12-26T00:00:00.000Z" };

async function freshStore() {
  vi.resetModules();
  return import("./session-store");
}

function answer(body: unknown, ok = true) {
  return vi.fn(async () => ({ ok, json: async () => body }) as Response);
}

afterEach(() => vi.unstubAllGlobals());

describe("the browser's session store", () => {
  it("is loading until the first answer, then holds the member next-auth's /api/auth/session names", async () => {
    const store = await freshStore();
    const fetchMock = answer(member);
    vi.stubGlobal("fetch", fetchMock);
    expect(store.sessionSnapshot()).toEqual({ status: "loading", data: null });
    await store.refreshSession();
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/session", { credentials: "same-origin" });
    expect(store.sessionSnapshot()).toEqual({ status: "authenticated", data: member });
  });

  it("reads next-auth's empty answer ({}) and a failed answer as signed out", async () => {
    const store = await freshStore();
    vi.stubGlobal("fetch", answer({}));
    await store.refreshSession();
    expect(store.sessionSnapshot()).toEqual({ status: "unauthenticated", data: null });
    vi.stubGlobal("fetch", answer(member, false));
    await store.refreshSession();
    expect(store.sessionSnapshot().status).toBe("unauthenticated");
  });

  it("keeps the member through a network error, but ends a first read as signed out", async () => {
    const store = await freshStore();
    vi.stubGlobal("fetch", answer(member));
    await store.refreshSession();
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("offline")));
    await store.refreshSession();
    expect(store.sessionSnapshot().status).toBe("authenticated");

    const first = await freshStore();
    await first.refreshSession();
    expect(first.sessionSnapshot()).toEqual({ status: "unauthenticated", data: null });
  });

  it("updateSession posts next-auth's CSRF token to /api/auth/session and takes the renewed session", async () => {
    const store = await freshStore();
    const renamed = { ...member, user: { ...member.user, name: "민지2" } };
    const fetchMock = vi.fn(
      async (url: string) => ({ ok: true, json: async () => (url === "/api/auth/csrf" ? { csrfToken: "t0k" } : renamed) }) as Response,
    );
    vi.stubGlobal("fetch", fetchMock);
    await store.updateSession();
    expect(fetchMock).toHaveBeenLastCalledWith("/api/auth/session", {
      credentials: "same-origin",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ csrfToken: "t0k" }),
    });
    expect(store.sessionSnapshot()).toEqual({ status: "authenticated", data: renamed });
  });
});
