import "server-only";
import "@/platform/zod-korean";
import { z } from "zod";
import { AppError, toAppError } from "@/platform/errors";
import { logger } from "@/platform/logger";
import { getCurrentUser } from "./current-user";
import { assertAccess, type Access } from "./guards";
import type { SessionUser } from "./session-user";

type UserFor<A extends Access> = A extends "public" ? SessionUser | null : SessionUser;

/** What every server action answers: data, or a Korean message (and per-field messages for forms). */
export type ActionResult<T = null> =
  { ok: true; data: T } | { ok: false; error: { code: string; message: string }; fieldErrors?: Record<string, string> };

/** FormData → plain object; a name sent more than once (checkboxes) becomes an array. */
function formDataToObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    if (key.startsWith("$ACTION")) continue;
    const values = form.getAll(key);
    out[key] = values.length > 1 ? values : values[0];
  }
  return out;
}

function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The one recipe of every server action (house rule 1): zod parse → session → permission →
 * handler → error mapping. Accepts FormData or a plain object; never throws to the client.
 */
export function defineAction<A extends Access, S extends z.ZodType, T>(
  { access, input }: { access: A; input: S },
  handler: (ctx: { input: z.infer<S>; user: UserFor<A> }) => Promise<T>,
): (raw: FormData | Record<string, unknown>) => Promise<ActionResult<T>> {
  return async (raw) => {
    try {
      const parsed = input.safeParse(raw instanceof FormData ? formDataToObject(raw) : raw);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error);
        return {
          ok: false,
          error: { code: "invalid_input", message: Object.values(fieldErrors)[0] ?? "입력값을 확인해 주세요." },
          fieldErrors,
        };
      }
      const user = await getCurrentUser();
      assertAccess(user, access);
      return { ok: true, data: await handler({ input: parsed.data, user: user as UserFor<A> }) };
    } catch (error) {
      // Next's redirect()/notFound() work by throwing: let them through.
      if (error && typeof error === "object" && "digest" in error && String((error as { digest: unknown }).digest).startsWith("NEXT_"))
        throw error;
      const appError = toAppError(error);
      if (!(error instanceof AppError)) logger.error({ err: error }, "server action failed");
      return { ok: false, error: { code: appError.code, message: appError.message } };
    }
  };
}
