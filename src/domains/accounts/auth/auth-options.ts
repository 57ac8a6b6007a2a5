import "server-only";
import type { NextAuthOptions, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getConfig } from "@/platform/config";
import { logger } from "@/platform/logger";
import { clientIpFrom } from "@/platform/rate-limit";
import { asAuthFailure } from "./auth-errors";
import { authenticateWithGoogle } from "./authenticate-with-google";
import { authenticateWithPassword } from "./authenticate-with-password";
import { safeRedirectUrl } from "./callback-url";
import { koreanAuthProviders } from "./korean-providers";
import { handleProviderSignIn, memberOfProviderSignIn } from "./provider-sign-in-callback";
import { usesSecureCookies } from "@/platform/auth/secure-cookies";
import type { UserAuthState } from "../queries";
import { claimsForUser, revalidateSessionToken, SessionRevokedError, sessionUserFromToken, type SessionToken } from "../session-token";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

// authorize() hands next-auth the member; the jwt callback turns it into our claims.
const asUser = (member: UserAuthState) => member as unknown as User;
// A NUL or an oversize value is no credential (PostgreSQL refuses a NUL in text: the query would fail).
const text = (value: unknown) => (typeof value === "string" && value.length <= 4096 && !value.includes("\u0000") ? value : "");
const logged = (error: unknown) => logger.error({ err: error }, "sign-in failed");

function buildAuthOptions(): NextAuthOptions {
  const config = getConfig();
  // next-auth derives its own URLs from NEXTAUTH_URL; the site's public URL is BASE_URL.
  process.env.NEXTAUTH_URL ||= config.BASE_URL;
  return {
    secret: config.NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: usesSecureCookies(),
    pages: { signIn: "/auth/signin", error: "/auth/signin" },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "이메일",
        credentials: { email: { label: "이메일", type: "email" }, password: { label: "비밀번호", type: "password" } },
        async authorize(credentials, req) {
          const member = await asAuthFailure(
            () =>
              authenticateWithPassword({
                email: text(credentials?.email),
                password: text(credentials?.password),
                ip: clientIpFrom(req.headers ?? {}),
              }),
            logged,
          );
          return member ? asUser(member) : null;
        },
      }),
      CredentialsProvider({
        id: "google-one-tap",
        name: "Google",
        credentials: { credential: { label: "credential", type: "text" } },
        // next-auth's client posts the page it was called on as callbackUrl: a new member returns there after /auth/welcome.
        async authorize(credentials, req) {
          const credential = text(credentials?.credential);
          return asUser(
            await asAuthFailure(() => authenticateWithGoogle({ credential, callbackUrl: text(req.body?.callbackUrl) }), logged),
          );
        },
      }),
      ...koreanAuthProviders(config),
    ],
    callbacks: {
      async signIn({ account, profile }) {
        return account?.type === "oauth" ? asAuthFailure(() => handleProviderSignIn({ account, profile }), logged) : true;
      },
      async jwt({ token, user, account }) {
        if (user && account?.type === "oauth") {
          const { picture: _providerPicture, ...rest } = token;
          return { ...rest, ...claimsForUser(await memberOfProviderSignIn(account)) };
        }
        if (user) return { ...token, ...claimsForUser(user as unknown as UserAuthState) };
        return revalidateSessionToken({ token });
      },
      async session({ session, token }) {
        return { expires: session.expires, user: sessionUserFromToken(token as SessionToken) };
      },
      async redirect({ url, baseUrl }) {
        return safeRedirectUrl({ url, baseUrl });
      },
    },
    logger: {
      error(code, metadata) {
        const error = metadata instanceof Error ? metadata : (metadata as { error?: unknown } | undefined)?.error;
        // A revoked session is the system working, not a fault.
        if (error instanceof SessionRevokedError) logger.info({ reason: error.message }, "session refused");
        else logger.error({ code, err: error ?? metadata }, "next-auth error");
      },
      warn(code) {
        logger.warn({ code }, "next-auth warning");
      },
      debug(code, metadata) {
        logger.debug({ code, metadata }, "next-auth debug");
      },
    },
  };
}

let cached: NextAuthOptions | undefined;

/** next-auth's options, built once from the configuration. */
export function getAuthOptions(): NextAuthOptions {
  cached ??= buildAuthOptions();
  return cached;
}
