import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { badRequest, tooManyRequests } from "@/platform/errors";
import { logger } from "@/platform/logger";
import { deliverAccountMail, hashLinkToken as hashToken, newLinkToken, siteLink } from "../account-mail";
import { PASSWORD_RESET_VALID_MINUTES } from "./reset-link-lifetime";
import { hashPassword } from "../password-hash";
import { findUserByEmail } from "../queries";
import { passwordResetLimiters } from "./password-reset-limits";
import { passwordResetTokens, users } from "../schema";
import { announceSessionsRevoked } from "../sign-out-everywhere";

/** Refuses a reset request past the requesting address's limits; the same for known and unknown mailboxes. */
export async function checkPasswordResetLimits({ email, ip }: { email: string; ip: string }): Promise<void> {
  const { requestsPerIp, requestsPerIpAndEmail } = passwordResetLimiters();
  const allowed = (await requestsPerIp.hit(ip)).allowed && (await requestsPerIpAndEmail.hit(`${ip}|${email}`)).allowed;
  if (!allowed) throw tooManyRequests("비밀번호 재설정 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.");
}

/** Notes that the member signed in from this address: its reset requests get mails however many strangers asked. */
export async function rememberSignInAddress({ userId, ip }: { userId: string; ip: string }): Promise<void> {
  await passwordResetLimiters().signInsFromAddress.hit(`${userId}|${ip}`);
}

/** Whether a reset for this member asked from `ip` may still be mailed (see password-reset-limits.ts). */
async function mayMailReset({ userId, email, ip }: { userId: string; email: string; ip: string | null }): Promise<boolean> {
  const { signInsFromAddress, strangerMailsPerEmail } = passwordResetLimiters();
  if (ip !== null && (await signInsFromAddress.check(`${userId}|${ip}`)).count > 0) return true;
  return (await strangerMailsPerEmail.hit(email)).allowed;
}

/**
 * Sends a one-time reset link to the member with this e-mail, if there is one (withdrawn and banned
 * members get nothing), unless the mailbox had its strangers' share of mails this hour and `ip` (the requester)
 * is not one the member signed in from. Callers answer the same either way and run this after answering.
 */
export async function sendPasswordResetLink({
  email,
  ip = null,
  now = new Date(),
}: {
  email: string;
  ip?: string | null;
  now?: Date;
}): Promise<void> {
  const user = await findUserByEmail({ email });
  if (!user || user.deletedAt || user.bannedAt) return;
  if (!(await mayMailReset({ userId: user.id, email: user.email!, ip }))) {
    logger.warn({ userId: user.id }, "password reset mail skipped: the mailbox had its strangers' share this hour");
    return;
  }
  const { token, tokenHash } = newLinkToken();
  await getDb()
    .insert(passwordResetTokens)
    .values({ userId: user.id, tokenHash, expiresAt: new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000) });
  await deliverAccountMail({
    to: email,
    subject: "비밀번호 재설정 안내",
    lines: [
      "비밀번호 재설정을 요청하셨습니다.",
      `아래 링크에서 새 비밀번호를 정해 주세요. 링크는 ${PASSWORD_RESET_VALID_MINUTES}분 동안 한 번만 쓸 수 있습니다.`,
      "",
      siteLink("/auth/reset-password", { token }),
      "",
      "요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.",
    ],
  });
}

/** Whether a reset link can still be used (unused, unexpired, its member not withdrawn or banned): checked when its page opens. */
export async function isPasswordResetTokenUsable({ token, now = new Date() }: { token: string; now?: Date }): Promise<boolean> {
  const [row] = await getDb()
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        isNull(users.deletedAt),
        isNull(users.bannedAt),
      ),
    );
  return Boolean(row);
}

/**
 * Sets a new password with a reset token: valid, unused and unexpired, then spent with every other
 * link of the member; every session of the member ends (token version bumped).
 */
export async function resetPassword({ token, newPassword, now = new Date() }: { token: string; newPassword: string; now?: Date }) {
  const passwordHash = await hashPassword(newPassword);
  const userId = await getDb().transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return null;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    const [member] = await tx
      .update(users)
      // The link came through the mailbox, so it is proven too (and a pre-made account's maker is out with the old password).
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
      .where(and(eq(users.id, spent.userId), isNull(users.deletedAt), isNull(users.bannedAt)))
      .returning({ id: users.id });
    return member?.id ?? null;
  });
  if (!userId)
    throw badRequest("재설정 링크가 만료되었거나 이미 사용되었습니다. 비밀번호 찾기를 다시 요청해 주세요.", "invalid_reset_token");
  announceSessionsRevoked({ userId });
}
