import { z } from "zod";
import { currentSeoulYear, isAdultBirthYear } from "./korean-age";

// Rules shared by the server actions (which enforce them) and the forms (which hint with them).

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const COMMON_PASSWORDS = new Set([
  "password1",
  "password12",
  "password123",
  "qwerty123",
  "qwer1234",
  "asdf1234",
  "abcd1234",
  "1q2w3e4r",
  "1q2w3e4r5t",
  "a1234567",
  "aa123456",
  "abc12345",
  "iloveyou1",
  "admin1234",
  "test1234",
]);

export const emailField = z
  .string({ error: "이메일을 입력해 주세요." })
  .trim()
  .min(1, "이메일을 입력해 주세요.")
  .max(254, "이메일이 너무 깁니다.")
  .pipe(z.email("올바른 이메일 주소를 입력해 주세요."))
  .transform((email) => email.toLowerCase());

export const passwordField = z
  .string({ error: "비밀번호를 입력해 주세요." })
  .min(PASSWORD_MIN_LENGTH, `비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상이어야 합니다.`)
  .max(PASSWORD_MAX_LENGTH, `비밀번호는 ${PASSWORD_MAX_LENGTH}자 이하로 입력해 주세요.`)
  .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), "비밀번호에 영문자와 숫자를 모두 포함해 주세요.")
  .refine((p) => !/^(.)\1+$/.test(p), "같은 문자만 반복한 비밀번호는 사용할 수 없습니다.")
  .refine((p) => !COMMON_PASSWORDS.has(p.toLowerCase()), "너무 흔한 비밀번호입니다. 다른 비밀번호를 사용해 주세요.");

export const nicknameField = z
  .string({ error: "닉네임을 입력해 주세요." })
  .trim()
  .min(2, "닉네임은 2자 이상이어야 합니다.")
  .max(16, "닉네임은 16자 이하로 입력해 주세요.")
  .regex(/^[가-힣A-Za-z0-9_]+$/, "닉네임은 한글, 영문, 숫자, 밑줄(_)만 사용할 수 있습니다.")
  .refine((n) => !/^(관리자|운영자|admin)/i.test(n), "사용할 수 없는 닉네임입니다.");

export const nameField = z
  .string()
  .trim()
  .max(30, "이름은 30자 이하로 입력해 주세요.")
  .transform((v) => (v === "" ? null : v));

export const birthYearField = z.coerce
  .number({ error: "출생연도를 입력해 주세요." })
  .int("출생연도를 숫자 4자리로 입력해 주세요.")
  .min(1900, "출생연도를 정확히 입력해 주세요.")
  .refine((year) => year <= currentSeoulYear(), "출생연도를 정확히 입력해 주세요.")
  .refine((birthYear) => isAdultBirthYear({ birthYear }), "청소년보호법에 따라 19세 미만(연 나이 기준)은 가입할 수 없습니다.");

const agreed = (message: string) => z.literal("on", { error: message });

/** The sign-up consents (checkboxes: "on" when ticked): 이용약관 and 개인정보 수집·이용 are required, 마케팅 정보 수신 is not. */
export const signUpConsentFields = {
  agreeTerms: agreed("이용약관에 동의해 주세요."),
  agreePrivacy: agreed("개인정보 수집·이용에 동의해 주세요."),
  agreeMarketing: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
};

/** True when these fields of the submitted form are valid, whatever the others are (zod skips a refine otherwise). */
const fieldsValid =
  (fields: z.ZodObject) =>
  ({ value }: { value: unknown }) =>
    fields.safeParse(value).success;

export const signUpInput = z
  .object({
    email: emailField,
    password: passwordField,
    passwordConfirm: z.string(),
    nickname: nicknameField,
    birthYear: birthYearField,
    ...signUpConsentFields,
  })
  // Checked as soon as the passwords themselves are valid, so an unticked agreement never hides a mismatch.
  .refine((v) => v.password === v.passwordConfirm, {
    path: ["passwordConfirm"],
    message: "비밀번호가 서로 다릅니다.",
    when: fieldsValid(z.object({ password: passwordField, passwordConfirm: z.string() })),
  })
  .refine((v) => !v.password.toLowerCase().includes(v.email.split("@")[0]!) || v.email.split("@")[0]!.length < 4, {
    path: ["password"],
    message: "비밀번호에 이메일 아이디를 넣지 마세요.",
    when: fieldsValid(z.object({ email: emailField, password: passwordField })),
  });

export const profileInput = z.object({
  nickname: nicknameField,
  name: nameField,
  birthYear: z.union([z.literal("").transform(() => null), birthYearField]).optional(),
});

export const changePasswordInput = z
  .object({ currentPassword: z.string().optional(), newPassword: passwordField, newPasswordConfirm: z.string() })
  .refine((v) => v.newPassword === v.newPasswordConfirm, { path: ["newPasswordConfirm"], message: "새 비밀번호가 서로 다릅니다." });

export const forgotPasswordInput = z.object({ email: emailField });

export const resetPasswordInput = z
  .object({ token: z.string().min(20).max(200), newPassword: passwordField, newPasswordConfirm: z.string() })
  .refine((v) => v.newPassword === v.newPasswordConfirm, { path: ["newPasswordConfirm"], message: "새 비밀번호가 서로 다릅니다." });

const notificationKindNames = ["price_drop", "all_time_low", "back_in_stock", "target_price", "saved_search", "community"] as const;
type NotificationKindName = (typeof notificationKindNames)[number];
const outsideChannelNames = ["push", "kakao", "webhook"] as const;
const checkedValues = z.union([z.string(), z.array(z.string())]).optional();

/**
 * The profile's preference form: checked kinds (one value or several), the push switch, and per kind the outside
 * channels checked, sent as `channel:<kind>` = `push` | `kakao` | `webhook` (a box left unchecked is a channel off).
 */
export const notificationPreferencesInput = z
  .object({
    kinds: z.union([z.enum(notificationKindNames), z.array(z.enum(notificationKindNames))]).optional(),
    push: z.union([z.literal("on"), z.boolean()]).optional(),
    ...Object.fromEntries(notificationKindNames.map((kind) => [`channel:${kind}`, checkedValues])),
  })
  .transform((input) => {
    const listOf = (v: unknown) => new Set(v === undefined ? [] : Array.isArray(v) ? v : [v]);
    const chosen = listOf(input.kinds);
    const channels = Object.fromEntries(
      notificationKindNames.map((kind) => {
        const checked = listOf((input as Record<string, unknown>)[`channel:${kind}`]);
        return [kind, Object.fromEntries(outsideChannelNames.map((channel) => [channel, checked.has(channel)]))];
      }),
    ) as Record<NotificationKindName, Record<(typeof outsideChannelNames)[number], boolean>>;
    return {
      kinds: Object.fromEntries(notificationKindNames.map((kind) => [kind, chosen.has(kind)])) as Record<NotificationKindName, boolean>,
      push: input.push === "on" || input.push === true,
      channels,
    };
  });

export const withdrawInput = z.object({
  password: z.string().optional(),
  confirm: z.literal("on", { error: "탈퇴 안내를 확인하고 체크해 주세요." }),
});
