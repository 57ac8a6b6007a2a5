import NextAuth from "next-auth";
import { getAuthOptions } from "@/domains/accounts/auth-options";

// next-auth v4's endpoints (spec §7): session, csrf, providers, signin, callback, signout, _log.
function handler(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(req as never, ctx as never, getAuthOptions());
}

export { handler as GET, handler as POST };
