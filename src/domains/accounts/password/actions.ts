"use server";

import { headers } from "next/headers";
import { after } from "next/server";
import { defineAction } from "@/platform/auth/action";
import { logger } from "@/platform/logger";
import { clientIpFrom } from "@/platform/rate-limit";
import { forgotPasswordInput, resetPasswordInput } from "../account-rules";
import { checkPasswordResetLimits, resetPassword, sendPasswordResetLink } from "./password-reset";

// Server actions of the forgotten-password pages; each authorizes itself through defineAction.

// The same answer, as fast, whether or not the address has an account: the lookup and the mail run after it.
export const forgotPasswordAction = defineAction({ access: "public", input: forgotPasswordInput }, async ({ input }) => {
  const ip = clientIpFrom(await headers());
  await checkPasswordResetLimits({ email: input.email, ip });
  after(() => sendPasswordResetLink({ email: input.email, ip }).catch((err) => logger.error({ err }, "password reset mail failed")));
  return null;
});

export const resetPasswordAction = defineAction({ access: "public", input: resetPasswordInput }, async ({ input }) => {
  await resetPassword({ token: input.token, newPassword: input.newPassword });
  return null;
});
