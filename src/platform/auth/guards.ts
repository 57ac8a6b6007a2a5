import "server-only";
import { forbidden, unauthorized } from "@/platform/errors";
import type { SessionUser } from "./session-user";

export type Access = "public" | "user" | "admin";

/** The one permission rule: members need a session (401), admin areas need grade ADMIN (403). */
export function assertAccess(user: SessionUser | null, access: Access): void {
  if (access === "public") return;
  if (!user) throw unauthorized();
  if (access === "admin" && user.grade !== "ADMIN") throw forbidden("관리자만 이용할 수 있습니다.");
}
