"use client";

import { useEffect } from "react";
import { addSignOutCleanup } from "@/domains/accounts/sign-out-cleanups";

// The push code loads with the sign-out itself, not with every page.
const unsubscribePush = () => import("@/domains/push/push-enrolment").then((module) => module.unsubscribePush());
const forgetAutoEnrolment = () => import("@/domains/push/auto-enrolment-session").then((module) => module.forgetAutoEnrolment());

/**
 * Signing out ends this browser's push subscription first, so a shared device stops getting the member's alerts,
 * and forgets that this session's automatic enrolment ran, so the next sign-in asks again.
 */
export function SignOutPushCleanup() {
  useEffect(() => {
    const removers = [addSignOutCleanup(unsubscribePush), addSignOutCleanup(forgetAutoEnrolment)];
    return () => removers.forEach((remove) => remove());
  }, []);
  return null;
}
