"use client";

import { useState } from "react";
import { lazyToast } from "@/ui/lazy-toast";
import { updateEmailAlertsAction } from "./actions";
import { EMAIL_ALERT_KINDS, type EmailAlertKind } from "./email-alert-kinds";

/**
 * /profile: which alerts also come by e-mail (one digest at most every `digestHours` hours), and how an iPhone
 * gets push at all — only from the site added to the home screen (iOS 16.4+), so e-mail is offered instead.
 */
export function EmailAlertsCard({
  email,
  kinds,
  paused,
  digestHours,
  mailEnabled,
}: {
  email: string | null;
  kinds: EmailAlertKind[];
  paused: boolean;
  digestHours: number;
  mailEnabled: boolean;
}) {
  const [pending, setPending] = useState(false);
  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    const result = await updateEmailAlertsAction(new FormData(event.currentTarget)).catch(() => null);
    setPending(false);
    if (result?.ok) lazyToast.success("이메일 알림 설정을 저장했습니다.");
    else lazyToast.error(result && !result.ok ? result.error.message : "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.");
  }
  return (
    <section
      id="email-alerts"
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
      aria-labelledby="email-alerts-heading"
    >
      <h2 id="email-alerts-heading" className="text-lg font-bold">
        이메일 알림
      </h2>
      <div className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700" data-testid="iphone-push-help">
        <p className="font-semibold">iPhone에서 푸시 알림을 받으려면</p>
        <p className="mt-1">
          iPhone은 홈 화면에 추가한 사이트만 푸시 알림을 받을 수 있습니다(iOS 16.4 이상). Safari에서 공유 버튼을 누르고 ‘홈 화면에 추가’를
          고른 뒤, 홈 화면의 액상픽 아이콘으로 열어 로그인하세요. 번거롭다면 아래에서 이메일 알림을 켜 두세요.
        </p>
      </div>
      {email ? (
        <form onSubmit={save} className="space-y-3">
          <p className="text-sm text-gray-600">
            {email}(으)로 새 알림을 모아 최대 {digestHours}시간에 한 번 보내드려요. 메일의 링크로 언제든 수신을 거부할 수 있습니다.
          </p>
          {paused ? (
            <p role="alert" className="text-sm text-red-600">
              메일이 계속 반송되어 이메일 알림을 멈췄습니다. 주소를 확인한 뒤 다시 저장하면 재개됩니다.
            </p>
          ) : null}
          {!mailEnabled ? <p className="text-sm text-gray-500">지금은 메일 서버가 설정되지 않아 메일이 발송되지 않습니다.</p> : null}
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-semibold text-gray-800">이메일로 받을 알림</legend>
            {EMAIL_ALERT_KINDS.map(({ kind, label }) => (
              <label key={kind} className="flex items-center gap-3">
                <input
                  type="checkbox"
                  name="kinds"
                  value={kind}
                  defaultChecked={kinds.includes(kind)}
                  className="h-4 w-4 accent-brand-700"
                />
                <span>{label}</span>
              </label>
            ))}
          </fieldset>
          <button
            type="submit"
            disabled={pending}
            className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            이메일 알림 저장
          </button>
        </form>
      ) : (
        <p className="text-sm text-gray-600">이메일 주소가 없는 계정입니다. 이메일 알림을 받으려면 이메일로 가입한 계정을 이용해 주세요.</p>
      )}
    </section>
  );
}
