import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { badRequest, tooManyRequests } from "@/platform/errors";
import { defineRateLimiters } from "@/platform/rate-limit";
import { sendEmailVerificationLink } from "./email-verification";
import { users } from "../schema";

const resendLimiters = defineRateLimiters({ perMember: { name: "verify-email-resend", limit: 3, windowMs: 60 * 60_000 } });

/** A new verification link for the signed-in member's unproven e-mail (3 an hour). */
export async function resendEmailVerification({ userId }: { userId: string }): Promise<void> {
  const [member] = await getDb().select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  if (!member?.email) throw badRequest("인증할 이메일이 없습니다.", "no_email");
  if (member.verifiedAt) throw badRequest("이미 인증된 이메일입니다.", "already_verified");
  if (!(await resendLimiters().perMember.hit(userId)).allowed)
    throw tooManyRequests("인증 메일을 너무 자주 요청했습니다. 잠시 후 다시 시도해 주세요.");
  await sendEmailVerificationLink({ userId, email: member.email });
}
