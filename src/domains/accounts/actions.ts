"use server";

import { cookies, headers } from "next/headers";
import { z } from "zod";
import { defineAction } from "@/platform/auth/action";
import { clientIpFrom } from "@/platform/rate-limit";
import { changePasswordInput, notificationPreferencesInput, profileInput, signUpInput, withdrawInput } from "./account-rules";
import { ADULT_COOKIE, ADULT_COOKIE_MAX_AGE_SECONDS } from "./adult-cookie";
import { changePassword } from "./change-password";
import { usesSecureCookies } from "@/platform/auth/secure-cookies";
import { signOutEverywhere } from "./sign-out-everywhere";
import { signUpMember } from "./sign-up-member";
import { updateNotificationPreferences } from "./update-notification-preferences";
import { updateProfile } from "./update-profile";
import { withdrawMember } from "./withdraw-member";

// Server actions of the accounts pages; each authorizes itself through defineAction.

export const signUpAction = defineAction({ access: "public", input: signUpInput }, async ({ input }) => {
  const ip = clientIpFrom(await headers());
  const member = await signUpMember({
    email: input.email,
    password: input.password,
    nickname: input.nickname,
    birthYear: input.birthYear,
    ip,
  });
  return { email: member.email };
});

export const updateProfileAction = defineAction({ access: "user", input: profileInput }, async ({ input, user }) => {
  return updateProfile({ userId: user.id, nickname: input.nickname, name: input.name, birthYear: input.birthYear });
});

export const changePasswordAction = defineAction({ access: "user", input: changePasswordInput }, async ({ input, user }) => {
  await changePassword({ userId: user.id, currentPassword: input.currentPassword, newPassword: input.newPassword });
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
