import type { PriceReportReason } from "../schema";

const NETWORK = "서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.";

/** Sends a 가격 오류 신고; answers the server's Korean message when it refused it. */
export async function sendPriceReport(body: {
  offerId: number;
  reason: PriceReportReason;
  note: string;
  seenPrice: number | null;
}): Promise<{ error?: string }> {
  try {
    const response = await fetch("/api/price-reports", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (response.ok) return {};
    const json = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    return { error: json?.error?.message ?? NETWORK };
  } catch {
    return { error: NETWORK };
  }
}
