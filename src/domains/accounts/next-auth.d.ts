import type { SessionUser } from "@/platform/auth/session-user";
import type { SessionClaims } from "./session-token";

declare module "next-auth" {
  interface Session {
    user: SessionUser;
  }
}

declare module "next-auth/jwt" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface JWT extends Partial<SessionClaims> {}
}
