import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { createMemoryStore, setRateLimitStore } from "@/platform/rate-limit";
import { listAuditEntries } from "../../audit/list-audit-entries";
import { recordAuditEntry } from "../../audit/record-audit-entry";
import { createMember, TEST_PASSWORD } from "@tests/support/account-factories";
import { describeEachDatabase } from "@tests/support/test-db";
import { authenticateWithPassword } from "../auth/authenticate-with-password";
import { changePassword } from "../password/change-password";
import { memberDisplayNameSql, WITHDRAWN_MEMBER_NAME } from "../member-display-name";
import { getProfile } from "../queries";
import { registerMember } from "../sign-up/register-member";
import { users } from "../schema";
import { signUpMember } from "../sign-up/sign-up-member";
import { updateNotificationPreferences } from "./update-notification-preferences";
import { updateProfile } from "./update-profile";
import { withdrawalCleanups } from "../withdrawal-cleanups";
import { withdrawMember } from "./withdraw-member";

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => (error instanceof AppError ? error.code : error),
  );
const now = new Date("2026-11-22T03:00:00Z");

describeEachDatabase("member lifecycle", () => {
  beforeEach(() => setRateLimitStore(createMemoryStore()));

  it("registers an adult with an argon2id hash, and refuses the under-19 and duplicates", async () => {
    const member = await registerMember({
      email: "New.Member@Example.KR",
      password: "good-pass-1",
      nickname: "새회원",
      birthYear: 2007,
      now,
    });
    expect(member.email).toBe("new.member@example.kr");
    const [row] = await getDb().select().from(users).where(eq(users.id, member.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(
      await codeOf(registerMember({ email: "kid@example.kr", password: "good-pass-1", nickname: "청소년", birthYear: 2008, now })),
    ).toBe("under_age");
    expect(
      await codeOf(registerMember({ email: "new.member@example.kr", password: "good-pass-1", nickname: "다른회원", birthYear: 1990, now })),
    ).toBe("email_taken");
    expect(
      await codeOf(registerMember({ email: "other@example.kr", password: "good-pass-1", nickname: "새회원", birthYear: 1990, now })),
    ).toBe("nickname_taken");
  });

  it("limits sign-ups from one address", async () => {
    for (let i = 0; i < 30; i++)
      await signUpMember({ email: `bulk-${i}@example.kr`, password: "good-pass-1", nickname: `대량${i}`, birthYear: 1990, ip: "10.1.0.1" });
    expect(
      await codeOf(
        signUpMember({ email: "bulk-x@example.kr", password: "good-pass-1", nickname: "대량x", birthYear: 1990, ip: "10.1.0.1" }),
      ),
    ).toBe("rate_limited");
  });

  it("edits the profile; nicknames stay unique regardless of case; a birth year is set once", async () => {
    const a = await createMember({ nickname: "VaperKim", birthYear: null });
    const b = await createMember();
    expect(await codeOf(updateProfile({ userId: b.id, nickname: "vaperkim", name: null }))).toBe("nickname_taken");
    await updateProfile({ userId: a.id, nickname: "김베이퍼", name: "김철수", birthYear: 1988 });
    await updateProfile({ userId: a.id, nickname: "김베이퍼", name: "김철수", birthYear: 1970 });
    const profile = await getProfile({ userId: a.id });
    expect(profile).toMatchObject({ nickname: "김베이퍼", name: "김철수", birthYear: 1988, hasPassword: true });
  });

  it("changes the password only with the current one", async () => {
    const member = await createMember();
    expect(await codeOf(changePassword({ userId: member.id, currentPassword: "wrong-pass-1", newPassword: "brand-new-2" }))).toBe(
      "wrong_password",
    );
    await changePassword({ userId: member.id, currentPassword: TEST_PASSWORD, newPassword: "brand-new-2" });
    expect(await authenticateWithPassword({ email: member.email!, password: "brand-new-2", ip: "10.1.0.2" })).not.toBeNull();
    expect(await authenticateWithPassword({ email: member.email!, password: TEST_PASSWORD, ip: "10.1.0.2" })).toBeNull();
  });

  it("stores notification preferences", async () => {
    const member = await createMember();
    const saved = await updateNotificationPreferences({
      userId: member.id,
      preferences: {
        kinds: { price_drop: true, all_time_low: false, back_in_stock: false, target_price: true, saved_search: false, community: false },
        push: false,
      },
    });
    expect(saved).toEqual({
      kinds: { price_drop: true, all_time_low: false, back_in_stock: false, target_price: true, saved_search: false, community: false },
      push: false,
    });
    expect((await getProfile({ userId: member.id }))?.notificationPreferences.push).toBe(false);
  });

  it("withdrawal erases personal data, keeps the row as 탈퇴한 회원, runs cleanups, frees the e-mail", async () => {
    const member = await createMember({ name: "홍길동", googleSub: `g-${randomUUID()}` });
    const cleaned: string[] = [];
    withdrawalCleanups.push({ name: "test", run: async ({ userId }) => void cleaned.push(userId) });
    expect(await codeOf(withdrawMember({ userId: member.id, password: "wrong-pass-1" }))).toBe("wrong_password");
    await withdrawMember({ userId: member.id, password: TEST_PASSWORD });
    withdrawalCleanups.pop();
    const [row] = await getDb()
      .select({
        email: users.email,
        passwordHash: users.passwordHash,
        name: users.name,
        googleSub: users.googleSub,
        birthYear: users.birthYear,
        deletedAt: users.deletedAt,
        shown: memberDisplayNameSql,
      })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row).toMatchObject({
      email: null,
      passwordHash: null,
      name: null,
      googleSub: null,
      birthYear: null,
      shown: WITHDRAWN_MEMBER_NAME,
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(cleaned).toEqual([member.id]);
    expect(await authenticateWithPassword({ email: member.email!, password: TEST_PASSWORD, ip: "10.1.0.3" })).toBeNull();
    await registerMember({ email: member.email!, password: "good-pass-1", nickname: member.nickname!, birthYear: 1990 });
    const [{ n }] = (await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.nickname, member.nickname!))) as [{ n: number }];
    expect(n).toBe(1);
  });
  it("audit entries survive the member's withdrawal and the row's deletion, with the actor as written", async () => {
    const member = await createMember({ name: "감사기록" });
    const targetType = `test-${randomUUID()}`;
    await recordAuditEntry({ actor: { id: member.id, name: "감사기록" }, action: "member.ban", target: { type: targetType, id: 7 } });
    await withdrawMember({ userId: member.id, password: TEST_PASSWORD });
    await getDb().delete(users).where(eq(users.id, member.id));
    const { entries } = await listAuditEntries({ targetType });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: member.id, actorName: "감사기록", action: "member.ban", targetId: "7" });
  });
});
