"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormAlert } from "@/ui/form-alert";
import { lazyToast } from "@/ui/lazy-toast";
import { formatSeoulDateTime } from "@/platform/time/seoul";
import { addWebhookAction, deleteWebhookAction, resumeWebhookAction, testWebhookAction } from "./actions";
import { WEBHOOK_FORMAT_LABELS } from "./webhook-format";
import type { WebhookView } from "./webhook-settings";

type Reply = { ok: true } | { ok: false; error: { message: string } };
const FAILED = "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.";

/** /profile: the member's webhooks (Discord, Slack or signed JSON), each with its state and its buttons. */
export function WebhooksCard({ webhooks, limit }: { webhooks: WebhookView[]; limit: number }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<Reply>, success: string) {
    setPending(true);
    const result = await action().catch(() => null);
    setPending(false);
    if (result?.ok) {
      lazyToast.success(success);
      router.refresh();
    } else lazyToast.error(result && !result.ok ? result.error.message : FAILED);
    return result?.ok ?? false;
  }

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    const result = await addWebhookAction(new FormData(form)).catch(() => null);
    setPending(false);
    if (result?.ok) {
      setError(null);
      form.reset();
      lazyToast.success("웹훅을 추가했습니다.");
      router.refresh();
    } else setError(result && !result.ok ? result.error.message : FAILED);
  }

  return (
    <section
      id="webhooks"
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
      aria-labelledby="webhooks-heading"
    >
      <h2 id="webhooks-heading" className="text-lg font-bold">
        웹훅 알림
      </h2>
      <p className="text-sm text-gray-600">
        Discord·Slack의 수신 웹훅 주소를 넣으면 그 채널로, 다른 주소에는 서명한 JSON으로 알림을 보내드려요. 알림 종류마다 웹훅으로 받을지는
        알림 설정에서 고를 수 있습니다. 전송이 5번 연속 실패하면 일시 중지됩니다.
      </p>
      {webhooks.length > 0 ? (
        <ul className="space-y-3" data-testid="webhook-list">
          {webhooks.map((webhook) => (
            <li key={webhook.id} className="space-y-2 rounded-lg border border-gray-200 p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">
                  {WEBHOOK_FORMAT_LABELS[webhook.format]}
                </span>
                <span className={webhook.paused ? "font-semibold text-red-700" : "font-semibold text-green-700"}>
                  {webhook.paused ? "일시 중지" : "정상"}
                </span>
              </div>
              <p className="break-all text-gray-800">{webhook.url}</p>
              {webhook.secret ? (
                <p className="text-gray-600">
                  서명 비밀값 <code className="break-all rounded bg-gray-50 px-1 select-all">{webhook.secret}</code>
                </p>
              ) : null}
              {webhook.lastError ? <p className="text-red-600">마지막 오류: {webhook.lastError}</p> : null}
              {webhook.lastSuccessAt ? (
                <p className="text-gray-500">마지막 전송 성공: {formatSeoulDateTime(webhook.lastSuccessAt)}</p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  disabled={pending}
                  onClick={() => run(() => testWebhookAction({ id: webhook.id }), "테스트 알림을 보냈습니다.")}
                  className="rounded-lg border border-gray-300 px-3 py-1.5 font-semibold hover:bg-gray-50 disabled:opacity-60"
                >
                  테스트 전송
                </button>
                {webhook.paused ? (
                  <button
                    type="button"
                    disabled={pending}
                    onClick={() => run(() => resumeWebhookAction({ id: webhook.id }), "웹훅을 다시 켰습니다.")}
                    className="rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
                  >
                    다시 켜기
                  </button>
                ) : null}
                <button
                  type="button"
                  disabled={pending}
                  onClick={() => run(() => deleteWebhookAction({ id: webhook.id }), "웹훅을 삭제했습니다.")}
                  className="rounded-lg border border-red-200 px-3 py-1.5 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
                >
                  삭제
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {webhooks.length < limit ? (
        <form onSubmit={add} className="space-y-2">
          <label htmlFor="webhook-url" className="block text-sm font-semibold text-gray-800">
            웹훅 주소 추가
          </label>
          <div className="flex gap-2">
            <input
              id="webhook-url"
              name="url"
              type="url"
              required
              inputMode="url"
              placeholder="https://discord.com/api/webhooks/…"
              className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2"
            />
            <button
              type="submit"
              disabled={pending}
              className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              추가
            </button>
          </div>
          <FormAlert tone="error">{error}</FormAlert>
        </form>
      ) : (
        <p className="text-sm text-gray-500">웹훅은 {limit}개까지 등록할 수 있습니다.</p>
      )}
      <p className="text-xs text-gray-500">
        JSON 서명 검증 방법: x-aeksangpick-signature 헤더는 sha256=HMAC-SHA256(서명 비밀값, 타임스탬프 + &quot;.&quot; + 본문)입니다.
      </p>
    </section>
  );
}
