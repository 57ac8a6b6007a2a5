"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { FormAlert } from "@/ui/form-alert";
import { createApiKeyAction, revokeApiKeyAction } from "./api-key-actions";

const FAILED = "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.";

export type ApiKeyRow = { id: string; name: string; hint: string; createdAt: string; lastUsedAt: string | null; revokedAt: string | null };

const seoulDate = (iso: string) => new Date(iso).toLocaleDateString("ko-KR", { timeZone: "Asia/Seoul" });

/**
 * /profile's API 키 card: create a named key (shown once, with a copy button), list them, revoke one. `keyRequired`: the
 * 19+ gate asks for 본인인증, so only a verified adult member's key reads the data (no key: 403).
 */
export function ApiKeysCard({
  keys,
  max,
  docsHref,
  keyRequired,
}: {
  keys: ApiKeyRow[];
  max: number;
  docsHref: string;
  keyRequired: boolean;
}) {
  const router = useRouter();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const active = keys.filter((k) => !k.revokedAt).length;

  async function create(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const done = await createApiKeyAction({ name }).catch(() => null);
    setBusy(false);
    if (!done?.ok) {
      toast.error(done && !done.ok ? done.error.message : FAILED);
      return;
    }
    setCreated({ name: name.trim(), key: done.data.key });
    setName("");
    router.refresh();
  }

  async function revoke(key: ApiKeyRow) {
    if (!window.confirm(`'${key.name}' 키를 폐기할까요? 이 키를 쓰는 프로그램은 바로 막힙니다.`)) return;
    setBusy(true);
    const done = await revokeApiKeyAction({ id: key.id }).catch(() => null);
    setBusy(false);
    if (!done?.ok) {
      toast.error(done && !done.ok ? done.error.message : FAILED);
      return;
    }
    toast.success("API 키를 폐기했습니다.");
    router.refresh();
  }

  async function copy(key: string) {
    await navigator.clipboard.writeText(key).then(
      () => toast.success("API 키를 복사했습니다."),
      () => toast.error("복사하지 못했습니다. 키를 직접 선택해 복사해 주세요."),
    );
  }

  return (
    <section
      id="api-keys"
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
      aria-labelledby="api-keys-heading"
    >
      <h2 id="api-keys-heading" className="text-lg font-bold">
        API 키
      </h2>
      <p className="text-sm text-gray-600">
        가격 데이터를 프로그램에서 읽는 공개 API(
        <Link href={docsHref} className="underline">
          API 안내
        </Link>
        )는{" "}
        {keyRequired
          ? "청소년유해매체물이라 본인인증을 마친 회원의 키로만 쓸 수 있습니다."
          : "키 없이도 쓸 수 있고, 키를 보내면 더 많은 요청을 보낼 수 있습니다."}{" "}
        키는 <code>Authorization: Bearer 키</code> 또는 <code>x-api-key</code> 헤더로 보냅니다.
      </p>
      {created ? (
        <FormAlert tone="success">
          <span className="block">&apos;{created.name}&apos; 키를 만들었습니다. 이 키는 지금 한 번만 보여 드립니다.</span>
          <span className="mt-2 flex items-center gap-2">
            <code data-testid="new-api-key" className="min-w-0 flex-1 break-all rounded bg-white px-2 py-1 text-sm">
              {created.key}
            </code>
            <button
              type="button"
              onClick={() => copy(created.key)}
              className="shrink-0 rounded-lg border border-gray-300 px-3 py-1 text-sm font-semibold"
            >
              복사
            </button>
          </span>
        </FormAlert>
      ) : null}
      <form onSubmit={create} className="flex gap-2">
        <label htmlFor="api-key-name" className="sr-only">
          새 키 이름
        </label>
        <input
          id="api-key-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={40}
          required
          placeholder="키 이름 (예: 블로그 위젯)"
          className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 text-sm"
        />
        <button
          type="submit"
          disabled={busy || active >= max}
          className="shrink-0 rounded-lg bg-gray-900 px-3 py-2 text-sm font-semibold text-white disabled:opacity-60"
        >
          키 만들기
        </button>
      </form>
      {keys.length ? (
        <ul className="divide-y divide-gray-100">
          {keys.map((key) => (
            <li key={key.id} data-testid="api-key" className="flex items-center gap-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{key.name}</span>
                <span className="block text-sm text-gray-500">
                  <code>{key.hint}</code> · 만든 날 {seoulDate(key.createdAt)}
                  {key.lastUsedAt ? ` · 마지막 사용 ${seoulDate(key.lastUsedAt)}` : " · 아직 쓰지 않음"}
                  {key.revokedAt ? ` · 폐기됨 ${seoulDate(key.revokedAt)}` : ""}
                </span>
              </span>
              {key.revokedAt ? null : (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => revoke(key)}
                  aria-label={`${key.name} 키 폐기`}
                  className="shrink-0 rounded-lg border border-gray-300 px-3 py-2 text-sm font-semibold hover:bg-gray-50 disabled:opacity-60"
                >
                  폐기
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm text-gray-500">한 사람이 쓸 수 있는 키는 {max}개까지입니다. 키가 새어 나갔다면 바로 폐기하고 새로 만드세요.</p>
    </section>
  );
}
