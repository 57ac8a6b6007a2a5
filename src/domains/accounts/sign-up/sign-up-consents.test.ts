import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/platform/db/client";
import { describeEachDatabase } from "@tests/support/test-db";
import { signUpInput } from "../account-rules";
import { completeProviderSignUp } from "./complete-provider-sign-up";
import { CONSENT_DOCUMENTS } from "../consent-documents";
import { registerMember } from "./register-member";
import { memberConsents } from "../schema";

const now = new Date("2026-11-26T01:30:00Z");
const unique = () => crypto.randomUUID().slice(0, 8);
const consentsOf = async (userId: string) =>
  (await getDb().select().from(memberConsents).where(eq(memberConsents.userId, userId)))
    .map(({ kind, version, agreedAt }) => ({ kind, version, agreedAt }))
    .sort((a, b) => a.kind.localeCompare(b.kind));

describe("the sign-up rules", () => {
  const form = {
    email: "consent@example.kr",
    password: "good-pass-1",
    passwordConfirm: "good-pass-1",
    nickname: "동의회원",
    birthYear: "1990",
  };

  it("need 이용약관 and 개인정보 수집·이용, each with its own message; 마케팅 정보 수신 is optional", () => {
    const refused = signUpInput.safeParse(form);
    expect(refused.success).toBe(false);
    const messages = Object.fromEntries(refused.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({ agreeTerms: "이용약관에 동의해 주세요.", agreePrivacy: "개인정보 수집·이용에 동의해 주세요." });
    expect(signUpInput.parse({ ...form, agreeTerms: "on", agreePrivacy: "on" }).agreeMarketing).toBe(false);
    expect(signUpInput.parse({ ...form, agreeTerms: "on", agreePrivacy: "on", agreeMarketing: "on" }).agreeMarketing).toBe(true);
  });

  it("say the passwords differ, or hold the e-mail's name, also while an agreement is unticked", () => {
    const messages = (input: Record<string, string>) =>
      Object.fromEntries(signUpInput.safeParse(input).error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages({ ...form, passwordConfirm: "other-pass-2" })).toMatchObject({
      passwordConfirm: "비밀번호가 서로 다릅니다.",
      agreeTerms: "이용약관에 동의해 주세요.",
    });
    expect(messages({ ...form, password: "consent-77", passwordConfirm: "consent-77" })).toMatchObject({
      password: "비밀번호에 이메일 아이디를 넣지 마세요.",
      agreePrivacy: "개인정보 수집·이용에 동의해 주세요.",
    });
    // An invalid password is named once, by its own rule; the match is not judged on it.
    expect(messages({ ...form, password: "short", passwordConfirm: "other" })).not.toHaveProperty("passwordConfirm");
  });
});

describeEachDatabase("sign-up consents", () => {
  it("a password sign-up stores each agreement with its document's version and the time", async () => {
    const id = unique();
    const member = await registerMember({
      email: `c-${id}@example.kr`,
      password: "good-pass-1",
      nickname: `동의${id.slice(0, 6)}`,
      birthYear: 1990,
      now,
    });
    expect(await consentsOf(member.id)).toEqual([
      { kind: "privacy", version: CONSENT_DOCUMENTS.privacy.version, agreedAt: now },
      { kind: "terms", version: CONSENT_DOCUMENTS.terms.version, agreedAt: now },
    ]);
  });

  it("a Kakao/Naver sign-up stores them too, 마케팅 정보 수신 when chosen", async () => {
    const id = unique();
    const member = await completeProviderSignUp({
      identity: { provider: "kakao", providerAccountId: `k-${id}`, email: null, emailVerified: false, name: null },
      nickname: `카카오${id.slice(0, 6)}`,
      birthYear: 1990,
      marketing: true,
      now,
    });
    expect((await consentsOf(member.id)).map(({ kind, version }) => [kind, version])).toEqual([
      ["marketing", CONSENT_DOCUMENTS.marketing.version],
      ["privacy", CONSENT_DOCUMENTS.privacy.version],
      ["terms", CONSENT_DOCUMENTS.terms.version],
    ]);
  });
});
