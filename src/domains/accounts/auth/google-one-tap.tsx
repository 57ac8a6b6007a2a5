"use client";

import { useSession } from "@/platform/auth/session-store";
import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";
import type { AuthErrorCode } from "./auth-errors";
import { signInEverywhere } from "./sign-in-everywhere";

type GoogleId = {
  initialize: (config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
  }) => void;
  prompt: () => void;
  cancel: () => void;
};
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

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
    const start = () => {
      const id = window.google?.accounts.id;
      if (!id || cancelled) return;
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
    };
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${scriptUrl}"]`);
    if (existing) {
      if (window.google) start();
      else existing.addEventListener("load", start, { once: true });
    } else {
      const script = document.createElement("script");
      script.src = scriptUrl;
      script.async = true;
      script.addEventListener("load", start, { once: true });
      script.addEventListener("error", () => console.error("Google sign-in script failed to load"), { once: true });
      document.head.appendChild(script);
    }
    return () => {
      cancelled = true;
    };
  }, [status, signingUp, clientId, scriptUrl, router]);

  return null;
}
