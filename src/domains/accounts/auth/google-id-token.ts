import "server-only";
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { getConfig } from "@/platform/config";
import { logger } from "@/platform/logger";
import { AuthFailure } from "./auth-errors";

export const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];

export type GoogleIdentity = { sub: string; email: string; name: string | null };

// One key set per URL: jose caches the keys and refetches when a token names an unknown key id.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetFor(jwksUrl: string) {
  let keySet = keySets.get(jwksUrl);
  if (!keySet) keySets.set(jwksUrl, (keySet = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000 })));
  return keySet;
}

/**
 * Verifies a Google ID token (One Tap credential): RS256 signature against the JWKS, issuer,
 * audience = our client id, expiry, and a verified e-mail. Throws AuthFailure otherwise.
 */
async function verifyGoogleIdToken({
  credential,
  clientId,
  jwksUrl,
}: {
  credential: string;
  clientId: string;
  jwksUrl: string;
}): Promise<GoogleIdentity> {
  let payload: JWTPayload & { email?: unknown; email_verified?: unknown; name?: unknown };
  try {
    ({ payload } = await jwtVerify(credential, keySetFor(jwksUrl), {
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      algorithms: ["RS256"],
      requiredClaims: ["sub", "exp", "iat"],
    }));
  } catch (err) {
    logger.info({ reason: (err as Error).message }, "Google ID token refused");
    throw new AuthFailure("GoogleSignin");
  }
  if (typeof payload.email !== "string" || typeof payload.sub !== "string") throw new AuthFailure("GoogleSignin");
  if (payload.email_verified !== true && payload.email_verified !== "true") throw new AuthFailure("GoogleEmailUnverified");
  return {
    sub: payload.sub,
    email: payload.email.toLowerCase(),
    name: typeof payload.name === "string" && payload.name.trim() ? payload.name.trim().slice(0, 30) : null,
  };
}

/**
 * Verifies a One Tap credential for this site: against the admin setting's client id (GOOGLE_CLIENT_ID until saved,
 * so a new client id applies without a restart). No client id: Google sign-in is off, the credential is refused.
 */
export async function verifyGoogleCredential({ credential }: { credential: string }): Promise<GoogleIdentity> {
  const { googleClientId } = await getSiteSettings();
  if (!googleClientId) throw new AuthFailure("GoogleSignin");
  return verifyGoogleIdToken({ credential, clientId: googleClientId, jwksUrl: getConfig().GOOGLE_JWKS_URL });
}
