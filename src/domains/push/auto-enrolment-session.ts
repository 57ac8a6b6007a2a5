/**
 * sessionStorage key: the member whose automatic push enrolment already ran in this browser session. The spec asks for the
 * request (and its toast) when a member signs in, not on every page load; a sign-out forgets it, so the next sign-in asks again.
 */
export const AUTO_ENROLMENT_SESSION_KEY = "aeksangpick.push.autoEnrolledFor";

export function autoEnrolmentRanFor(userId: string): boolean {
  try {
    return sessionStorage.getItem(AUTO_ENROLMENT_SESSION_KEY) === userId;
  } catch {
    return false;
  }
}

export function rememberAutoEnrolment(userId: string): void {
  try {
    sessionStorage.setItem(AUTO_ENROLMENT_SESSION_KEY, userId);
  } catch {
    // Storage blocked: the next page load may ask again, as before.
  }
}

export async function forgetAutoEnrolment(): Promise<void> {
  try {
    sessionStorage.removeItem(AUTO_ENROLMENT_SESSION_KEY);
  } catch {
    // Nothing was remembered.
  }
}
