import "server-only";
import { AppError, tooManyRequests } from "@/platform/errors";
import { authLimiters } from "../auth-rate-limits";
import { sendAlreadyRegisteredNotice, sendEmailVerificationLink } from "./email-verification";
import { hashPassword } from "../password-hash";
import { registerMember } from "./register-member";

const tooMany = () => tooManyRequests("가입 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.");

/**
 * Sign-up from the web, rate-limited per address and per e-mail+address. A free address gets an unverified member
 * and a verification link; a taken one gets no account and a notice to its owner. Both answer the same, as fast
 * (a password is hashed either way), and the mail is what `deliver` sends after the answer
 * (docs/decisions/sign-up-email-taken.md).
 */
export async function signUpMember(input: {
  email: string;
  password: string;
  nickname: string;
  birthYear: number;
  marketing?: boolean;
  ip: string;
}): Promise<{ deliver: () => Promise<void> }> {
  const email = input.email.toLowerCase();
  const { signUpPerIp, signUpPerAccountIp } = authLimiters();
  const perIp = await signUpPerIp.hit(input.ip);
  const perAccount = await signUpPerAccountIp.hit(`${email}|${input.ip}`);
  if (!perIp.allowed || !perAccount.allowed) throw tooMany();
  try {
    const member = await registerMember({ ...input, email });
    return { deliver: () => sendEmailVerificationLink({ userId: member.id, email }) };
  } catch (error) {
    if (!(error instanceof AppError && error.code === "email_taken")) throw error;
    await hashPassword(input.password);
    return { deliver: () => sendAlreadyRegisteredNotice({ email }) };
  }
}
