"use client";

import { useEffect } from "react";
import { addSignOutCleanup } from "@/domains/accounts/sign-out-to-home";
import { unsubscribePush } from "@/domains/push/push-enrolment";

/** Signing out ends this browser's push subscription first, so a shared device stops getting the member's alerts. */
export function SignOutPushCleanup() {
  useEffect(() => addSignOutCleanup(unsubscribePush), []);
  return null;
}
