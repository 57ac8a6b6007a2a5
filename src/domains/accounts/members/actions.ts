"use server";

import { z } from "zod";
import { defineAction } from "@/platform/auth/action";
import { changePasswordInput, notificationPreferencesInput, profileInput, withdrawInput } from "../account-rules";
import { changePassword } from "../password";
import { reissueSessionCookie } from "../auth";
import { signOutEverywhere } from "../sign-out-everywhere";
import { updateNotificationPreferences } from "./update-notification-preferences";
import { updateProfile } from "./update-profile";
import { withdrawMember } from "./withdraw-member";

// Server actions of /profile; each authorizes itself through defineAction.

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
