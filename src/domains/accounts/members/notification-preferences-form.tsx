"use client";

import { NOTIFICATION_KINDS, type OutsideChannel } from "../notification-kinds";
import type { Profile } from "../queries";
import { updateNotificationPreferencesAction } from "./actions";
import { card, submitButton } from "./profile-card-styles";
import { useActionForm } from "./use-action-form";

const CHANNEL_LABELS: ReadonlyArray<{ channel: OutsideChannel; label: string }> = [
  { channel: "push", label: "푸시" },
  { channel: "kakao", label: "카카오톡" },
  { channel: "webhook", label: "웹훅" },
];

/**
 * Which kinds a member hears (each one's bell: 알림함), and per kind the outside channels it takes: push (with the push
 * switch for all), KakaoTalk and webhook once connected below. E-mail is chosen in its own card. A channel the site
 * does not `offer` (KakaoTalk without a Kakao app) is not shown; its stored choice rides along hidden, kept as it was.
 */
export function NotificationPreferencesForm({ profile, offered }: { profile: Profile; offered: readonly OutsideChannel[] }) {
  const { pending, onSubmit } = useActionForm(updateNotificationPreferencesAction, { success: "알림 설정을 저장했습니다." });
  const preferences = profile.notificationPreferences;
  const kindOn = (kind: string) => (preferences.kinds as Partial<Record<string, boolean>>)[kind] !== false;
  const chosen = (kind: string, channel: OutsideChannel) => preferences.channels?.[kind]?.[channel] !== false;
  const shown = CHANNEL_LABELS.filter(({ channel }) => offered.includes(channel));
  const hidden = CHANNEL_LABELS.filter(({ channel }) => !offered.includes(channel));
  const connectedBelow = shown.filter(({ channel }) => channel !== "push").map(({ label }) => label);
  return (
    <form onSubmit={onSubmit} className={card} aria-labelledby="preferences-heading">
      <h2 id="preferences-heading" className="text-lg font-bold">
        알림 설정
      </h2>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-sm font-semibold text-gray-800">받을 알림과 받을 곳</legend>
        <p className="text-sm text-gray-500">
          켠 알림은 알림함(종 모양)에 쌓이고, 고른 곳으로도 보내 드려요. 이메일은 아래 ‘이메일 알림’에서 고릅니다.
        </p>
        {NOTIFICATION_KINDS.map(({ kind, label, description }) => (
          <div key={kind} className="space-y-2 border-t border-gray-100 pt-3 first-of-type:border-0 first-of-type:pt-0" data-kind={kind}>
            <label className="flex items-start gap-3">
              <input type="checkbox" name="kinds" value={kind} defaultChecked={kindOn(kind)} className="mt-1 h-4 w-4 accent-brand-700" />
              <span>
                <span className="block font-medium">{label}</span>
                <span className="block text-sm text-gray-500">{description}</span>
              </span>
            </label>
            <div className="flex flex-wrap gap-2 pl-7" role="group" aria-label={`${label} 알림을 받을 곳`}>
              {hidden
                .filter(({ channel }) => chosen(kind, channel))
                .map(({ channel }) => (
                  <input key={channel} type="hidden" name={`channel:${kind}`} value={channel} />
                ))}
              {shown.map(({ channel, label: channelLabel }) => (
                <label
                  key={channel}
                  className="flex items-center gap-1.5 rounded-full border border-gray-200 px-3 py-1 text-sm has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="checkbox"
                    name={`channel:${kind}`}
                    value={channel}
                    defaultChecked={chosen(kind, channel)}
                    aria-label={`${channelLabel} (${label})`}
                    className="h-3.5 w-3.5 accent-brand-700"
                  />
                  {channelLabel}
                </label>
              ))}
            </div>
          </div>
        ))}
      </fieldset>
      <label className="flex items-center gap-3 border-t border-gray-100 pt-3">
        <input type="checkbox" name="push" defaultChecked={preferences.push} className="h-4 w-4 accent-brand-700" />
        <span className="font-medium">푸시 알림 받기</span>
      </label>
      {connectedBelow.length ? (
        <p className="text-xs text-gray-500">{connectedBelow.join("과 ")}은 아래에서 연결한 뒤에 보내 드려요.</p>
      ) : null}
      <button type="submit" disabled={pending} className={submitButton}>
        알림 설정 저장
      </button>
    </form>
  );
}
