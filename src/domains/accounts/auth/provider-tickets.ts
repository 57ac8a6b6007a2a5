import "server-only";
import { createHash } from "node:crypto";
import { EncryptJWT, jwtDecrypt } from "jose";
import { cookies } from "next/headers";
import { z } from "zod";
import { usesSecureCookies } from "@/platform/auth/secure-cookies";
import { getConfig } from "@/platform/config";
import { KOREAN_PROVIDER_IDS } from "../korean-provider-names";
import { SIGN_UP_PROVIDER_IDS } from "../sign-up-provider-names";

/**
 * Short-lived encrypted cookies that carry a sign-in across a page: the identity of a first Kakao, Naver or
 * Google sign-in until the member gives birth year and consent (`/auth/welcome`), and a member's wish to link
 * Kakao/Naver from /profile. Encrypted with a key derived from NEXTAUTH_SECRET, bound to one purpose each.
 */
const TICKETS = {
  signUp: {
    cookie: "ap_provider_signup",
    maxAgeSeconds: 15 * 60,
    schema: z.object({
      provider: z.enum(SIGN_UP_PROVIDER_IDS),
      providerAccountId: z.string().min(1),
      email: z.string().nullable(),
      emailVerified: z.boolean(),
      name: z.string().nullable(),
      callbackUrl: z.string().nullable(),
    }),
  },
  link: {
    cookie: "ap_provider_link",
    maxAgeSeconds: 10 * 60,
    schema: z.object({ userId: z.string().uuid(), provider: z.enum(KOREAN_PROVIDER_IDS) }),
  },
} as const;

type Purpose = keyof typeof TICKETS;
export type ProviderTicket<P extends Purpose> = z.infer<(typeof TICKETS)[P]["schema"]>;

const keyFor = (purpose: Purpose) => createHash("sha256").update(`aeksangpick:${purpose}:`).update(getConfig().NEXTAUTH_SECRET!).digest();

/** Sets the purpose's cookie (in a route handler or a server action). */
export async function setProviderTicket<P extends Purpose>(purpose: P, claims: ProviderTicket<P>): Promise<void> {
  const { cookie, maxAgeSeconds } = TICKETS[purpose];
  const value = await new EncryptJWT({ ...claims, pur: purpose })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt()
    .setExpirationTime(`${maxAgeSeconds}s`)
    .encrypt(keyFor(purpose));
  (await cookies()).set(cookie, value, { httpOnly: true, sameSite: "lax", path: "/", secure: usesSecureCookies(), maxAge: maxAgeSeconds });
}

/** The purpose's ticket of this request, or null when absent, expired, forged or for another purpose. */
export async function readProviderTicket<P extends Purpose>(purpose: P): Promise<ProviderTicket<P> | null> {
  const { cookie, schema } = TICKETS[purpose];
  const value = (await cookies()).get(cookie)?.value;
  if (!value) return null;
  try {
    const { payload } = await jwtDecrypt(value, keyFor(purpose));
    if (payload.pur !== purpose) return null;
    const parsed = schema.safeParse(payload);
    return parsed.success ? (parsed.data as ProviderTicket<P>) : null;
  } catch {
    return null;
  }
}

export async function clearProviderTicket(purpose: Purpose): Promise<void> {
  (await cookies()).delete(TICKETS[purpose].cookie);
}
