import { z } from "zod";

/** A manufacturer's name as an admin types it, with Korean messages; shared by the form and the API. */
export const manufacturerInput = z.object({
  name: z.string().trim().min(1, "제조사 이름을 입력해 주세요.").max(50, "제조사 이름은 50자 이하로 적어 주세요."),
});
