import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { createMember } from "@tests/support/account-factories";
import { describeEachDatabase } from "@tests/support/test-db";
import { completeProviderSignUp } from "../sign-up/complete-provider-sign-up";
import { providerIdentityOf, type ProviderIdentity } from "./provider-identity";
import { listProviderLinks, unlinkProviderAccount } from "../linking/provider-links";
import { linkProviderAccount, memberForProviderAccount, resolveProviderSignIn } from "./provider-sign-in";
import { providerAccounts, users } from "../schema";
import { claimsForUser, revalidateSessionToken, SessionRevokedError } from "../session-token";
import { signOutEverywhere } from "../sign-out-everywhere";
import { withdrawMember } from "../members/withdraw-member";

const unique = () => crypto.randomUUID().slice(0, 8);
const kakao = (overrides: Partial<ProviderIdentity> = {}): ProviderIdentity => ({
  provider: "kakao",
  providerAccountId: String(Math.floor(Math.random() * 1e12)),
  email: null,
  emailVerified: false,
  name: "카카오회원",
  ...overrides,
});
const codeOf = (error: unknown) => (error instanceof AppError ? error.code : error);

describe("providerIdentityOf", () => {
  it("trusts Kakao's e-mail only when Kakao says it is valid and verified", () => {
    const profile = (flags: object) => ({
      id: 42,
      kakao_account: { profile: { nickname: "라이언" }, email: "Ryan@Kakao.com", is_email_valid: true, is_email_verified: true, ...flags },
    });
    expect(providerIdentityOf({ provider: "kakao", providerAccountId: "42", profile: profile({}) })).toEqual({
      provider: "kakao",
      providerAccountId: "42",
      email: "ryan@kakao.com",
      emailVerified: true,
      name: "라이언",
    });
    expect(
      providerIdentityOf({ provider: "kakao", providerAccountId: "42", profile: profile({ is_email_verified: false }) })?.emailVerified,
    ).toBe(false);
    expect(
      providerIdentityOf({ provider: "kakao", providerAccountId: "42", profile: profile({ is_email_valid: false }) })?.emailVerified,
    ).toBe(false);
    expect(providerIdentityOf({ provider: "kakao", providerAccountId: "42", profile: { id: 42 } })).toMatchObject({
      email: null,
      emailVerified: false,
    });
  });

  it("trusts a Naver e-mail only for Naver's own mailbox, and ignores other providers", () => {
    const naver = (email: string) =>
      providerIdentityOf({ provider: "naver", providerAccountId: "n1", profile: { resultcode: "00", response: { id: "n1", email } } });
    expect(naver("someone@naver.com")?.emailVerified).toBe(true);
    expect(naver("someone@gmail.com")?.emailVerified).toBe(false);
    expect(providerIdentityOf({ provider: "github", providerAccountId: "1", profile: {} })).toBeNull();
  });
});

