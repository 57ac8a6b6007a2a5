"use server";

import { z } from "zod";
import { defineAction } from "@/platform/auth/action";
import { createApiKey, revokeApiKey } from "./api-keys";

// /profile's API 키 card; each action authorizes itself through defineAction.

const nameInput = z.object({
  name: z.string().trim().min(1, "키 이름을 입력해 주세요.").max(40, "키 이름은 40자 이하로 입력해 주세요."),
});

export const createApiKeyAction = defineAction({ access: "user", input: nameInput }, async ({ input, user }) =>
  createApiKey({ userId: user.id, name: input.name }),
);

export const revokeApiKeyAction = defineAction(
  { access: "user", input: z.object({ id: z.uuid("키가 올바르지 않습니다.") }) },
  async ({ input, user }) => {
    await revokeApiKey({ userId: user.id, id: input.id });
    return null;
  },
);
