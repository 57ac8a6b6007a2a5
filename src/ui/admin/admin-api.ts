/** Thrown for an admin API's `{error:{code,message}}` answer; `message` is Korean and safe to show. */
export class AdminApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Calls an /api/admin/* route from an admin page: the parsed JSON, or an AdminApiError with the server's message. */
export async function callAdminApi<T = unknown>(
  url: string,
  { method = "GET", body }: { method?: string; body?: unknown } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new AdminApiError("network", "서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.");
  }
  const json = (await response.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
  if (!response.ok)
    throw new AdminApiError(json?.error?.code ?? "http", json?.error?.message ?? `요청이 실패했습니다 (${response.status}).`);
  return json as T;
}

/** zod issues → the first message per field, for a form. */
export function fieldErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return fields;
}
