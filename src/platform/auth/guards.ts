import "server-only";
import { forbidden, unauthorized } from "@/platform/errors";
import { getCurrentUser } from "./current-user";
import type { SessionUser } from "./session-user";

/** 401 when signed out. Every route handler, server action and socket handler that needs a member calls it. */
export async function requireUser(): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) throw unauthorized();
  return user;
}

/** 401 when signed out, 403 for members who are not admins. */
export async function requireAdmin(): Promise<SessionUser> {
  const user = await requireUser();
  if (user.grade !== "ADMIN") throw forbidden("관리자만 이용할 수 있습니다.");
  return user;
}
