"use server";

import { headers } from "next/headers";
import { after } from "next/server";
import { z } from "zod";
import { defineAction } from "@/platform/auth/action";
import { badRequest } from "@/platform/errors";
import { logger } from "@/platform/logger";
import { clientIpFrom } from "@/platform/rate-limit";
import { birthYearField, nicknameField, signUpConsentFields, signUpInput } from "../account-rules";
import { clearProviderTicket, readProviderTicket, reissueSessionCookie } from "../auth";
import { completeProviderSignUp } from "./complete-provider-sign-up";
import { VERIFICATION_MAIL_SENT, verifyEmail } from "./email-verification";
import { resendEmailVerification } from "./resend-email-verification";
import { signUpMember } from "./sign-up-member";

// Server actions of sign-up (e-mail and password, or a first Kakao, Naver or Google sign-in); each authorizes itself through defineAction.

export const signUpAction = defineAction({ access: "public", input: signUpInput }, async ({ input }) => {
  const ip = clientIpFrom(await headers());
  const { deliver } = await signUpMember({
    email: input.email,
    password: input.password,
    nickname: input.nickname,
    birthYear: input.birthYear,
    marketing: input.agreeMarketing,
    ip,
  });
  // The same answer for a taken and a free address (no sign-in): the mail says which it was, to the mailbox's owner only.
  after(() => deliver().catch((err) => logger.error({ err }, "sign-up mail failed")));
  return { message: VERIFICATION_MAIL_SENT };
});

export const verifyEmailAction = defineAction(
  { access: "public", input: z.object({ token: z.string().min(1).max(200) }) },
  async ({ input }) => {
    await verifyEmail({ token: input.token });
    return null;
  },
);

export const resendEmailVerificationAction = defineAction({ access: "user", input: z.object({}) }, async ({ user }) => {
  await resendEmailVerification({ userId: user.id });
  return { message: VERIFICATION_MAIL_SENT };
});

/** /auth/welcome: the first Kakao, Naver or Google sign-in (the ticket says which) becomes a member with an adult birth year and consent, and is signed in. */
export const completeProviderSignUpAction = defineAction(
  {
    access: "public",
    input: z.object({
      nickname: nicknameField,
      birthYear: birthYearField,
      ...signUpConsentFields,
    }),
  },
  async ({ input }) => {
    const ticket = await readProviderTicket("signUp");
    if (!ticket) throw badRequest("가입 가능 시간이 지났습니다. 로그인 화면에서 다시 시도해 주세요.", "sign_up_expired");
    const { callbackUrl, ...identity } = ticket;
    const member = await completeProviderSignUp({
      identity,
      nickname: input.nickname,
      birthYear: input.birthYear,
      marketing: input.agreeMarketing,
    });
    await clearProviderTicket("signUp");
    await reissueSessionCookie({ userId: member.id });
    return { callbackUrl };
  },
);
