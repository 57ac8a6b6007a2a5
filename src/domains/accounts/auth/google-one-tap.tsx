"use client";

import { useSession } from "@/platform/auth/session-store";
import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";
import type { AuthErrorCode } from "./auth-errors";
import { loadGoogleIdentity } from "./google-identity";
import { signInEverywhere } from "./sign-in-everywhere";

// The server's answer for a Google account without a member: it set the sign-up ticket, /auth/welcome asks the rest.
const SIGN_UP_REQUIRED: AuthErrorCode = "GoogleSignUpRequired";
const WELCOME_PATH = "/auth/welcome";

/**
 * Google One Tap: the GSI script loads only while signed out; its credential signs in
 * through the "google-one-tap" credentials provider without a redirect. Failures are only logged;
 * a new Google account goes on to /auth/welcome (birth year and consent), back to this page afterwards.
 */
export function GoogleOneTap({ clientId, scriptUrl }: { clientId: string; scriptUrl: string }) {
  const { status } = useSession();
  const router = useRouter();
  // On the welcome page itself a tap would replace the ticket of the sign-up under way (and its way back).
  const signingUp = usePathname() === WELCOME_PATH;

  useEffect(() => {
    if (status !== "unauthenticated" || signingUp) {
      window.google?.accounts.id.cancel();
      return;
    }
    let cancelled = false;
    loadGoogleIdentity(scriptUrl).then(
      (id) => {
        if (cancelled) return;
        id.initialize({
          client_id: clientId,
          cancel_on_tap_outside: true,
          use_fedcm_for_prompt: true,
          callback: async ({ credential }) => {
            if (!credential) return;
            const result = await signInEverywhere("google-one-tap", { credential });
            if (result?.error === SIGN_UP_REQUIRED) {
              router.push(WELCOME_PATH);
              return;
            }
            if (!result?.ok || result.error) {
              console.error("Google One Tap sign-in failed", result?.error);
              return;
            }
            router.refresh();
          },
        });
        id.prompt();
      },
      (error: Error) => console.error(error.message),
    );
    return () => {
      cancelled = true;
    };
  }, [status, signingUp, clientId, scriptUrl, router]);

  return null;
}
