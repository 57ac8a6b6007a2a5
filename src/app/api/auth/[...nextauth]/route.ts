import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { getAuthOptions, findAuthRequestFault, withoutInternalErrorText } from "@/domains/accounts/auth";
import { errorResponse } from "@/platform/http/api-route";

// next-auth v4's endpoints: session, csrf, providers, signin, callback, signout, _log.
// Its CSRF token protects them, so they are not apiRoute's (which checks Origin instead).
async function handler(req: NextRequest, ctx: { params: Promise<{ nextauth: string[] }> }) {
  const fault = await findAuthRequestFault({ req, action: (await ctx.params).nextauth[0] });
  if (fault) return errorResponse(fault);
  return withoutInternalErrorText(await NextAuth(req as never, ctx as never, getAuthOptions()));
}

export { handler as GET, handler as POST };
