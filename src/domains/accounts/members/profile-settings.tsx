"use client";

import { updateSession } from "@/platform/auth/session-store";
import { signOutToHome } from "../sign-out-to-home";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormField } from "@/ui/form-field";
import { changePasswordAction, signOutEverywhereAction, updateProfileAction, withdrawAction } from "./actions";
import { resendEmailVerificationAction } from "../sign-up/client";
import { NotificationPreferencesForm } from "./notification-preferences-form";
import { card, submitButton } from "./profile-card-styles";
import type { OutsideChannel } from "../notification-kinds";
import type { Profile } from "../queries";
import { useActionForm } from "./use-action-form";

/** An unproven e-mail: no alert mails and no Kakao, Naver or Google link until the mailed link is opened. */
function EmailVerificationNotice({ email }: { email: string }) {
  const [state, setState] = useState<string | null>(null);
  async function resend() {
    const result = await resendEmailVerificationAction({}).catch(() => null);
    setState(result?.ok ? result.data.message : (result?.error.message ?? "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요."));
  }
  return (
    <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="email-unverified">
      <p>
        {email}: 이메일 인증 전입니다. 인증을 마쳐야 가격 알림 메일을 받고 카카오·네이버·구글 계정을 연결할 수 있습니다.{" "}
        <button type="button" onClick={resend} className="font-semibold underline">
          인증 메일 다시 받기
        </button>
      </p>
      {state && <p role="status">{state}</p>}
    </div>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const router = useRouter();
  const { errors, pending, onSubmit } = useActionForm(updateProfileAction, {
    success: "회원 정보를 저장했습니다.",
    onDone: async () => {
      await updateSession();
      router.refresh();
    },
  });
  return (
    <form onSubmit={onSubmit} className={card} aria-labelledby="profile-heading" noValidate>
      <h2 id="profile-heading" className="text-lg font-bold">
        기본 정보
      </h2>
      <FormField
        label="닉네임"
        name="nickname"
        defaultValue={profile.nickname ?? ""}
        required
        maxLength={16}
        hint="2~16자, 한글·영문·숫자·밑줄"
        error={errors.nickname}
      />
      {profile.email && !profile.emailVerified && <EmailVerificationNotice email={profile.email} />}
      <FormField label="이름 (선택)" name="name" defaultValue={profile.name ?? ""} maxLength={30} autoComplete="name" error={errors.name} />
      {profile.birthYear === null ? (
        <FormField
          label="출생연도"
          name="birthYear"
          type="number"
          inputMode="numeric"
          placeholder="예: 1995"
          hint="한 번 입력하면 바꿀 수 없습니다."
          error={errors.birthYear}
        />
      ) : (
        <p className="text-sm text-gray-600">출생연도: {profile.birthYear}년</p>
      )}
      <button type="submit" disabled={pending} className={submitButton}>
        저장
      </button>
    </form>
  );
}

function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { errors, pending, onSubmit } = useActionForm(changePasswordAction, {
    success: "비밀번호를 변경했습니다.",
    onDone: (_data, form) => form.reset(),
  });
  return (
    <form onSubmit={onSubmit} className={card} aria-labelledby="password-heading" noValidate>
      <h2 id="password-heading" className="text-lg font-bold">
        {hasPassword ? "비밀번호 변경" : "비밀번호 설정"}
      </h2>
      {hasPassword ? (
        <FormField
          label="현재 비밀번호"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
        />
      ) : null}
      <FormField
        label="새 비밀번호"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint="8자 이상, 영문자와 숫자를 모두 포함"
        error={errors.newPassword}
      />
      <FormField
        label="새 비밀번호 확인"
        name="newPasswordConfirm"
        type="password"
        autoComplete="new-password"
        error={errors.newPasswordConfirm}
      />
      <button type="submit" disabled={pending} className={submitButton}>
        {hasPassword ? "비밀번호 변경" : "비밀번호 설정"}
      </button>
    </form>
  );
}

function SessionsCard() {
  const { pending, onSubmit } = useActionForm(signOutEverywhereAction, {
    success: "모든 기기에서 로그아웃했습니다.",
    onDone: () => signOutToHome(),
  });
  return (
    <form onSubmit={onSubmit} className={card} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className="text-lg font-bold">
        로그인 기기
      </h2>
      <p className="text-sm text-gray-600">다른 기기에 로그인된 상태가 걱정되면 모든 기기에서 로그아웃하세요. 이 기기도 로그아웃됩니다.</p>
      <button
        type="submit"
        disabled={pending}
        className="rounded-lg border border-gray-300 px-4 py-2.5 font-semibold hover:bg-gray-50 disabled:opacity-60"
      >
        모든 기기에서 로그아웃
      </button>
    </form>
  );
}

function WithdrawCard({ hasPassword }: { hasPassword: boolean }) {
  const { errors, pending, onSubmit } = useActionForm(withdrawAction, {
    success: "탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.",
    onDone: () => signOutToHome(),
  });
  return (
    <form onSubmit={onSubmit} className={`${card} border-red-200`} aria-labelledby="withdraw-heading" noValidate>
      <h2 id="withdraw-heading" className="text-lg font-bold text-red-700">
        회원탈퇴
      </h2>
      <p className="text-sm text-gray-600">
        이메일, 이름, 닉네임 등 개인정보와 관심상품·알림은 삭제됩니다. 작성한 글과 댓글은 남으며 작성자는 &quot;탈퇴한 회원&quot;으로
        표시됩니다.
      </p>
      {hasPassword ? (
        <FormField label="비밀번호 확인" name="password" type="password" autoComplete="current-password" error={errors.password} />
      ) : null}
      <label className="flex items-center gap-3 text-sm">
        <input type="checkbox" name="confirm" className="h-4 w-4 accent-red-600" aria-invalid={errors.confirm ? true : undefined} />
        <span>위 내용을 확인했으며 탈퇴에 동의합니다.</span>
      </label>
      {errors.confirm ? <p className="text-sm text-red-600">{errors.confirm}</p> : null}
      <button
        type="submit"
        disabled={pending}
        className="rounded-lg bg-red-600 px-4 py-2.5 font-semibold text-white hover:bg-red-700 disabled:opacity-60"
      >
        탈퇴하기
      </button>
    </form>
  );
}

/** /profile: edit nickname and name, password, notification preferences, sessions, withdrawal. */
/** `pushSwitch`: this browser's push on/off (the push domain's), shown beside the notification settings. */
export function ProfileSettings({
  profile,
  pushSwitch,
  linkedAccounts,
  apiKeys,
  outsideChannels,
}: {
  profile: Profile;
  pushSwitch?: React.ReactNode;
  linkedAccounts?: React.ReactNode;
  /** The public API's keys card (api-keys room). */
  apiKeys?: React.ReactNode;
  /** The outside channels this site can send by (KakaoTalk only with a Kakao app), offered per kind in 알림 설정. */
  outsideChannels: readonly OutsideChannel[];
}) {
  return (
    <div className="space-y-5">
      <ProfileForm profile={profile} />
      <PasswordForm hasPassword={profile.hasPassword} />
      {linkedAccounts}
      <NotificationPreferencesForm profile={profile} offered={outsideChannels} />
      {pushSwitch}
      {apiKeys}
      <SessionsCard />
      <WithdrawCard hasPassword={profile.hasPassword} />
    </div>
  );
}
