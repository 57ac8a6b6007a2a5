"use server";

import { z } from "zod";
import { defineAction } from "@/platform/auth/action";
import { badRequest } from "@/platform/errors";
import { KOREAN_PROVIDER_IDS } from "../korean-provider-names";
import { hasUnverifiedEmail } from "../queries";
import { SIGN_UP_PROVIDER_IDS, type SignUpProviderId } from "../sign-up-provider-names";
import { AuthFailure, setProviderTicket, verifyGoogleCredential } from "../auth";
import { linkableProviders } from "./linkable-providers";
import { linkGoogleAccount, unlinkProviderAccount } from "./provider-links";

// Server actions of /profile's 연결된 계정 (Kakao/Naver, issue 30; Google); each authorizes itself through defineAction.

const unsupported = { error: "지원하지 않는 로그인 방법입니다." };

/** Whether this member may link the provider now: it is on, and the member's e-mail (if any) is verified. */
async function assertMayLink({ userId, provider }: { userId: string; provider: SignUpProviderId }): Promise<void> {
  if (!(await linkableProviders()).includes(provider)) throw badRequest("지금은 이 로그인 방법을 쓸 수 없습니다.", "provider_off");
  if (await hasUnverifiedEmail({ userId }))
    throw badRequest("이메일 인증을 마친 뒤에 연결할 수 있습니다. 위의 기본 정보에서 인증 메일을 받아 주세요.", "email_unverified");
}

/** /profile, Kakao/Naver: remembers for ten minutes that this member asked to link the provider; the browser then goes to it. */
export const startProviderLinkAction = defineAction(
  { access: "user", input: z.object({ provider: z.enum(KOREAN_PROVIDER_IDS, unsupported) }) },
  async ({ input, user }) => {
    await assertMayLink({ userId: user.id, provider: input.provider });
    await setProviderTicket("link", { userId: user.id, provider: input.provider });
    return null;
  },
);

/**
 * /profile, Google: links the Google account of the credential the member just chose in Google's prompt on this page
 * (no redirect to carry the wish across, so no ticket). The outcome is the one a Kakao/Naver link comes back with.
 */
export const linkGoogleAccountAction = defineAction(
  { access: "user", input: z.object({ credential: z.string().min(1).max(4096) }) },
  async ({ input, user }) => {
    await assertMayLink({ userId: user.id, provider: "google" });
    const identity = await verifyGoogleCredential({ credential: input.credential }).catch((error) => {
      if (error instanceof AuthFailure) throw badRequest("구글 계정을 확인하지 못했습니다. 다시 시도해 주세요.", "google_refused");
      throw error;
    });
    return { outcome: await linkGoogleAccount({ userId: user.id, sub: identity.sub }) };
  },
);

export const unlinkProviderAction = defineAction(
  { access: "user", input: z.object({ provider: z.enum(SIGN_UP_PROVIDER_IDS, unsupported) }) },
  async ({ input, user }) => {
    await unlinkProviderAccount({ userId: user.id, provider: input.provider });
    return null;
  },
);
