"use server";

import { z } from "zod";
import { defineAction } from "@/platform/auth/action";
import { badRequest } from "@/platform/errors";
import { KOREAN_PROVIDER_IDS } from "../korean-provider-names";
import { configuredKoreanProviders, setProviderTicket } from "../auth";
import { hasUnverifiedEmail } from "../queries";
import { unlinkProviderAccount } from "./provider-links";

// Server actions of /profile's 연결된 계정 (Kakao/Naver, issue 30); each authorizes itself through defineAction.

const providerInput = z.object({ provider: z.enum(KOREAN_PROVIDER_IDS, { error: "지원하지 않는 로그인 방법입니다." }) });

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
