/** localStorage key: "1" once push was switched off on this browser (/profile); automatic enrolment then stays away. */
export const PUSH_OPT_OUT_KEY = "aeksangpick.push.optedOut";

export function readPushOptOut(): boolean {
  try {
    return localStorage.getItem(PUSH_OPT_OUT_KEY) === "1";
  } catch {
    return false;
  }
}

export function writePushOptOut({ optedOut }: { optedOut: boolean }): void {
  try {
    if (optedOut) localStorage.setItem(PUSH_OPT_OUT_KEY, "1");
    else localStorage.removeItem(PUSH_OPT_OUT_KEY);
  } catch {
    // Storage blocked: the switch still worked for now; the next page load may enrol again.
  }
}
