import "server-only";
import "@/platform/zod-korean";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { readSessionUser } from "@/platform/auth/read-session-user";
import { assertAccess, type Access } from "@/platform/auth/guards";
import type { SessionUser } from "@/platform/auth/session-user";
import { AppError, badRequest, toAppError } from "@/platform/errors";
import { logger } from "@/platform/logger";
import { assertSameOrigin, REQUEST_ORIGIN_HEADER } from "./same-origin";
import { hasNul, nestsTooDeep } from "./unsafe-input";

type UserFor<A extends Access> = A extends "public" ? SessionUser | null : SessionUser;

type RouteOptions<A extends Access, B extends z.ZodType | undefined, Q extends z.ZodType | undefined, P extends z.ZodType | undefined> = {
  access: A;
  body?: B;
  query?: Q;
  params?: P;
};
type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined;

export type RouteContext<A extends Access, B, Q, P> = {
  req: NextRequest;
  user: UserFor<A>;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
};

/** The `{error:{code,message}}` body every API failure answers with (and `field`, the input's path, for bad input). */
export function errorResponse(error: AppError): Response {
  const { code, message, field } = error;
  return Response.json({ error: { code, message, ...(field ? { field } : {}) } }, { status: error.status });
}

// The message is read by people (forms show it as it is): the rule's Korean words, never the field's key, which
// API callers get apart, as `error.field`.
function parseWith<S extends z.ZodType>(schema: S, value: unknown, where: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue ? `입력값이 올바르지 않습니다: ${issue.message}` : "입력값이 올바르지 않습니다.";
  throw new AppError("invalid_input", 400, message, { field: issue?.path.join(".") || where });
}

const NUL_REFUSED = "입력값에 사용할 수 없는 문자(NUL)가 들어 있습니다.";

async function readJson(req: NextRequest): Promise<unknown> {
  const text = await req.text();
  if (!text) return {};
  if (hasNul(text)) throw badRequest(NUL_REFUSED, "invalid_input");
  if (nestsTooDeep(text)) throw badRequest("요청 본문의 구조가 너무 깊습니다.", "invalid_json");
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("요청 본문이 올바른 JSON이 아닙니다.", "invalid_json");
  }
}

/**
 * The one recipe of every API route (house rule 1): same-origin check → session → permission → zod parse
 * (params, query, body) → handler → error mapping. A handler returns a Response or a JSON-able value.
 */
export function apiRoute<
  A extends Access,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(options: RouteOptions<A, B, Q, P>, handler: (ctx: RouteContext<A, B, Q, P>) => Promise<unknown>) {
  return async (req: NextRequest, routeCtx?: { params?: Promise<Record<string, string | string[]>> }): Promise<Response> => {
    try {
      // The server stamps the origin the request was made to (Host, or a trusted proxy's); Next's own URL names BASE_URL's host.
      const requestOrigin = req.headers.get(REQUEST_ORIGIN_HEADER) ?? req.nextUrl.origin;
      assertSameOrigin({ method: req.method, headers: req.headers, requestOrigin });
      // The session comes from the request itself, so handlers work the same inside and outside Next.
      const user = await readSessionUser({ cookieHeader: req.headers.get("cookie") ?? undefined });
      assertAccess(user, options.access);
      const params = options.params ? parseWith(options.params, await routeCtx?.params, "params") : undefined;
      if ([...req.nextUrl.searchParams].some(([name, value]) => hasNul(name) || hasNul(value)))
        throw badRequest(NUL_REFUSED, "invalid_input");
      const query = options.query ? parseWith(options.query, Object.fromEntries(req.nextUrl.searchParams), "query") : undefined;
      const body = options.body ? parseWith(options.body, await readJson(req), "body") : undefined;
      const result = await handler({ req, user: user as UserFor<A>, body, query, params } as RouteContext<A, B, Q, P>);
      return result instanceof Response ? result : Response.json(result ?? { ok: true });
    } catch (error) {
      const appError = toAppError(error);
      if (appError.status >= 500) logger.error({ err: error, url: req.url }, "API error");
      return errorResponse(appError);
    }
  };
}
