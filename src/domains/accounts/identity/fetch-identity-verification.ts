import "server-only";
import { z } from "zod";
import { AppError } from "@/platform/errors";
import type { PortOneConnection } from "../portone-connection";

const verifiedCustomer = z.object({
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  ci: z.string().min(1).optional(),
});

/** PortOne V2 `IdentityVerification`: only the fields this site reads (name and phone are never read). */
const identityVerificationSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("VERIFIED"), id: z.string(), verifiedCustomer, verifiedAt: z.string() }),
  z.object({ status: z.literal("READY"), id: z.string() }),
  z.object({ status: z.literal("FAILED"), id: z.string() }),
]);

export type PortOneIdentityVerification = z.infer<typeof identityVerificationSchema>;

const TIMEOUT_MS = 10_000;

export const portOneUnavailable = (cause?: unknown) =>
  new AppError("identity_unavailable", 503, "본인인증 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.", { cause });

/**
 * `GET /identity-verifications/{id}?storeId=` with the API secret: PortOne's word on a verification, never the
 * browser's. Unknown to PortOne (404) is null; anything else that is not a readable answer means PortOne is down.
 */
export async function fetchIdentityVerification(
  connection: PortOneConnection,
  identityVerificationId: string,
): Promise<PortOneIdentityVerification | null> {
  const url = `${connection.apiUrl}/identity-verifications/${encodeURIComponent(identityVerificationId)}?${new URLSearchParams({ storeId: connection.storeId })}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization: `PortOne ${connection.secret}` }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw portOneUnavailable(error);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw portOneUnavailable(new Error(`PortOne answered ${response.status}: ${await response.text().catch(() => "")}`));
  const parsed = identityVerificationSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw portOneUnavailable(parsed.error);
  return parsed.data;
}
