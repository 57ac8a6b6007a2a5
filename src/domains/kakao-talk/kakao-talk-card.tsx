import "server-only";
import { findProviderAccountId } from "@/domains/accounts/queries";
import { FormAlert } from "@/ui/form-alert";
import { kakaoConfigured } from "./kakao-api";
import { KakaoTalkConnectButton } from "./kakao-talk-connect-button";
import { findTalkConsent } from "./talk-links";
import { CONSENT_OUTCOMES, type ConsentOutcome } from "./talk-consent";
import "./withdrawal-cleanup";

const OUTCOME_MESSAGES: Record<ConsentOutcome, { tone: "success" | "error"; text: string }> = {
  connected: { tone: "success", text: "카카오톡 알림을 켰습니다. 이제 알림이 내 카카오톡(나와의 채팅)으로도 옵니다." },
  disconnected: { tone: "success", text: "카카오톡 알림을 껐습니다. 카카오에서 받은 토큰도 지웠습니다." },
  denied: { tone: "error", text: "카카오톡 메시지 전송에 동의하지 않아 카카오톡 알림을 켜지 않았습니다." },
  state_mismatch: { tone: "error", text: "요청이 만료되었거나 올바르지 않습니다. 다시 시도해 주세요." },
  wrong_account: {
    tone: "error",
    text: "로그인에 연결된 카카오 계정과 다른 계정으로 동의했습니다. 연결된 카카오 계정으로 다시 시도해 주세요.",
  },
  no_scope: { tone: "error", text: "‘카카오톡 메시지 전송’ 항목에 동의해야 카카오톡 알림을 받을 수 있습니다." },
  no_kakao: { tone: "error", text: "카카오 계정을 먼저 연결해 주세요." },
  failed: { tone: "error", text: "카카오와 통신하지 못했습니다. 잠시 후 다시 시도해 주세요." },
};

const isOutcome = (value: string | undefined): value is ConsentOutcome => (CONSENT_OUTCOMES as readonly string[]).includes(value ?? "");

/** /profile's 카카오톡 알림 card: consent to 나에게 보내기 for a member who signs in with Kakao, and 끊기. */
export async function KakaoTalkAlertsCard({ userId, outcome }: { userId: string; outcome?: string }) {
  if (!kakaoConfigured()) return null;
  const [kakaoAccount, consent] = await Promise.all([findProviderAccountId({ userId, provider: "kakao" }), findTalkConsent({ userId })]);
  const message = isOutcome(outcome) ? OUTCOME_MESSAGES[outcome] : null;
  return (
    <section
      id="kakao-talk"
      data-testid="kakao-talk-card"
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
      aria-labelledby="kakao-talk-heading"
    >
      <h2 id="kakao-talk-heading" className="text-lg font-bold">
        카카오톡 알림
      </h2>
      {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
      {consent ? (
        <form method="post" action="/api/kakao-talk/disconnect" className="flex items-center gap-3">
          <p className="min-w-0 flex-1 text-sm text-gray-700">
            알림을 내 카카오톡(나와의 채팅)으로 받고 있습니다 · 동의{" "}
            {consent.consentedAt.toLocaleDateString("ko-KR", { timeZone: "Asia/Seoul" })}
          </p>
          <button type="submit" className="shrink-0 rounded-lg border border-gray-300 px-3 py-2 text-sm font-semibold hover:bg-gray-50">
            끊기
          </button>
        </form>
      ) : kakaoAccount ? (
        <div className="space-y-3">
          <p className="text-sm text-gray-700">
            가격 알림을 내 카카오톡(나와의 채팅)으로 보내드려요. 카카오에서 ‘카카오톡 메시지 전송’에 동의하면 시작됩니다.
          </p>
          <KakaoTalkConnectButton />
        </div>
      ) : (
        <p className="text-sm text-gray-700">카카오톡 알림을 받으려면 먼저 위의 ‘연결된 계정’에서 카카오 계정을 연결해 주세요.</p>
      )}
      <p className="text-sm text-gray-500">
        알림 설정에서 끈 종류의 알림은 카카오톡으로도 보내지 않습니다. 카카오 계정 설정의 ‘연결된 서비스 관리’에서 동의를 철회하면 그 즉시
        보내지 않습니다.
      </p>
    </section>
  );
}