describeEachDatabase("Kakao and Naver sign-in", () => {
  it("asks a new account for birth year and consent, then signs the same member in every time", async () => {
    const identity = kakao({ email: `new-${unique()}@kakao.com`, emailVerified: true });
    expect(await resolveProviderSignIn({ identity })).toEqual({ kind: "new" });
    await expect(
      completeProviderSignUp({ identity, nickname: `어린이${unique().slice(0, 4)}`, birthYear: 2015 }).catch(codeOf),
    ).resolves.toBe("under_age");
    expect(await memberForProviderAccount(identity)).toBeNull();

    const member = await completeProviderSignUp({ identity, nickname: `카카오${unique().slice(0, 4)}`, birthYear: 1990 });
    expect(member.email).toBe(identity.email);
    const [link] = await getDb().select().from(providerAccounts).where(eq(providerAccounts.userId, member.id));
    expect(link).toMatchObject({ provider: "kakao", providerAccountId: identity.providerAccountId });
    expect(link!.consentedAt).toBeInstanceOf(Date);
    // A second submit of the same form finds the first one's member.
    expect((await completeProviderSignUp({ identity, nickname: `다른${unique().slice(0, 4)}`, birthYear: 1990 })).id).toBe(member.id);
    expect(await resolveProviderSignIn({ identity })).toMatchObject({ kind: "member", member: { id: member.id } });
  });

  it("keeps no unverified e-mail on a new member (no one reserves another person's address)", async () => {
    const identity = kakao({ email: `unverified-${unique()}@example.kr`, emailVerified: false });
    const member = await completeProviderSignUp({ identity, nickname: `미인증${unique().slice(0, 4)}`, birthYear: 1988 });
    expect(member.email).toBeNull();
  });

  it("never links an existing account by e-mail, verified by the provider or not", async () => {
    const existing = await createMember();
    for (const emailVerified of [false, true])
      expect(await resolveProviderSignIn({ identity: kakao({ email: existing.email, emailVerified }) })).toEqual({ kind: "new" });
    expect(await listProviderLinks({ userId: existing.id })).toEqual([]);
  });

  it("refuses a banned member, and sign-out-everywhere revokes a provider session's token", async () => {
    const member = await createMember();
    const identity = kakao();
    expect(await linkProviderAccount({ userId: member.id, identity })).toBe("linked");
    const token = { ...claimsForUser((await memberForProviderAccount(identity))!), chk: 0 };
    await signOutEverywhere({ userId: member.id });
    await expect(revalidateSessionToken({ token })).rejects.toBeInstanceOf(SessionRevokedError);

    await getDb().update(users).set({ bannedAt: new Date() }).where(eq(users.id, member.id));
    expect(await resolveProviderSignIn({ identity })).toEqual({ kind: "refused", code: "AccountBanned" });
  });

  it("links from the profile: one account per provider per member, one member per account", async () => {
    const [a, b] = [await createMember(), await createMember()];
    const identity = kakao();
    expect(await linkProviderAccount({ userId: a.id, identity })).toBe("linked");
    expect(await linkProviderAccount({ userId: a.id, identity })).toBe("linked");
    expect(await linkProviderAccount({ userId: b.id, identity })).toBe("taken");
    expect(await linkProviderAccount({ userId: a.id, identity: kakao() })).toBe("already");
  });

  it("never unlinks a member's last way in", async () => {
    const identity = kakao();
    const member = await completeProviderSignUp({ identity, nickname: `유일${unique().slice(0, 4)}`, birthYear: 1990 });
    await expect(unlinkProviderAccount({ userId: member.id, provider: "kakao" }).catch(codeOf)).resolves.toBe("last_sign_in_method");
    // A password without an e-mail is no way in either.
    await getDb().update(users).set({ passwordHash: "x" }).where(eq(users.id, member.id));
    await expect(unlinkProviderAccount({ userId: member.id, provider: "kakao" }).catch(codeOf)).resolves.toBe("last_sign_in_method");

    expect(await linkProviderAccount({ userId: member.id, identity: { ...kakao(), provider: "naver" } })).toBe("linked");
    await unlinkProviderAccount({ userId: member.id, provider: "kakao" });
    expect((await listProviderLinks({ userId: member.id })).map((l) => l.provider)).toEqual(["naver"]);

    const withPassword = await createMember();
    await linkProviderAccount({ userId: withPassword.id, identity: kakao() });
    await unlinkProviderAccount({ userId: withPassword.id, provider: "kakao" });
    expect(await listProviderLinks({ userId: withPassword.id })).toEqual([]);
  });

  it("withdrawal removes the links: the same Kakao account is a stranger afterwards", async () => {
    const identity = kakao();
    const member = await completeProviderSignUp({ identity, nickname: `탈퇴${unique().slice(0, 4)}`, birthYear: 1990 });
    await withdrawMember({ userId: member.id });
    expect(await listProviderLinks({ userId: member.id })).toEqual([]);
    expect(await resolveProviderSignIn({ identity })).toEqual({ kind: "new" });
  });
});
