import "server-only";
import { encode } from "next-auth/jwt";
import { cookies } from "next/headers";
import { usesSecureCookies } from "@/platform/auth/secure-cookies";
import { getConfig } from "@/platform/config";
import { SESSION_MAX_AGE_SECONDS } from "./auth-options";
import { findUserAuthState } from "../queries";
import { claimsForUser } from "../session-token";

/**
 * Gives the member of this request a new session cookie carrying their current token version, as next-auth
 * would at sign-in: after a change that revoked every other session (password change), the caller stays in.
 */
export async function reissueSessionCookie({ userId }: { userId: string }): Promise<void> {
  const state = await findUserAuthState({ userId });
  if (!state) return;
  const secure = usesSecureCookies();
  const value = await encode({ secret: getConfig().NEXTAUTH_SECRET!, token: claimsForUser(state), maxAge: SESSION_MAX_AGE_SECONDS });
  (await cookies()).set(`${secure ? "__Secure-" : ""}next-auth.session-token`, value, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}
