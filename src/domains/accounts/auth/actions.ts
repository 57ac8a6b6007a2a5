"use server";

import { cookies, headers } from "next/headers";
import { after } from "next/server";
import { z } from "zod";
import { defineAction } from "@/platform/auth/action";
import { clientIpFrom } from "@/platform/rate-limit";
import {
  changePasswordInput,
  forgotPasswordInput,
  notificationPreferencesInput,
  profileInput,
  resetPasswordInput,
  signUpInput,
  withdrawInput,
} from "./account-rules";
import { ADULT_COOKIE, ADULT_COOKIE_MAX_AGE_SECONDS } from "./adult-cookie";
import { changePassword } from "./change-password";
import { resendEmailVerification } from "./resend-email-verification";
import { VERIFICATION_MAIL_SENT, verifyEmail } from "./email-verification";
import { checkPasswordResetLimits, resetPassword, sendPasswordResetLink } from "./password-reset";
import { logger } from "@/platform/logger";
import { usesSecureCookies } from "@/platform/auth/secure-cookies";
import { reissueSessionCookie } from "./session-cookie";
import { signOutEverywhere } from "./sign-out-everywhere";
import { signUpMember } from "./sign-up-member";
import { updateNotificationPreferences } from "../members/update-notification-preferences";
import { updateProfile } from "../members/update-profile";
import { withdrawMember } from "../members/withdraw-member";

// Server actions of the accounts pages; each authorizes itself through defineAction.

export const signUpAction = defineAction({ access: "public", input: signUpInput }, async ({ input }) => {
  const ip = clientIpFrom(await headers());
  const { deliver } = await signUpMember({
    email: input.email,
    password: input.password,
    nickname: input.nickname,
    birthYear: input.birthYear,
    marketing: input.agreeMarketing,
    ip,
  });
  // The same answer for a taken and a free address (no sign-in): the mail says which it was, to the mailbox's owner only.
  after(() => deliver().catch((err) => logger.error({ err }, "sign-up mail failed")));
  return { message: VERIFICATION_MAIL_SENT };
});

export const verifyEmailAction = defineAction(
  { access: "public", input: z.object({ token: z.string().min(1).max(200) }) },
  async ({ input }) => {
    await verifyEmail({ token: input.token });
    return null;
  },
);

export const resendEmailVerificationAction = defineAction({ access: "user", input: z.object({}) }, async ({ user }) => {
  await resendEmailVerification({ userId: user.id });
  return { message: VERIFICATION_MAIL_SENT };
});

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

export const updateProfileAction = defineAction({ access: "user", input: profileInput }, async ({ input, user }) => {
  return updateProfile({ userId: user.id, nickname: input.nickname, name: input.name, birthYear: input.birthYear });
});

export const changePasswordAction = defineAction({ access: "user", input: changePasswordInput }, async ({ input, user }) => {
  await changePassword({ userId: user.id, currentPassword: input.currentPassword, newPassword: input.newPassword });
  await reissueSessionCookie({ userId: user.id });
  return null;
});

export const updateNotificationPreferencesAction = defineAction(
  { access: "user", input: notificationPreferencesInput },
  async ({ input, user }) => {
    return updateNotificationPreferences({ userId: user.id, preferences: input });
  },
);

export const signOutEverywhereAction = defineAction({ access: "user", input: z.object({}) }, async ({ user }) => {
  await signOutEverywhere({ userId: user.id });
  return null;
});

export const withdrawAction = defineAction({ access: "user", input: withdrawInput }, async ({ input, user }) => {
  await withdrawMember({ userId: user.id, password: input.password });
  return null;
});

/** "I am 19 or older": remembered for a year in a cookie the page cache also keys on. */
export const confirmAdultAction = defineAction({ access: "public", input: z.object({}) }, async () => {
  const jar = await cookies();
  jar.set(ADULT_COOKIE, "1", {
    maxAge: ADULT_COOKIE_MAX_AGE_SECONDS,
    sameSite: "lax",
    path: "/",
    httpOnly: true,
    secure: usesSecureCookies(),
  });
  return null;
});
