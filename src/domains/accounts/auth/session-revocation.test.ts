import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { getCurrentUser } from "@/platform/auth/current-user";
import { getDb } from "@/platform/db/client";
import { createAdmin, createMember, sessionCookieFor, TEST_PASSWORD } from "@tests/support/account-factories";
import { requestCookies } from "@tests/support/next-headers-mock";
import { describeEachDatabase } from "@tests/support/test-db";
import { changePasswordAction } from "../members/actions";
import { moderateMember } from "../admin/moderate-member";
import { users } from "../schema";
import { REVOCATION_CHECK_INTERVAL_MS } from "../session-token";
import { signOutEverywhere } from "../sign-out-everywhere";

vi.mock("next/headers", async () => (await import("@tests/support/next-headers-mock")).nextHeadersMock);

async function signInAs(user: typeof users.$inferSelect) {
  const cookie = await sessionCookieFor(user);
  requestCookies.clear();
  requestCookies.set(cookie.name, cookie.value);
}

describeEachDatabase("session revocation", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T03:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
    requestCookies.clear();
  });

  it("a member banned by another process loses their session within the 60 s window", async () => {
    const member = await createMember();
    await signInAs(member);
    expect(await getCurrentUser()).toEqual({ id: member.id, name: member.nickname, email: member.email, grade: "NORMAL" });
    // Written straight to the database, as another server process would: no local hint.
    await getDb().update(users).set({ bannedAt: new Date() }).where(eq(users.id, member.id));
    vi.setSystemTime(Date.now() + REVOCATION_CHECK_INTERVAL_MS - 1_000);
    expect(await getCurrentUser()).not.toBeNull();
    vi.setSystemTime(Date.now() + 1_000);
    expect(await getCurrentUser()).toBeNull();
  });

  it("a ban made in this process ends the session at once", async () => {
    const member = await createMember();
    await signInAs(member);
    vi.setSystemTime(Date.now() + 1_000);
    await moderateMember({ actor: await createAdmin(), userId: member.id, banned: true, reason: "도배" });
    expect(await getCurrentUser()).toBeNull();
  });

  it("lifting a ban does not revive a cookie issued before the ban or before the unban", async () => {
    const member = await createMember();
    const preBan = await sessionCookieFor(member);
    vi.setSystemTime(Date.now() + 1_000);
    await moderateMember({ actor: await createAdmin(), userId: member.id, banned: true });
    const [banned] = await getDb().select().from(users).where(eq(users.id, member.id));
    const duringBan = await sessionCookieFor(banned!);
    vi.setSystemTime(Date.now() + 1_000);
    await moderateMember({ actor: await createAdmin(), userId: member.id, banned: false });
    vi.setSystemTime(Date.now() + REVOCATION_CHECK_INTERVAL_MS);
    for (const cookie of [preBan, duringBan]) {
      requestCookies.clear();
      requestCookies.set(cookie.name, cookie.value);
      expect(await getCurrentUser()).toBeNull();
    }
    const [lifted] = await getDb().select().from(users).where(eq(users.id, member.id));
    expect(lifted!.tokenVersion).toBe(member.tokenVersion + 2);
    await signInAs(lifted!);
    expect(await getCurrentUser()).toMatchObject({ id: member.id });
  });

  it("a demoted admin stops being an admin within the window", async () => {
    const admin = await createAdmin();
    await signInAs(admin);
    expect((await getCurrentUser())?.grade).toBe("ADMIN");
    await getDb().update(users).set({ grade: "NORMAL" }).where(eq(users.id, admin.id));
    vi.setSystemTime(Date.now() + REVOCATION_CHECK_INTERVAL_MS);
    expect(await getCurrentUser()).toMatchObject({ id: admin.id, grade: "NORMAL" });
  });

  it("sign out everywhere revokes every token at once; a fresh sign-in works", async () => {
    const member = await createMember();
    await signInAs(member);
    vi.setSystemTime(Date.now() + 1_000);
    await signOutEverywhere({ userId: member.id });
    expect(await getCurrentUser()).toBeNull();
    const [fresh] = await getDb().select().from(users).where(eq(users.id, member.id));
    expect(fresh!.tokenVersion).toBe(member.tokenVersion + 1);
    await signInAs(fresh!);
    expect(await getCurrentUser()).toMatchObject({ id: member.id });
  });

  it("a deleted member's token stops working", async () => {
    const member = await createMember();
    await signInAs(member);
    await getDb().delete(users).where(eq(users.id, member.id));
    vi.setSystemTime(Date.now() + REVOCATION_CHECK_INTERVAL_MS);
    expect(await getCurrentUser()).toBeNull();
  });

  it("ignores cookies that are not a valid session", async () => {
    requestCookies.set("next-auth.session-token", "not-a-jwt");
    expect(await getCurrentUser()).toBeNull();
    requestCookies.clear();
    expect(await getCurrentUser()).toBeNull();
  });

  it("a password change ends every other session at once and keeps the caller signed in with a fresh cookie", async () => {
    const member = await createMember();
    const other = await sessionCookieFor(member);
    await signInAs(member);
    vi.setSystemTime(Date.now() + 1_000);
    const changed = await changePasswordAction({
      currentPassword: TEST_PASSWORD,
      newPassword: "brand-new-pass-9",
      newPasswordConfirm: "brand-new-pass-9",
    });
    expect(changed).toEqual({ ok: true, data: null });
    vi.setSystemTime(Date.now() + 1_000);
    // The caller: the action re-issued their cookie with the new token version.
    expect(requestCookies.get("next-auth.session-token")).not.toBe(other.value);
    expect(await getCurrentUser()).toMatchObject({ id: member.id });
    // The other browser: refused at once, not after the 60 s re-check.
    requestCookies.set(other.name, other.value);
    expect(await getCurrentUser()).toBeNull();
  });
});
