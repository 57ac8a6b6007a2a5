"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { FormAlert } from "@/ui/form-alert";
import { chooseGoogleAccount, PROVIDER_BRAND_STYLE, ProviderSymbol } from "../auth/client";
import { SIGN_UP_PROVIDER_NAMES, type SignUpProviderId } from "../sign-up-provider-names";
import { linkGoogleAccountAction, startProviderLinkAction, unlinkProviderAction } from "./provider-actions";

const LINK_RESULTS: Record<string, (name: string) => { tone: "success" | "error"; text: string }> = {
  linked: (name) => ({ tone: "success", text: `${name} 계정을 연결했습니다. 이제 ${name}로 로그인할 수 있습니다.` }),
  taken: (name) => ({ tone: "error", text: `이 ${name} 계정은 이미 다른 회원에게 연결되어 있습니다.` }),
  already: (name) => ({ tone: "error", text: `이미 다른 ${name} 계정이 연결되어 있습니다. 먼저 연결을 해제해 주세요.` }),
};

const FAILED = "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.";

/** /profile: the member's Kakao/Naver links and Google account — link (through the provider) and unlink (never the last way in). */
export function LinkedAccountsCard({
  available,
  linked,
  result,
  google,
}: {
  available: SignUpProviderId[];
  /** `linkedAt` is null for Google (its account is kept on the member, with no date of its own). */
  linked: Array<{ provider: SignUpProviderId; linkedAt: string | null }>;
  result: { outcome: string; provider: SignUpProviderId } | null;
  /** The site's Google client and GSI script, while Google sign-in is on. */
  google: { clientId: string; scriptUrl: string } | null;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const shown = [...new Set([...available, ...linked.map((l) => l.provider)])];
  if (shown.length === 0) return null;
  const message = result && LINK_RESULTS[result.outcome]?.(SIGN_UP_PROVIDER_NAMES[result.provider]);

  /** Puts a link's outcome in /profile's address, as a Kakao/Naver link comes back with it, for the card to show. */
  function showOutcome(provider: SignUpProviderId, outcome: string) {
    router.replace(`/profile?${new URLSearchParams({ link: outcome, provider })}#linked-accounts`);
    router.refresh();
  }

  async function link(provider: SignUpProviderId) {
    setBusy(true);
    if (provider === "google") return linkGoogle();
    const started = await startProviderLinkAction({ provider }).catch(() => null);
    if (!started?.ok) {
      setBusy(false);
      toast.error(started && !started.ok ? started.error.message : FAILED);
      return;
    }
    const { signIn } = await import("next-auth/react");
    await signIn(provider, { callbackUrl: "/profile" });
  }

  /** Google answers on this page: the account the member picks in its prompt, linked by the server at once. */
  async function linkGoogle() {
    const chosen = google ? await chooseGoogleAccount(google).catch(() => null) : null;
    if (!chosen || !("credential" in chosen)) {
      setBusy(false);
      if (chosen?.none !== "closed")
        toast.error("구글 계정 선택 창을 열지 못했습니다. 브라우저에서 구글에 로그인한 뒤 다시 시도해 주세요.");
      return;
    }
    const done = await linkGoogleAccountAction({ credential: chosen.credential }).catch(() => null);
    setBusy(false);
    if (!done?.ok) {
      toast.error(done && !done.ok ? done.error.message : FAILED);
      return;
    }
    showOutcome("google", done.data.outcome);
  }

  async function unlink(provider: SignUpProviderId) {
    setBusy(true);
    const done = await unlinkProviderAction({ provider }).catch(() => null);
    setBusy(false);
    if (!done?.ok) {
      toast.error(done && !done.ok ? done.error.message : FAILED);
      return;
    }
    toast.success(`${SIGN_UP_PROVIDER_NAMES[provider]} 연결을 해제했습니다.`);
    router.replace("/profile#linked-accounts");
    router.refresh();
  }

  return (
    <section
      id="linked-accounts"
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
      aria-labelledby="linked-heading"
    >
      <h2 id="linked-heading" className="text-lg font-bold">
        연결된 계정
      </h2>
      {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
      <ul className="space-y-3">
        {shown.map((provider) => {
          const link_ = linked.find((l) => l.provider === provider);
          const name = SIGN_UP_PROVIDER_NAMES[provider];
          return (
            <li key={provider} data-testid="linked-account" data-provider={provider} className="flex items-center gap-3">
              <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-xl ${PROVIDER_BRAND_STYLE[provider]}`}>
                <ProviderSymbol provider={provider} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{name}</span>
                <span className="block text-sm text-gray-500">
                  {link_?.linkedAt
                    ? `연결됨 · ${new Date(link_.linkedAt).toLocaleDateString("ko-KR", { timeZone: "Asia/Seoul" })}`
                    : link_
                      ? "연결됨"
                      : "연결 안 됨"}
                </span>
              </span>
              <button
                type="button"
                disabled={busy}
                onClick={() => (link_ ? unlink(provider) : link(provider))}
                aria-label={link_ ? `${name} 연결 해제` : `${name} 계정 연결`}
                className={`shrink-0 rounded-lg px-3 py-2 text-sm font-semibold disabled:opacity-60 ${link_ ? "border border-gray-300 hover:bg-gray-50" : PROVIDER_BRAND_STYLE[provider]}`}
              >
                {link_ ? "연결 해제" : "연결하기"}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-gray-500">
        연결하면 비밀번호 없이 해당 계정으로 로그인할 수 있습니다. 마지막 로그인 방법은 해제할 수 없습니다.
      </p>
    </section>
  );
}
