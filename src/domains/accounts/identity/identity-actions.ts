"use server";

import { z } from "zod";
import { defineAction } from "@/platform/auth/action";
import { confirmIdentityVerification, startIdentityVerification } from "./verify-identity";

/** A verification id of this member's own, and where the browser finds PortOne. */
export const startIdentityVerificationAction = defineAction({ access: "user", input: z.object({}) }, async ({ user }) =>
  startIdentityVerification({ userId: user.id }),
);

/** "PortOne says I finished": the server asks PortOne itself before anything is recorded. */
export const confirmIdentityVerificationAction = defineAction(
  { access: "user", input: z.object({ identityVerificationId: z.string().trim().min(1).max(100) }) },
  async ({ input, user }) => {
    await confirmIdentityVerification({ userId: user.id, identityVerificationId: input.identityVerificationId });
    return null;
  },
);
