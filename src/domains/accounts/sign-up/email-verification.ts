import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { badRequest } from "@/platform/errors";
import { deliverAccountMail, hashLinkToken, newLinkToken, siteLink } from "../account-mail";
import { users, emailVerificationTokens } from "../schema";

export const EMAIL_VERIFICATION_VALID_HOURS = 24;
export const VERIFICATION_MAIL_SENT = "확인 메일을 보냈습니다. 메일의 링크를 눌러 이메일 인증을 마쳐 주세요.";

/** Mails a member a one-time link that proves `email` is theirs (valid 24 hours). */
export async function sendEmailVerificationLink({ userId, email, now = new Date() }: { userId: string; email: string; now?: Date }) {
  const { token, tokenHash } = newLinkToken();
  await getDb()
    .insert(emailVerificationTokens)
    .values({ userId, email, tokenHash, expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_VALID_HOURS * 3_600_000) });
  await deliverAccountMail({
    to: email,
    subject: "이메일 인증 안내",
    lines: [
      "가입을 환영합니다. 아래 링크를 눌러 이메일 인증을 마쳐 주세요.",
      `링크는 ${EMAIL_VERIFICATION_VALID_HOURS}시간 동안 한 번만 쓸 수 있습니다. 인증 전에는 가격 알림 메일을 보내지 않습니다.`,
      "",
      siteLink("/auth/verify-email", { token }),
      "",
      "가입하지 않으셨다면 이 메일을 무시하세요.",
    ],
  });
}

/** What a sign-up with an address that already has an account mails to that address, instead of telling the form (OWASP). */
export async function sendAlreadyRegisteredNotice({ email }: { email: string }) {
  await deliverAccountMail({
    to: email,
    subject: "가입 시도 안내",
    lines: [
      "이 이메일로 가입하려는 요청이 있었지만, 이 주소로 가입한 계정이 이미 있습니다.",
      "본인이라면 아래에서 로그인하거나, 비밀번호가 기억나지 않으면 비밀번호 찾기를 이용해 주세요.",
      "",
      siteLink("/auth/signin"),
      siteLink("/auth/forgot-password"),
      "",
      "요청하지 않으셨다면 이 메일을 무시하세요. 계정은 바뀌지 않습니다.",
    ],
  });
}

/**
 * Spends a verification link: the member's e-mail is proven when it is still the address the link was sent to.
 * A used, expired or unknown link is refused in Korean.
 */
export async function verifyEmail({ token, now = new Date() }: { token: string; now?: Date }): Promise<void> {
  const verified = await getDb().transaction(async (tx) => {
    const [spent] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, hashLinkToken(token)),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
    if (!spent) return false;
    const [member] = await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, spent.userId), eq(users.email, spent.email), isNull(users.deletedAt)))
      .returning({ id: users.id });
    return Boolean(member);
  });
  if (!verified)
    throw badRequest(
      "인증 링크가 만료되었거나 이미 사용되었습니다. 로그인한 뒤 내 정보에서 인증 메일을 다시 받아 주세요.",
      "invalid_verification_token",
    );
}
