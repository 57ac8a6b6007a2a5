"use server";

import { z } from "zod";
import { defineAction } from "@/platform/auth/action";
import { badRequest } from "@/platform/errors";
import { birthYearField, nicknameField, signUpConsentFields } from "./account-rules";
import { completeProviderSignUp } from "./complete-provider-sign-up";
import { KOREAN_PROVIDER_IDS } from "../korean-provider-names";
import { configuredKoreanProviders } from "../korean-providers";
import { hasUnverifiedEmail } from "../queries";
import { unlinkProviderAccount } from "./provider-links";
import { clearProviderTicket, readProviderTicket, setProviderTicket } from "./provider-tickets";
import { reissueSessionCookie } from "./session-cookie";

// Server actions of Kakao/Naver sign-in (issue 30); each authorizes itself through defineAction.

const providerInput = z.object({ provider: z.enum(KOREAN_PROVIDER_IDS, { error: "지원하지 않는 로그인 방법입니다." }) });

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

/** /profile: remembers for ten minutes that this member asked to link the provider; the browser then goes to it. */
export const startProviderLinkAction = defineAction({ access: "user", input: providerInput }, async ({ input, user }) => {
  if (!configuredKoreanProviders().includes(input.provider)) throw badRequest("지금은 이 로그인 방법을 쓸 수 없습니다.", "provider_off");
  if (await hasUnverifiedEmail({ userId: user.id }))
    throw badRequest("이메일 인증을 마친 뒤에 연결할 수 있습니다. 위의 기본 정보에서 인증 메일을 받아 주세요.", "email_unverified");
  await setProviderTicket("link", { userId: user.id, provider: input.provider });
  return null;
});

export const unlinkProviderAction = defineAction({ access: "user", input: providerInput }, async ({ input, user }) => {
  await unlinkProviderAccount({ userId: user.id, provider: input.provider });
  return null;
});
