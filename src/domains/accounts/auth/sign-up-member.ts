import "server-only";
import { AppError, tooManyRequests } from "@/platform/errors";
import { authLimiters } from "./auth-rate-limits";
import { registerMember } from "./register-member";

const tooMany = () => tooManyRequests("가입 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.");

/**
 * Sign-up from the web: rate-limited per address and per e-mail+address, then registered. `email_taken` tells
 * whether an address has an account (docs/decisions/sign-up-email-taken.md): an address or e-mail that has had 3 (5) such
 * answers within the hour gets 429 for every sign-up, taken or not, so the limit itself tells nothing.
 */
export async function signUpMember(input: {
  email: string;
  password: string;
  nickname: string;
  birthYear: number;
  marketing?: boolean;
  ip: string;
}) {
  const email = input.email.toLowerCase();
  const { signUpPerIp, signUpPerAccountIp, takenAnswersPerIp, takenAnswersPerEmail } = authLimiters();
  const perIp = await signUpPerIp.hit(input.ip);
  const perAccount = await signUpPerAccountIp.hit(`${email}|${input.ip}`);
  if (!perIp.allowed || !perAccount.allowed) throw tooMany();
  if (!(await takenAnswersPerIp.check(input.ip)).allowed || !(await takenAnswersPerEmail.check(email)).allowed) throw tooMany();
  try {
    return await registerMember(input);
  } catch (error) {
    if (error instanceof AppError && error.code === "email_taken")
      await Promise.all([takenAnswersPerIp.hit(input.ip), takenAnswersPerEmail.hit(email)]);
    throw error;
  }
}
