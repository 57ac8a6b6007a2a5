"use server";

import { z } from "zod";
import { defineAction } from "@/platform/auth/action";
import { rowId } from "@/platform/http/row-id";
import { MAX_WEBHOOK_URL_LENGTH } from "./webhook-address";
import { deleteWebhookEndpoint, resumeWebhookEndpoint } from "./webhook-endpoints";
import { addWebhook, sendTestWebhook } from "./webhook-settings";

const urlInput = z.object({
  url: z
    .string()
    .trim()
    .min(1, "웹훅 주소를 입력해 주세요.")
    .max(MAX_WEBHOOK_URL_LENGTH, `주소가 너무 깁니다 (${MAX_WEBHOOK_URL_LENGTH}자 이하).`),
});
const idInput = z.object({ id: rowId("웹훅을 찾을 수 없습니다.") });

/** /profile 웹훅 알림: adds a URL (checked by the SSRF guard; at most MAX_WEBHOOKS_PER_MEMBER). */
export const addWebhookAction = defineAction({ access: "user", input: urlInput }, async ({ input, user }) => {
  await addWebhook({ userId: user.id, url: input.url });
  return null;
});

/** Every id below is looked up together with the member's own id: another member's webhook is answered 404. */
export const deleteWebhookAction = defineAction({ access: "user", input: idInput }, async ({ input, user }) => {
  await deleteWebhookEndpoint({ userId: user.id, id: input.id });
  return null;
});

export const resumeWebhookAction = defineAction({ access: "user", input: idInput }, async ({ input, user }) => {
  await resumeWebhookEndpoint({ userId: user.id, id: input.id });
  return null;
});

export const testWebhookAction = defineAction({ access: "user", input: idInput }, async ({ input, user }) => {
  await sendTestWebhook({ userId: user.id, id: input.id });
  return null;
});
