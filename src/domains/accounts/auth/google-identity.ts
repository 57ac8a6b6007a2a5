/** Google Identity Services in the browser (its GSI script): what One Tap and /profile's Google link use of it. */

type PromptMoment = { isSkippedMoment?: () => boolean; isDismissedMoment?: () => boolean; getDismissedReason?: () => string };

type GoogleId = {
  initialize: (config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
  }) => void;
  prompt: (listener?: (moment: PromptMoment) => void) => void;
  cancel: () => void;
};
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

/** The GSI script, added to the page once (a tag already there is waited for); resolves with `google.accounts.id`. */
export function loadGoogleIdentity(scriptUrl: string): Promise<GoogleId> {
  return new Promise((resolve, reject) => {
    const loaded = () => (window.google ? resolve(window.google.accounts.id) : reject(new Error("Google sign-in script failed to load")));
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${scriptUrl}"]`);
    if (existing) {
      if (window.google) loaded();
      else existing.addEventListener("load", loaded, { once: true });
      return;
    }
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.addEventListener("load", loaded, { once: true });
    script.addEventListener("error", () => reject(new Error("Google sign-in script failed to load")), { once: true });
    document.head.appendChild(script);
  });
}

/**
 * Google's prompt for an account the member chooses now (no auto-select): its ID token, or why there is none —
 * `skipped` when Google showed no prompt (no Google session in the browser, or a cool-down after earlier closes).
 */
export async function chooseGoogleAccount({
  clientId,
  scriptUrl,
}: {
  clientId: string;
  scriptUrl: string;
}): Promise<{ credential: string } | { none: "skipped" | "closed" }> {
  const id = await loadGoogleIdentity(scriptUrl);
  return new Promise((resolve) => {
    id.initialize({
      client_id: clientId,
      use_fedcm_for_prompt: true,
      callback: ({ credential }) => resolve(credential ? { credential } : { none: "closed" }),
    });
    id.prompt((moment) => {
      if (moment.isSkippedMoment?.()) resolve({ none: "skipped" });
      else if (moment.isDismissedMoment?.() && moment.getDismissedReason?.() !== "credential_returned") resolve({ none: "closed" });
    });
  });
}
