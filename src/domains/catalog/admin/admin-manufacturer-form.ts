import { z } from "zod";

/** A manufacturer's name as an admin types it, with Korean messages; shared by the form and the API. */
export const manufacturerInput = z.object({
  name: z.string().trim().min(1, "제조사 이름을 입력해 주세요.").max(50, "제조사 이름은 50자 이하로 적어 주세요."),
});

/** A maker's other spellings, at most 20, each as a name would be typed. */
export const manufacturerAliasesInput = z.object({
  aliases: z
    .array(z.string().trim().min(1, "빈 표기는 넣을 수 없습니다.").max(50, "표기 하나는 50자 이하로 적어 주세요."))
    .max(20, "다른 표기는 20개까지 넣을 수 있습니다."),
});

/** `Vampire Vape, 뱀파이어 베이프` as typed in one field → its spellings, blanks dropped. */
export const splitAliases = (text: string): string[] =>
  text
    .split(",")
    .map((alias) => alias.trim())
    .filter(Boolean);
