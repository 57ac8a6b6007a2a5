"use server";

import { z } from "zod";
import { defineAction } from "@/platform/auth/action";
import { EMAIL_ALERT_KINDS, isEmailAlertKind } from "./email-alert-kinds";
import { setEmailAlertKinds } from "./email-alert-preferences";

const kindsInput = z.object({
  kinds: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .pipe(z.array(z.string().refine(isEmailAlertKind, "알 수 없는 알림 종류입니다.")).max(EMAIL_ALERT_KINDS.length)),
});

/** /profile: the kinds the member takes by e-mail (none: off). */
export const updateEmailAlertsAction = defineAction({ access: "user", input: kindsInput }, async ({ input, user }) => {
  await setEmailAlertKinds({ userId: user.id, kinds: input.kinds.filter(isEmailAlertKind) });
  return null;
});
