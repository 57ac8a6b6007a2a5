import "server-only";
import { tooManyRequests } from "@/platform/errors";
import { authLimiters } from "./auth-rate-limits";
import { registerMember } from "./register-member";

/** Sign-up from the web: rate-limited per address and per e-mail+address, then registered. */
export async function signUpMember(input: { email: string; password: string; nickname: string; birthYear: number; ip: string }) {
  const { signUpPerIp, signUpPerAccountIp } = authLimiters();
  const perIp = await signUpPerIp.hit(input.ip);
  const perAccount = await signUpPerAccountIp.hit(`${input.email.toLowerCase()}|${input.ip}`);
  if (!perIp.allowed || !perAccount.allowed) throw tooManyRequests("가입 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.");
  return registerMember(input);
}
