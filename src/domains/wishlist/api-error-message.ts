/** The `{error:{message}}` of a failed API answer, or a generic Korean line. */
export async function apiErrorMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return body?.error?.message ?? "잠시 후 다시 시도해 주세요.";
}
