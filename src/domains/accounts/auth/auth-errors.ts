/**
 * Sign-in error codes, as next-auth puts them in the `error` parameter of the url it returns, and
 * their Korean messages. Thrown by authorize() or set by next-auth itself.
 */
export const AUTH_ERROR_MESSAGES = {
  CredentialsSignin: "이메일 또는 비밀번호가 올바르지 않습니다.",
  TooManyAttempts: "비밀번호를 10회 연속 잘못 입력했습니다. 15분 후에 다시 시도해 주세요.",
  RateLimited: "로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.",
  AccountBanned: "이용이 제한된 계정입니다. 문의 메일로 연락해 주세요.",
  GoogleSignin: "Google 계정으로 로그인하지 못했습니다. 다시 시도해 주세요.",
  GoogleEmailUnverified: "Google 계정의 이메일 인증이 완료되지 않았습니다.",
  // Not an error for people: a new Google account goes on to /auth/welcome (birth year and consent) first.
  GoogleSignUpRequired: "처음 로그인한 Google 계정입니다. 출생연도를 입력하고 약관에 동의하면 가입이 완료됩니다.",
  SessionRequired: "로그인이 필요한 페이지입니다. 로그인해 주세요.",
  AccessDenied: "접근 권한이 없습니다.",
  // Kakao and Naver (issue 30); next-auth sets OAuthSignin/OAuthCallback/Callback itself (a bad or replayed state, a refused code).
  OAuthSignin: "카카오·네이버 로그인을 시작하지 못했습니다. 잠시 후 다시 시도해 주세요.",
  OAuthCallback: "카카오·네이버 로그인을 확인하지 못했습니다. 로그인 버튼을 눌러 처음부터 다시 시도해 주세요.",
  Callback: "카카오·네이버 로그인을 확인하지 못했습니다. 로그인 버튼을 눌러 처음부터 다시 시도해 주세요.",
  // Anything else that went wrong: its text is logged, never sent (auth-response-errors.ts).
  SignInFailed: "로그인 중 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.",
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

const FALLBACK = "로그인 중 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.";

/** The Korean message for an `error` parameter; unknown codes get a generic one (never echoed). */
export function authErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return code in AUTH_ERROR_MESSAGES ? AUTH_ERROR_MESSAGES[code as AuthErrorCode] : FALLBACK;
}

/** `work`'s AuthFailure as it is; any other error logged and made a SignInFailed (next-auth would send its message to the browser). */
export async function asAuthFailure<T>(work: () => Promise<T>, log: (error: unknown) => void): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AuthFailure) throw error;
    log(error);
    throw new AuthFailure("SignInFailed");
  }
}

/** An error authorize() throws so that next-auth redirects with `error=<code>`. */
export class AuthFailure extends Error {
  constructor(readonly code: AuthErrorCode) {
    super(code);
    this.name = "AuthFailure";
  }
}
